/**
 * Overrides `picomatch` in the site bundle (framework/manifest.ts). Vocs' share-image
 * hook (`useOgImageUrl`) keeps a key of `ogImageUrl` when the path starts with it OR matches it
 * as a glob; this site's keys are plain path prefixes, so the glob test never matches and the
 * 64 KB matcher stays out of every page. Keys are chosen by prefix, and of several matching
 * keys the last one listed wins: list them from general to specific.
 */
export default function prefixOnlyPicomatch(_pattern: string): (path: string) => boolean {
  return () => false
}
