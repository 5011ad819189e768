import { describe, expect, it } from 'vitest'
import { accordionShellId, emptyNavigationMenuId, emptyTopNav } from './emptyTopNavPlugin.ts'

type Resolve = (source: string, importer?: string) => string | null
type Load = (id: string) => string | null
const call = <T>(hook: unknown) => hook as T

const desktopBar = '/repo/node_modules/vocs/_lib/app/components/DesktopTopNav.js'
const mobileBar = '/repo/node_modules/vocs/_lib/app/components/MobileTopNav.js'

describe('emptyTopNav', () => {
  it('points both top bars at the empty modules while the top navigation is empty', () => {
    const resolve = call<Resolve>(emptyTopNav([]).resolveId)
    expect(resolve('./NavigationMenu.js', desktopBar)).toBe(emptyNavigationMenuId)
    expect(resolve('./NavigationMenu.js', mobileBar)).toBe(emptyNavigationMenuId)
    expect(resolve('@radix-ui/react-accordion', mobileBar)).toBe(accordionShellId)
  })

  it('recognises the top bars under the dev server, whose importers carry a version query', () => {
    const resolve = call<Resolve>(emptyTopNav([]).resolveId)
    expect(resolve('./NavigationMenu.js', `${mobileBar}?v=faa53ccd`)).toBe(emptyNavigationMenuId)
    expect(resolve('@radix-ui/react-accordion', `${mobileBar}?v=faa53ccd`)).toBe(accordionShellId)
  })

  it('leaves every other import, and every other importer, to Vite', () => {
    const resolve = call<Resolve>(emptyTopNav([]).resolveId)
    expect(resolve('./Popover.js', mobileBar)).toBeNull()
    expect(resolve('./NavigationMenu.js', '/repo/docs/components/Menu.tsx')).toBeNull()
    expect(resolve('@radix-ui/react-accordion', '/repo/node_modules/vocs/_lib/app/components/Sidebar.js')).toBeNull()
    expect(resolve('./NavigationMenu.js')).toBeNull()
  })

  it('does nothing once the top navigation has an entry', () => {
    const resolve = call<Resolve>(emptyTopNav([{ text: 'Docs', link: '/overview' }]).resolveId)
    expect(resolve('./NavigationMenu.js', desktopBar)).toBeNull()
    expect(resolve('@radix-ui/react-accordion', mobileBar)).toBeNull()
  })

  it('serves empty modules that export every part the top bars use', () => {
    const load = call<Load>(emptyTopNav([]).load)
    const exported = (code: string | null) =>
      [...(code ?? '').matchAll(/export (?:const|function) (\w+)/g)].map((m) => m[1])
    expect(exported(load(emptyNavigationMenuId))).toEqual(['Root', 'List', 'Link', 'Item', 'Trigger', 'Content'])
    expect(exported(load(accordionShellId))).toEqual(['Root', 'Item', 'Trigger', 'Content'])
    expect(load('/repo/other.js')).toBeNull()
  })
})
