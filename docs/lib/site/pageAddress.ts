/**
 * A page has one address, `/x` (the root: `/`); static hosts also answer `/x.html` and
 * `/x/index.html` (its two files, both rendered for `/x`) and some `/x/`. The app renders from
 * the address, so at those it must render `/x`, or its first render would not match the markup.
 *
 * Returns the page's own address when `pathname` is another address of one of `routes` (Vocs'
 * route list: each page and its `.html` twin), else undefined.
 */
export function ownPageAddress(pathname: string, routes: readonly { path: string }[]): string | undefined {
  // No lookbehind: Safari before 16.4 would reject the whole chunk.
  const own = pathname.replace(/\/index\.html$|([^/])\.html$|\/$/, '$1') || '/'
  const isPage = !own.endsWith('.html') && routes.some((route) => route.path === own)
  return own !== pathname && isPage ? own : undefined
}
