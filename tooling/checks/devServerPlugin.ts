/**
 * The checks of `npm run check` on the sources (sourceChecks.ts), in the dev server as a writer
 * saves: a bad data value, a dead link or `#anchor`, a `{…}` expression, front matter a page lacks
 * or a page the sidebar misses are printed in the terminal and shown over the open tab (Vite's
 * error overlay), until they are fixed. Spelling and lint stay with `npm run check`.
 *
 * The first run starts once the server listens and renders the pages one at a time, so the
 * server keeps answering; after that, a saved page is rendered again alone.
 */
import { join, relative } from 'node:path'
import type { Plugin } from 'vite'
import { listPageRoutes, pagesDir, rootDir } from '../routes.ts'
import { type RenderedSource, renderSource, sourceChecks } from './sourceChecks.ts'

/** Files whose change can change what the checks find. */
const watched = (file: string) => {
  const path = relative(rootDir, file)
  return /^docs\/(pages|data)\//.test(path) || path === 'sidebar.ts'
}

/** Lets the server answer between two pages of the first run. */
const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve))

export function writerChecksPlugin(): Plugin {
  return {
    name: 'gaszip:writer-checks',
    apply: 'serve',
    configureServer(server) {
      const rendered = new Map<string, RenderedSource>()
      let problems: string[] = []
      let report = ''
      let timer: NodeJS.Timeout | undefined
      let running: Promise<void> = Promise.resolve()
      const overlay = () => ({
        type: 'error' as const,
        err: {
          message: `npm run check would fail:\n${problems.join('\n')}`,
          stack: '',
          plugin: 'gaszip:writer-checks',
        },
      })

      const check = async (changed?: string) => {
        const routes = listPageRoutes()
        for (const route of routes) {
          const file = `${pagesDir}/${route.file}`
          if (rendered.has(route.file) && file !== changed) continue
          rendered.set(route.file, renderSource(route))
          await yieldToServer()
        }
        const current = new Set(routes.map((route) => route.file))
        for (const file of rendered.keys()) if (!current.has(file)) rendered.delete(file)
        problems = sourceChecks([...rendered.values()]).flatMap((result) => result.problems)
        // The edit's own update clears the overlay: show what still stands again after each check.
        if (problems.length > 0) server.ws.send(overlay())
        const next = problems.join('\n')
        if (next === report) return
        report = next
        if (problems.length === 0) server.config.logger.info('writer checks: no problem left', { timestamp: true })
        else
          server.config.logger.warn(`writer checks: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`, {
            timestamp: true,
          })
      }
      const schedule = (changed?: string) => {
        clearTimeout(timer)
        timer = setTimeout(() => {
          running = running
            .then(() => check(changed))
            .catch((error: unknown) => {
              server.config.logger.error(`writer checks: ${(error as Error).message}`)
            })
        }, 150)
      }

      // Vite watches the files the open pages import; the checks read every page and data file.
      server.watcher.add([pagesDir, join(rootDir, 'docs', 'data')])
      server.watcher.on('all', (_event, file) => {
        if (watched(file)) schedule(file)
      })
      // A tab opened or reloaded while a problem stands is shown it too.
      server.ws.on('connection', () => {
        if (problems.length > 0) server.ws.send(overlay())
      })
      server.httpServer?.once('listening', () => schedule())
    },
  }
}
