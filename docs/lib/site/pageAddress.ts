/**
 * A page has one address, `/x` (the root: `/`), and static hosts answer it under others too:
 * `/x.html` and `/x/index.html` name its two files, which hold the same bytes (the build writes
 * `x/index.html` and the `.html` copy `x.html`, both rendered for `/x`), and some hosts answer
 * `/x/` with `x/index.html`. The app renders from the address, so at any of those it must render
 * `/x`, or its first render would not match the markup it hydrates.
 *
 * Returns the page's own address when `pathname` is another address of a page, else undefined:
 * the page's own address, and addresses of no page (the not-found screen), stay as they are.
 */
export function ownPageAddress(pathname: string, isPage: (path: string) => boolean): string | undefined {
  const path = pathname.endsWith('/index.html')
    ? pathname.slice(0, -'index.html'.length)
    : pathname.endsWith('.html')
      ? pathname.slice(0, -'.html'.length)
      : pathname
  if (path === '' || (path.endsWith('/') && pathname.endsWith('/.html'))) return undefined
  const own = path.length > 1 ? path.replace(/\/$/, '') : path
  return own !== pathname && isPage(own) ? own : undefined
}
