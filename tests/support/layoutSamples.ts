/**
 * The routes the browser suite scans for accessibility at the widths below the desktop layout
 * (tests/e2e/pages.spec.ts); at 1440 px it scans every route. At a narrower width an element
 * looks different from 1440 px only if a style rule switches for it between that width and
 * 1440 px; every other element looks as at 1440 px, where it was scanned already. So the sample
 * is the routes that hold every element those rules style: tests/built/breakpoints.test.ts reads
 * the built stylesheets and fails when one of those elements is on no sampled route.
 * At 390 px every route is still opened (the phone checks: clipped text, sideways scrolling,
 * tables that fit, landing on a section); only the scan is limited to the sample.
 */
export const layoutSamples: Record<390 | 768 | 1280, string[]> = {
  // The phone: top bar and menus, stacked API tables with their labels, the chain tables (stacked
  // and compact), the page tools.
  390: [
    '/',
    '/gas/api/call-data',
    '/gas/code-examples/evm-deposit/contract-forwarder',
    '/gas/chain-support/inbound',
    '/gas/chain-support/outbound',
  ],
  // The tablet layout: the phone's top bar and menus over the desktop's article.
  768: ['/', '/gas/api/quote', '/layerzero/v1/step-by-step/deposit'],
  // The compact desktop: no outline column, a compact top bar.
  1280: ['/', '/gas/api/quote'],
}
