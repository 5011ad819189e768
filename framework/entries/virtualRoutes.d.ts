/** The route list Vocs generates from docs/pages (only what RouterLink.tsx reads). */
declare module 'virtual:routes' {
  export const routes: ReadonlyArray<{ path: string; lazy?: () => Promise<unknown> }>
}

/** The search index's JSON (framework/build/searchIndexPlugin.ts), fetched when asked for; `live` in the dev server. */
declare module 'virtual:searchIndex' {
  export const live: boolean
  export const getSearchIndex: () => Promise<string>
}
declare module 'virtual:token-colors.css' {}
