/** The route list Vocs generates from docs/pages (only what RouterLink.tsx reads). */
declare module 'virtual:routes' {
  export const routes: ReadonlyArray<{ path: string; lazy?: () => Promise<unknown> }>
}

/** Vocs' search dialog component, which searchDialogRoot.tsx wraps in its own chunk (vocsStandIns.ts). */
declare module 'virtual:vocs-search-dialog' {
  export const SearchDialog: import('react').ComponentType<{ open: boolean; onClose: () => void }>
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
