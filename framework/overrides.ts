/**
 * Vite plugin applying the manifest's `entry` changes (the Vocs module becomes a re-export of
 * the project file, keeping its id) and `import` changes (only imports made by the named Vocs
 * files are redirected; the same libraries serve other code unchanged).
 *
 * Project code imports Vocs' own modules by relative path into node_modules/vocs: the package's
 * exports do not offer them, and a bare or virtual id would be pre-bundled into a second copy.
 */
import { fileURLToPath } from 'node:url'
import { vocsChanges } from './manifest.ts'

const repositoryFile = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))
const vocsSuffix = (file: string) => `/vocs/_lib/${file}`

/** Vocs' entries (path suffix) → the project file each is replaced with, whole. */
export const replacedEntries: Record<string, string> = Object.fromEntries(
  vocsChanges.flatMap((change) =>
    'entries' in change
      ? Object.entries(change.entries).map(([file, replacement]) => [vocsSuffix(file), repositoryFile(replacement)])
      : [],
  ),
)

/** Importing Vocs file (path suffix) → the imports it gets project code for. */
export const importOverrides: Record<string, Record<string, string>> = {}
for (const change of vocsChanges) {
  if (!('imports' in change)) continue
  const imports = Object.entries(change.imports).map(([source, file]) => [source, repositoryFile(file)])
  for (const importer of change.importers)
    importOverrides[vocsSuffix(importer)] = { ...importOverrides[vocsSuffix(importer)], ...Object.fromEntries(imports) }
}

export function overrideFor(source: string, importer: string | undefined): string | undefined {
  if (!importer) return undefined
  const normalized = importer.replaceAll('\\', '/').split('?')[0] ?? ''
  for (const [file, overrides] of Object.entries(importOverrides))
    if (normalized.endsWith(file)) return overrides[source]
  return undefined
}

export function vocsOverridesPlugin() {
  return {
    name: 'gaszip:vocs-overrides',
    enforce: 'pre' as const,
    resolveId(source: string, importer: string | undefined) {
      return overrideFor(source, importer)
    },
    load(id: string) {
      const path = id.replaceAll('\\', '/').split('?')[0] ?? ''
      for (const [entry, replacement] of Object.entries(replacedEntries))
        if (path.endsWith(entry)) return `export * from ${JSON.stringify(replacement)}\n`
      return undefined
    },
  }
}
