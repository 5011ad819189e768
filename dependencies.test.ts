import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Every package the project's own code imports is declared in package.json. A package that is
 * only present because npm hoisted it from Vocs' dependencies can disappear or change version
 * with any Vocs or npm update, without a line of this project changing.
 */

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)])

/** The package an import specifier names: `@scope/name` or `name`; undefined for relative, built-in and virtual ids. */
function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|node:|virtual:|~\/)/.test(specifier)) return undefined
  const [first, second] = specifier.split('/')
  return first?.startsWith('@') ? `${first}/${second}` : first
}

function sourceFiles(dir: string): string[] {
  return readdirSync(new URL(dir, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !file.includes('node_modules') && !file.startsWith('dist'))
    .map((file) => `${dir}${file.replaceAll('\\', '/')}`)
}

const files = [
  ...sourceFiles('api/'),
  ...sourceFiles('docs/'),
  ...sourceFiles('tooling/'),
  ...sourceFiles('scripts/'),
  ...sourceFiles('tests/'),
  ...readdirSync(new URL('./', import.meta.url)).filter((file) => /\.config\.ts$/.test(file)),
]

describe('packageOf', () => {
  it('names scoped and plain packages, and nothing for local, built-in and virtual ids', () => {
    expect(packageOf('@radix-ui/react-icons')).toBe('@radix-ui/react-icons')
    expect(packageOf('viem/chains')).toBe('viem')
    expect(packageOf('./Footer.tsx')).toBe(undefined)
    expect(packageOf('node:fs')).toBe(undefined)
    expect(packageOf('virtual:routes')).toBe(undefined)
  })
})

describe('declared dependencies', () => {
  it('declares every package imported by project code, tooling and tests', () => {
    const missing = new Set<string>()
    let imports = 0
    for (const file of files) {
      const text = readFileSync(new URL(file, import.meta.url), 'utf8')
      for (const [, typeOnly, staticSpecifier, dynamicSpecifier] of text.matchAll(
        /^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm,
      )) {
        const name = packageOf(staticSpecifier ?? dynamicSpecifier ?? '')
        if (!name) continue
        imports += 1
        // A type-only import of a types-only package is satisfied by its @types package.
        const typesPackage = `@types/${name.replace(/^@/, '').replace('/', '__')}`
        if (declared.has(name) || (typeOnly && declared.has(typesPackage))) continue
        missing.add(`${name} (${file})`)
      }
    }
    expect(imports).toBeGreaterThan(50)
    expect([...missing]).toEqual([])
  })
})
