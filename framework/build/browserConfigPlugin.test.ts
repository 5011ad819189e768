import { describe, expect, it } from 'vitest'
import { serializeConfig } from '../../node_modules/vocs/_lib/config.js'
import { browserConfig, buildOnlySettings } from './browserConfigPlugin.ts'

describe('browserConfig', () => {
  const config = {
    title: 'Docs',
    head: () => null,
    markdown: { remarkPlugins: [() => undefined] },
    vite: { plugins: [] },
    banner: { content: 'Hello' },
  }

  it('leaves out the build-only settings and keeps the rest', () => {
    const copy = browserConfig(config)
    for (const setting of buildOnlySettings) expect(copy).not.toHaveProperty(setting)
    expect(copy).toEqual({ title: 'Docs', banner: { content: 'Hello' } })
    expect(config).toHaveProperty('head')
  })

  it('serializes without any function for the browser to rebuild', () => {
    expect(serializeConfig(config as never)).toContain('_vocs-fn_')
    expect(serializeConfig(browserConfig(config) as never)).not.toContain('_vocs-fn_')
  })
})
