import { describe, expect, it } from 'vitest'
import { type BundleData, bundleReportPlugins, entryChunkOwners, ownerOf } from './bundleReport.ts'

const root = '/repo'

describe('ownerOf', () => {
  it('names packages, scoped packages, Vocs folders and site files', () => {
    expect(ownerOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js', root)).toBe('react-dom')
    expect(ownerOf('/repo/node_modules/@radix-ui/react-icons/dist/index.js', root)).toBe('@radix-ui/react-icons')
    expect(ownerOf('/repo/node_modules/vocs/_lib/app/components/Footer.js', root)).toBe('vocs/app/components')
    expect(ownerOf('/repo/node_modules/vocs/node_modules/nuqs/dist/index.js', root)).toBe('nuqs')
    expect(ownerOf('/repo/framework/app/Footer.tsx?used', root)).toBe('framework/app/Footer.tsx')
    expect(ownerOf('/framework/app/searchButtons.tsx', root)).toBe('framework/app/searchButtons.tsx')
    expect(ownerOf('\0virtual:routes', root)).toBe('virtual:routes')
  })
})

describe('entryChunkOwners', () => {
  const data: BundleData = {
    nodeParts: {
      p1: { renderedLength: 100, gzipLength: 40 },
      p2: { renderedLength: 300, gzipLength: 90 },
      p3: { renderedLength: 50, gzipLength: 20 },
      p4: { renderedLength: 999, gzipLength: 300 },
    },
    nodeMetas: {
      m1: { id: '/repo/node_modules/vocs/_lib/app/index.client.js', isEntry: true, moduleParts: { 'main.js': 'p1' } },
      m2: { id: '/repo/node_modules/react-dom/client.js', moduleParts: { 'main.js': 'p2' } },
      m3: { id: '/repo/node_modules/react-dom/index.js', moduleParts: { 'main.js': 'p3' } },
      m4: { id: '/repo/docs/pages/overview.mdx', moduleParts: { 'overview.js': 'p4' } },
    },
  }

  it('sums the modules of entry chunks by owner, largest first, and leaves lazy chunks out', () => {
    expect([...entryChunkOwners(data, root)]).toEqual([
      [
        'main.js',
        [
          { owner: 'react-dom', rendered: 350, gzip: 110 },
          { owner: 'vocs/app/index.client.js', rendered: 100, gzip: 40 },
        ],
      ],
    ])
  })
})

describe('bundleReportPlugins', () => {
  it('writes the treemap and the data from the browser build only', () => {
    const plugins = bundleReportPlugins('reports')
    expect(plugins).toHaveLength(2)
    for (const plugin of plugins) {
      const apply = plugin.apply as (config: object, env: { command: string; isSsrBuild?: boolean }) => boolean
      expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true)
      expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false)
      expect(apply({}, { command: 'serve' })).toBe(false)
    }
  })
})
