/**
 * Vite plugin: applies the `entry` and `import` changes of the manifest (manifest.ts).
 * - An `import` change hands the named Vocs files project code for one of their imports.
 *   Only imports made by those files are redirected: the same libraries serve other code,
 *   such as viem, unchanged.
 * - An `entry` change replaces a Vocs entry whole: the module becomes a re-export of the
 *   project file. The page's HTML names Vocs' client entry, and the build prerenders with its
 *   server entry, so the files keep their ids and get the site's code.
 *
 * Project code that needs Vocs' own modules (styles, hooks, icons, layout components) imports
 * them by relative path into node_modules/vocs, from this folder only: the package's exports do
 * not offer them, and a relative path keeps them one module with Vocs' own copy (the dev server
 * would pre-bundle a bare or virtual id into a second copy).
 */
import { fileURLToPath } from 'node:url'
import { vocsChanges } from './manifest.ts'

const repositoryFile = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))
const vocsSuffix = (file: string) => `/vocs/_lib/${file}`

/** Vocs' entries (path suffix) → the project file each is replaced with, whole. */
export const replacedEntries: Record<string, string> = Object.fromEntries(
  vocsChanges.flatMap((change) =>
    change.kind === 'entry' ? [[vocsSuffix(change.vocsFile), repositoryFile(change.replacement)]] : [],
  ),
)

/** Importing Vocs file (path suffix) → the imports it gets project code for. */
export const importOverrides: Record<string, Record<string, string>> = {}
for (const change of vocsChanges) {
  if (change.kind !== 'import') continue
  for (const importer of change.importers) {
    const file = vocsSuffix(importer)
    importOverrides[file] = { ...importOverrides[file], [change.import]: repositoryFile(change.replacement) }
  }
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
