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

/** The classes of Vocs' footer and the size variable of its icons, which Footer.tsx gives its footer (vocsStandIns.ts). */
declare module 'virtual:vocs-footer-styles' {
  export const root: string
  export const container: string
  export const editLink: string
  export const lastUpdated: string
  export const navigation: string
  export const navigationIcon: string
  export const navigationIcon_left: string
  export const navigationIcon_right: string
  export const navigationItem: string
  export const navigationItem_left: string
  export const navigationItem_right: string
  export const navigationText: string
  export const navigationTextInner: string
}
declare module 'virtual:vocs-icon-styles' {
  export const sizeVar: `var(--${string})`
}

/** The site's own footer (`docs/footer.tsx`), or a component that renders nothing when there is none. */
declare module 'virtual:consumer-components' {
  export const Footer: import('react').ComponentType
}
