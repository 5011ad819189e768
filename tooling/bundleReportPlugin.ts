import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Vite plugin used by `npm run analyze`: writes, for every entry chunk of the
 * client build (not the server build used for prerendering), the rendered size of each module in it to reports/bundle.json.
 */
export function bundleReport(outDir: string): Plugin {
  let ssr = false
  return {
    name: 'gaszip-docs:bundle-report',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
    },
    generateBundle(_options, bundle) {
      if (ssr) return
      const chunks: Record<string, Record<string, number>> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, info]) => [id, info.renderedLength]),
        )
      }
      if (Object.keys(chunks).length === 0) return
      mkdirSync(outDir, { recursive: true })
      writeFileSync(join(outDir, 'bundle.json'), `${JSON.stringify(chunks, null, 1)}\n`)
    },
  }
}
