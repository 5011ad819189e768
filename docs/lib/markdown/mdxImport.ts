/**
 * The MDX node of `import { Name } from 'source'`, with the syntax tree MDX compiles it from: what
 * a plugin adds to a page so that a component it places is in scope. The same node serves mdast
 * and hast trees (MDX reads `mdxjsEsm` in both).
 */
export function mdxImport(name: string, source: string) {
  const identifier = { type: 'Identifier', name }
  return {
    type: 'mdxjsEsm',
    value: `import { ${name} } from ${JSON.stringify(source)}`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportSpecifier', imported: identifier, local: identifier }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
            attributes: [],
          },
        ],
        comments: [],
      },
    },
  }
}
