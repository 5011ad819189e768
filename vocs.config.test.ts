import { isValidElement, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { usd } from './docs/lib/rules/rules.ts'
import { maxUsdPerChain, minUsdPerChain } from './docs/snippets/api/depositFlow.ts'
import config from './vocs.config.ts'

const resolved = await config

describe('site configuration', () => {
  // Settings a reader sees are tested where they show: titles and the footer in the built pages
  // (tests/built/routes.test.ts, footer.test.ts), search in tests/built/search-queries.test.ts.
  it('states the deposit limits in the banner from the constants the guides enforce', async () => {
    const textOf = (node: ReactNode): string =>
      typeof node === 'string' || typeof node === 'number'
        ? String(node)
        : Array.isArray(node)
          ? node.map(textOf).join('')
          : isValidElement<{ children?: ReactNode }>(node)
            ? textOf(node.props.children)
            : ''
    expect(textOf(resolved.banner?.content as ReactNode)).toContain(
      `${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)} per outbound chain`,
    )
    // Other limits in the one module that holds them change the banner with them.
    vi.resetModules()
    vi.doMock('./docs/snippets/api/depositFlow.ts', async (importOriginal) => ({
      ...(await importOriginal<object>()),
      minUsdPerChain: 0.75,
      maxUsdPerChain: 75,
    }))
    try {
      const changed = await (await import('./vocs.config.ts')).default
      expect(textOf(changed.banner?.content as ReactNode)).toContain('$0.75 to $75 per outbound chain')
    } finally {
      vi.doUnmock('./docs/snippets/api/depositFlow.ts')
      vi.resetModules()
    }
  })
})
