/**
 * Where a page's Markdown page is served: `/gas/api/quote` → `/gas/api/quote.md`.
 * The home page `/` has no name to add `.md` to, so its Markdown page is `/index.md`.
 * Trailing slashes and `.html` are ignored, so any URL of a page finds its Markdown page.
 */
export function markdownPagePath(routePath: string): string {
  const bare = routePath.replace(/\.html$/, '').replace(/\/+$/, '')
  return bare === '' || bare === '/index' ? '/index.md' : `${bare}.md`
}
