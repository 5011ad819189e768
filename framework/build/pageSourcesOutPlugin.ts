import type { Plugin } from 'vite'

/**
 * Removes each page's MDX source (the `content` field, read only by the "Ask AI" menu, which the
 * site does not show) from Vocs' route list.
 */
const routesModuleId = '\0virtual:routes'

/** The route-list module without its `content` fields (encoded text never holds a quote). */
export function withoutPageSources(code: string): string {
  return code.replace(/content: "[^"]*", /g, '')
}

export function pageSourcesOut(): Plugin {
  return {
    name: 'gaszip-docs:page-sources-out',
    transform(code, id) {
      if (id !== routesModuleId) return null
      return { code: withoutPageSources(code), map: null }
    },
  }
}
