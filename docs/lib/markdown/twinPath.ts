/**
 * Where a page's Markdown twin is served: `/gas/api/quote` → `/gas/api/quote.md`.
 * The home page `/` has no name to add `.md` to, so its twin is `/index.md`.
 * Trailing slashes and `.html` are ignored, so any URL of a page finds its twin.
 */
export function markdownTwinPath(routePath: string): string {
  const bare = routePath.replace(/\.html$/, '').replace(/\/+$/, '')
  return bare === '' || bare === '/index' ? '/index.md' : `${bare}.md`
}
