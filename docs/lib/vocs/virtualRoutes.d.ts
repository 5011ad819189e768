/** The route list Vocs generates from docs/pages (only what RouterLink.tsx reads). */
declare module 'virtual:routes' {
  export const routes: ReadonlyArray<{ path: string; lazy?: () => Promise<unknown> }>
}
