/** The route list Vocs generates from docs/pages (only what RouterLink.tsx reads). */
declare module 'virtual:routes' {
  export const routes: ReadonlyArray<{ path: string; lazy?: () => Promise<unknown> }>
}

/** The classes of Vocs' search dialog, which SearchDialog.tsx gives its markup (vocsStandIns.ts). */
declare module 'virtual:vocs-search-dialog-styles' {
  export const root: string
  export const overlay: string
  export const searchBox: string
  export const searchInput: string
  export const searchInputIcon: string
  export const searchInputIconDesktop: string
  export const searchInputIconMobile: string
  export const results: string
  export const result: string
  export const resultSelected: string
  export const resultIcon: string
  export const titles: string
  export const title: string
  export const titleIcon: string
  export const content: string
  export const excerpt: string
  export const searchShortcuts: string
}

/** The class of Vocs' popover, which lazyPopoverContent.tsx gives its popover (vocsStandIns.ts). */
declare module 'virtual:vocs-popover-styles' {
  export const root: string
}

/** The classes of Vocs' search buttons, which searchButtons.tsx gives its buttons (vocsStandIns.ts). */
declare module 'virtual:vocs-desktop-search-styles' {
  export const search: string
  export const searchCommand: string
}
declare module 'virtual:vocs-mobile-search-styles' {
  export const searchButton: string
}
