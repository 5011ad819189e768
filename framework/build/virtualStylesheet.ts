/**
 * A Vite plugin serving a stylesheet made at build time under a `virtual:` id, which the client
 * code imports like any CSS file (the chrome's icon masks, the code colours).
 */
export function virtualStylesheetPlugin(
  name: string,
  id: `virtual:${string}.css`,
  css: () => string | Promise<string>,
) {
  return {
    name,
    resolveId(source: string) {
      return source === id ? id : undefined
    },
    load(loaded: string) {
      return loaded === id ? css() : undefined
    },
  }
}
