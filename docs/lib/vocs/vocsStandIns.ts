/**
 * Vite plugin: two Vocs modules import a library the site bundle does not need, and this
 * plugin hands them a small stand-in instead. Only imports made by those Vocs files are
 * redirected (the same libraries serve other code, such as viem, unchanged):
 * - `hooks/useOgImageUrl.js` imports picomatch for glob keys of `ogImageUrl` (prefixOnlyPicomatch.ts);
 * - `hooks/useConfig.js` imports @noble/hashes for a development-only hash (devConfigHash.ts).
 */
import { fileURLToPath } from 'node:url'

const standIn = (file: string) => fileURLToPath(new URL(file, import.meta.url))

export const vocsStandIns: Record<string, Record<string, string>> = {
  '/vocs/_lib/app/hooks/useOgImageUrl.js': { picomatch: standIn('./prefixOnlyPicomatch.ts') },
  '/vocs/_lib/app/hooks/useConfig.js': {
    '@noble/hashes/sha256': standIn('./devConfigHash.ts'),
    '@noble/hashes/utils': standIn('./devConfigHash.ts'),
  },
}

export function standInFor(source: string, importer: string | undefined): string | undefined {
  if (!importer) return undefined
  const normalized = importer.replaceAll('\\', '/').split('?')[0] ?? ''
  for (const [file, replacements] of Object.entries(vocsStandIns))
    if (normalized.endsWith(file)) return replacements[source]
  return undefined
}

export function vocsStandInsPlugin() {
  return {
    name: 'gaszip:vocs-stand-ins',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      return standInFor(source, importer)
    },
  }
}
