/**
 * `picomatch` for Vocs' share-image hook, which keeps an `ogImageUrl` key when the path starts
 * with it or matches it as a glob: this site's keys are plain path prefixes, so no glob matches.
 * Of several matching keys the last one listed wins: list them from general to specific.
 */
export default function prefixOnlyPicomatch(_pattern: string): (path: string) => boolean {
  return () => false
}
