import { visualizer } from 'rollup-plugin-visualizer'
import type { Plugin } from 'vite'

/**
 * The bundle report of `npm run analyze` (BUNDLE_REPORT=1), made by rollup-plugin-visualizer
 * from the browser build only (Vocs' server build, used for prerendering, would overwrite it):
 * - `bundle.html`, a treemap of every chunk, with gzip sizes, to open in a browser;
 * - `bundle.json`, the same data, which scripts/analyze-bundle.ts sums by package.
 */
export function bundleReportPlugins(outDir: string): Plugin[] {
  const browserBuildOnly = (plugin: Plugin): Plugin => ({
    ...plugin,
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  })
  return [
    browserBuildOnly(visualizer({ filename: `${outDir}/bundle.html`, template: 'treemap', gzipSize: true })),
    browserBuildOnly(visualizer({ filename: `${outDir}/bundle.json`, template: 'raw-data', gzipSize: true })),
  ]
}

/** The package a module belongs to (`@scope/name`, `name`, `vocs/<folder>/<file>`), or the site file it is. */
export function ownerOf(id: string, rootDir: string): string {
  const path = id.replace(/^\0/, '').split('?')[0] ?? id
  const inModules = path.lastIndexOf('node_modules/')
  // The visualizer writes site files relative to the project root, with a leading slash.
  if (inModules < 0) return path.startsWith(`${rootDir}/`) ? path.slice(rootDir.length + 1) : path.replace(/^\//, '')
  const rest = path.slice(inModules + 'node_modules/'.length).split('/')
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path)
  return name === 'vocs' ? `vocs/${rest.slice(2, 4).join('/')}` : name
}

/** The parts of the visualizer's `raw-data` file this report reads. */
export type BundleData = {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number }>
  nodeMetas: Record<string, { id: string; isEntry?: boolean; moduleParts: Record<string, string> }>
}

export type OwnerSizes = { owner: string; rendered: number; gzip: number }

/**
 * For each chunk that holds an entry module (the code every page loads first), the rendered and
 * gzip size of its modules summed by owner, largest first. Module gzip sizes are each compressed
 * alone, so their sum is larger than the chunk's gzip size; they rank the owners.
 */
export function entryChunkOwners(data: BundleData, rootDir: string): Map<string, OwnerSizes[]> {
  const entryChunks = new Set<string>()
  for (const meta of Object.values(data.nodeMetas))
    if (meta.isEntry) for (const chunk of Object.keys(meta.moduleParts)) entryChunks.add(chunk)
  const result = new Map<string, OwnerSizes[]>()
  for (const chunk of [...entryChunks].sort()) {
    const byOwner = new Map<string, OwnerSizes>()
    for (const meta of Object.values(data.nodeMetas)) {
      const partId = meta.moduleParts[chunk]
      const part = partId ? data.nodeParts[partId] : undefined
      if (!part) continue
      const owner = ownerOf(meta.id, rootDir)
      const sizes = byOwner.get(owner) ?? { owner, rendered: 0, gzip: 0 }
      sizes.rendered += part.renderedLength
      sizes.gzip += part.gzipLength
      byOwner.set(owner, sizes)
    }
    result.set(
      chunk,
      [...byOwner.values()].sort((a, b) => b.rendered - a.rendered),
    )
  }
  return result
}
