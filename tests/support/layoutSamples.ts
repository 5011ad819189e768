/**
 * The routes the browser suite opens at the widths between the phone (390 px) and the
 * desktop (1440 px) layouts (tests/e2e/pages.spec.ts). At such a width an element looks
 * different from both only if a style rule switches for it between that width and 1440 px;
 * every other element looks as at 1440 px, where every route is scanned. So the sample is the
 * routes that hold every element those rules style: tests/built/breakpoints.test.ts reads the
 * built stylesheets and fails when one of those elements is on no sampled route.
 */
export const layoutSamples: Record<768 | 1280, string[]> = {
  // The tablet layout: the phone's top bar and menus over the desktop's article.
  768: ['/', '/gas/api/quote', '/layerzero/v1/step-by-step/deposit'],
  // The compact desktop: no outline column, a compact top bar.
  1280: ['/', '/gas/api/quote'],
}
