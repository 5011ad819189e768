import type { Plugin } from 'vite'

/**
 * Vocs' route list (`virtual:routes`) carries every page's whole MDX source as a `content`
 * field, URL-encoded, for its "Ask AI" menu; the list is part of every page's main bundle.
 * The site has no such menu (`aiCta: false`), so this plugin removes the field from the
 * generated module. With the menu enabled it does nothing.
 */
const routesModuleId = '\0virtual:routes'

/** The route-list module without its `content` fields (encoded text never holds a quote). */
export function withoutPageSources(code: string): string {
  return code.replace(/content: "[^"]*", /g, '')
}

export function pageSourcesOut(aiCta: boolean): Plugin {
  return {
    name: 'gaszip-docs:page-sources-out',
    transform(code, id) {
      if (aiCta || id !== routesModuleId) return null
      return { code: withoutPageSources(code), map: null }
    },
  }
}
