/**
 * Whether the deploy build (`.vercel/output`) still shows the project: it is made from the site
 * build (`docs/dist`), `vercel.json`, the lockfile and the functions' code, and is out of date once
 * any of them is newer than its `config.json`, which `vercel build` writes last.
 */
import { existsSync, globSync, readFileSync, statSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'

const modified = (path: string) => (existsSync(path) ? statSync(path).mtimeMs : Number.POSITIVE_INFINITY)

/**
 * The project files a deploy build was made from, besides the site build: `vercel.json`, the
 * lockfile, and every source compiled into a function (each compiled file's source map names its
 * source) or copied into it (data files, by their path in the project).
 */
function madeFrom(outputDir: string, projectDir: string): string[] {
  const sources = [join(projectDir, 'vercel.json'), join(projectDir, 'package-lock.json')]
  for (const functionDir of globSync('functions/**/*.func', { cwd: outputDir })) {
    const folder = join(outputDir, functionDir)
    const files = globSync('**/*', { cwd: folder, exclude: (name) => name === 'node_modules' || name === 'dist' })
    for (const file of files) {
      if (file.endsWith('.js.map')) {
        const map = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { sources?: string[] }
        for (const source of map.sources ?? []) sources.push(isAbsolute(source) ? source : resolve(folder, source))
      } else if (file.endsWith('.json') && file.includes('/')) sources.push(join(projectDir, file))
    }
  }
  return sources
}

/**
 * Why the deploy build in `outputDir` must be made again from the site build in `siteDir`, or
 * undefined when it is up to date: it is missing, or a file it was made from (one that no longer
 * exists counts) is newer.
 */
export function staleDeployBuild(outputDir: string, siteDir: string, projectDir: string): string | undefined {
  const configPath = join(outputDir, 'config.json')
  if (!existsSync(configPath)) return `there is no deploy build in ${outputDir}`
  const madeAt = modified(configPath)
  const newer = [join(siteDir, 'index.html'), ...madeFrom(outputDir, projectDir)].find(
    (source) => modified(source) > madeAt,
  )
  if (newer === undefined) return undefined
  return existsSync(newer)
    ? `${newer} is newer than the deploy build in ${outputDir}`
    : `${newer}, which the deploy build in ${outputDir} was made from, is gone`
}
