/** The route list Vocs generates from docs/pages (only what RouterLink.tsx reads). */
declare module 'virtual:routes' {
  export const routes: ReadonlyArray<{ path: string; lazy?: () => Promise<unknown> }>
}

/** The site's own footer (`docs/footer.tsx`), or a component that renders nothing when there is none. */
declare module 'virtual:consumer-components' {
  export const Footer: import('react').ComponentType
}

/** The search index's JSON (framework/build/searchIndexPlugin.ts), fetched when asked for; `live` in the dev server. */
declare module 'virtual:searchIndex' {
  export const live: boolean
  export const getSearchIndex: () => Promise<string>
}
