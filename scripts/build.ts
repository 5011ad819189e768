/**
 * `npm run build`: the data check, `vocs build` into docs/dist, then the post-build step, each
 * stopping the build when it fails.
 *
 * `vocs build --clean` empties docs/dist before it writes, so a build that stops halfway leaves a
 * folder with some pages and none of the Markdown forms. From the moment Vocs starts until the
 * post-build step has finished, `docs/dist.incomplete` names the step that is running; a failed
 * build leaves it there, the built tests refuse such a folder by that file and say why
 * (tooling/routes.ts, `incompleteBuild`), and the next good build removes it. A build stopped by
 * the data check has not touched docs/dist, which keeps the last good build.
 */
import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { incompleteBuildMarker, rootDir } from '../tooling/routes.ts'

const bin = (name: string) => join(rootDir, 'node_modules', '.bin', name)

function step(label: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: rootDir, stdio: 'inherit' })
  if (result.status === 0) return
  console.error(
    `\nbuild: ${label} failed (exit ${result.status ?? result.signal}).` +
      (label === 'data check'
        ? ' docs/dist still holds the last good build.'
        : ' docs/dist is incomplete; fix the error above and run npm run build again.'),
  )
  process.exit(1)
}

step('data check', process.execPath, [join(rootDir, 'scripts', 'validate-data.ts')])
writeFileSync(incompleteBuildMarker, 'vocs build\n')
step('vocs build', bin('vocs'), ['build', '--clean', '--no-searchIndex', '--outDir', 'dist'])
writeFileSync(incompleteBuildMarker, 'post-build (scripts/postbuild.ts)\n')
step('post-build', process.execPath, [join(rootDir, 'scripts', 'postbuild.ts')])
rmSync(incompleteBuildMarker, { force: true })
