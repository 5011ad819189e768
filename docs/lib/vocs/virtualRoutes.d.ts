/** The route list Vocs generates from docs/pages (only what RouterLink.tsx reads). */
declare module 'virtual:routes' {
  export const routes: ReadonlyArray<{ path: string; lazy?: () => Promise<unknown> }>
}

/** Vocs' search dialog component, which searchDialogLoader.tsx loads as its own chunk (vocsStandIns.ts). */
declare module 'virtual:vocs-search-dialog' {
  export const SearchDialog: import('react').ComponentType<{ open: boolean; onClose: () => void }>
}

/** The class of Vocs' popover, which lazyPopoverContent.tsx gives its popover (vocsStandIns.ts). */
declare module 'virtual:vocs-popover-styles' {
  export const root: string
}
