/**
 * The unused-code check (`knip`, a stage of `npm test`): files no entry reaches, exports
 * nothing imports, and packages nothing uses. Entries are what Vocs, the readers and the
 * tools start from:
 * - the pages (Vocs builds every MDX file under docs/pages; their imports reach the components);
 * - the code examples (pages pull them in with `// [!include …]`, and readers copy each file
 *   whole, so their exports are the examples' interface, not dead code);
 * - the project files the manifest of changes to Vocs hands to Vocs (framework/manifest.ts);
 * - the serverless functions the host runs (api/), the scripts and the configs of the tools.
 */
import type { KnipConfig } from 'knip'
import { vocsChanges } from './framework/manifest.ts'

const overrides = vocsChanges.flatMap((change) => {
  if ('entries' in change) return Object.values(change.entries)
  return 'imports' in change ? Object.values(change.imports) : []
})

const config: KnipConfig = {
  entry: ['docs/pages/**/*.mdx', 'docs/snippets/**/*.ts', 'scripts/*.ts', 'api/*.ts', ...overrides],
  project: ['**/*.{ts,tsx,mdx}', '!docs/dist/**'],
  ignoreDependencies: [
    // docs/styles.css loads the font file by its package path; the check reads no CSS.
    '@fontsource-variable/inter',
    // The code blocks readers copy on the LayerZero flow pages import it; the copied-code
    // test type-checks those blocks against it.
    '@layerzerolabs/scan-client',
    // Command-line programs the built tests start from node_modules: the skills installer, the
    // MCP Inspector and the Agent-Friendly Documentation checker.
    'skills',
    '@modelcontextprotocol/inspector',
    'afdocs',
    // The Nu HTML Checker's jar, which the valid-HTML test runs with the system's Java.
    'vnu-jar',
  ],
  // The bench's mock API makes its certificate with the system's openssl (Debian package).
  ignoreBinaries: ['openssl'],
}

export default config
