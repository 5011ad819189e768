/**
 * `npm run build`: the data files and the pages' Markdown forms are checked, then `vocs build`
 * writes docs/dist and the post-build step completes it; each step stops the build when it fails.
 *
 * `vocs build --clean` empties docs/dist before it writes, so a build that stops halfway leaves a
 * folder with some pages and none of the Markdown forms. From the moment Vocs starts until the
 * post-build step has finished, `docs/dist.incomplete` names the step that is running; a failed
 * build leaves it there, the built tests refuse such a folder by that file and say why
 * (tooling/routes.ts, `incompleteBuild`), and the next good build removes it. A build stopped by
 * the first check has not touched docs/dist, which keeps the last good build.
 */
import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dataFileProblems } from '../tooling/checks/dataFiles.ts'
import { renderSource } from '../tooling/checks/sourceChecks.ts'
import { incompleteBuildMarker, listPageRoutes, rootDir } from '../tooling/routes.ts'

const bin = (name: string) => join(rootDir, 'node_modules', '.bin', name)

function step(label: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit' })
  if (result.status === 0) return
  console.error(
    `\nbuild: ${label} failed (exit ${result.status ?? result.signal}). docs/dist is incomplete; fix the error above and run npm run build again.`,
  )
  process.exit(1)
}

// Before Vocs starts: the data files, and each page's Markdown form, which fails on a `{…}`
// expression or a component without one, naming the page (else found only after the whole build).
const sourceProblems = [
  ...dataFileProblems(),
  ...listPageRoutes().flatMap((route) => renderSource(route).failure ?? []),
]
if (sourceProblems.length > 0) {
  console.error(`build: ${sourceProblems.length} problem(s) in the sources:\n  ${sourceProblems.join('\n  ')}`)
  console.error('docs/dist still holds the last good build.')
  process.exit(1)
}
console.log(`build: the data files and the ${listPageRoutes().length} pages' Markdown forms are valid.`)
writeFileSync(incompleteBuildMarker, 'vocs build\n')
step('vocs build', bin('vocs'), ['build', '--clean', '--no-searchIndex', '--outDir', 'dist'])
writeFileSync(incompleteBuildMarker, 'post-build (scripts/postbuild.ts)\n')
step('post-build', process.execPath, [join(rootDir, 'scripts', 'postbuild.ts')])
rmSync(incompleteBuildMarker, { force: true })
