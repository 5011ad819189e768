/**
 * Runs after `vocs build`. Vocs 1.4.1 reports success even when prerendering
 * fails or dead links stop the bundle, so this step proves the output is
 * complete, then writes the files a static host and crawlers expect.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { publishedRulesJson } from '../docs/lib/rules/publishedRules.ts'
import { publishedCodeFiles } from '../docs/lib/site/publishedCode.ts'
import { siteUrl } from '../docs/lib/site/site.ts'
import { statusesJson } from '../docs/lib/statuses/statusTable.ts'
import { arrangeFirstPaint, themeInitializerPath } from '../framework/build/firstPaint.ts'
import { distDir, listPageRoutes, outputFilesFor, rootDir } from '../tooling/routes.ts'
import { writeAgentSkills } from './agentSkills.ts'
import { writeMarkdownForms } from './markdownPages.ts'

const problems: string[] = []
const routes = listPageRoutes()

for (const { path, file } of routes) {
  const { clean, htmlCopy } = outputFilesFor(path)
  for (const out of [clean, htmlCopy]) {
    if (!out) continue
    const full = join(distDir, out)
    if (!existsSync(full)) {
      problems.push(`${out}: missing (page docs/pages/${file} was not prerendered)`)
      continue
    }
    const html = readFileSync(full, 'utf8')
    if (!/<h1[\s>]/.test(html)) problems.push(`${out}: has no <h1> (docs/pages/${file})`)
    if (html.includes('Page Not Found')) problems.push(`${out}: holds the not-found screen, not docs/pages/${file}`)
  }
}

const notFound = join(distDir, '404.html')
if (!existsSync(notFound) || !readFileSync(notFound, 'utf8').includes('Page Not Found')) {
  problems.push('404.html: missing or without the "Page Not Found" screen')
}

if (problems.length > 0) {
  console.error(`postbuild: the build is incomplete:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}

// The Inter font file (the Latin subset of the variable font), under a name that changes with its
// bytes, as the bundler names assets: the host caches `/assets/` for a year. No stylesheet names
// it; each page's head script fetches it (framework/build/pageStarter.ts).
const fontBytes = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
)
const fontFile = `inter-latin-wght-normal-${createHash('sha256').update(fontBytes).digest('hex').slice(0, 8)}.woff2`
writeFileSync(join(distDir, 'assets', fontFile), fontBytes)

// Every HTML file (routes, .html copies, 404): the theme initializer and the page starter inline.
const firstPaintAssets = {
  themeInitializer: readFileSync(join(distDir, themeInitializerPath), 'utf8').trim(),
  fontHref: `/assets/${fontFile}`,
}
const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
for (const file of htmlFiles(distDir)) {
  try {
    writeFileSync(file, arrangeFirstPaint(readFileSync(file, 'utf8'), firstPaintAssets))
  } catch (error) {
    console.error(`postbuild: ${file}: ${(error as Error).message}`)
    process.exit(1)
  }
}

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...routes.map(({ path }) => `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc></url>`),
  '</urlset>',
  '',
].join('\n')
writeFileSync(join(distDir, 'sitemap.xml'), sitemap)
// The status playbook, for code and agents: the pages' status tables and snippets read the same file.
writeFileSync(join(distDir, 'statuses.json'), statusesJson())
// The rules with their values filled in, and the deposit chain list, for code and agents.
writeFileSync(join(distDir, 'rules.json'), publishedRulesJson())
writeFileSync(
  join(distDir, 'inboundChains.json'),
  readFileSync(join(rootDir, 'docs', 'data', 'inboundChains.json'), 'utf8'),
)
// The code files the pages tell readers to save, as the pages show them.
mkdirSync(join(distDir, 'code'), { recursive: true })
for (const file of publishedCodeFiles()) writeFileSync(join(distDir, file.path), file.text)
writeFileSync(join(distDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)

// Markdown pages (`/gas/api/quote.md`), llms.txt and llms-full.txt, from the same renderer.
let markdownPages: number
try {
  markdownPages = writeMarkdownForms(routes, distDir)
} catch (error) {
  console.error(`postbuild: Markdown pages: ${(error as Error).message}`)
  process.exit(1)
}

// Agent skills from the same data and snippets, linked from llms.txt (written just above).
let skills: number
try {
  skills = writeAgentSkills(distDir)
} catch (error) {
  console.error(`postbuild: agent skills: ${(error as Error).message}`)
  process.exit(1)
}

console.log(
  `postbuild: ${routes.length} routes, their .html copies and 404.html are in place; sitemap.xml, robots.txt, statuses.json, rules.json, inboundChains.json, the code files, ${markdownPages} Markdown pages, llms.txt, llms-full.txt and ${skills} agent skills written.`,
)
