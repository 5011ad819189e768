import type { Plugin } from 'vite'

/**
 * With an empty top navigation, the top bars' navigation menu and accordion imports resolve to
 * small modules: the menu renders nothing (an empty menu would add an empty landmark); the
 * accordion keeps its outer box, which holds the phone menu's social links and theme toggle.
 * With any top navigation entry the plugin does nothing.
 */
export const emptyNavigationMenuId = '\0gaszip-docs:empty-navigation-menu'
export const accordionShellId = '\0gaszip-docs:accordion-shell'

const topBars = /vocs\/_lib\/app\/components\/(Desktop|Mobile)TopNav\.js$/

export function emptyTopNav(topNav: readonly unknown[]): Plugin {
  return {
    name: 'gaszip-docs:empty-top-nav',
    enforce: 'pre',
    resolveId(source, importer) {
      // The dev server gives importers a version query (`?v=…`); the build does not.
      if (topNav.length > 0 || !importer || !topBars.test(importer.split('?')[0] ?? '')) return null
      if (source === './NavigationMenu.js') return emptyNavigationMenuId
      if (source === '@radix-ui/react-accordion') return accordionShellId
      return null
    },
    load(id) {
      if (id === emptyNavigationMenuId) return emptyNavigationMenuModule
      if (id === accordionShellId) return accordionShellModule
      return null
    },
  }
}

const emptyNavigationMenuModule = `
const nothing = () => null
export const Root = nothing
export const List = nothing
export const Link = nothing
export const Item = nothing
export const Trigger = nothing
export const Content = nothing
`

const accordionShellModule = `
import { createElement } from 'react'
const unexpected = () => {
  throw new Error('A top navigation entry needs the real accordion; remove emptyTopNav() from vocs.config.ts.')
}
export function Root({ type, collapsible, ...props }) {
  return createElement('div', { 'data-orientation': 'vertical', ...props })
}
export const Item = unexpected
export const Trigger = unexpected
export const Content = unexpected
`
