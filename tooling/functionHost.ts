/**
 * Runs one function of the deploy build (`.vercel/output/functions/<name>.func`) as the host runs
 * it: its folder, plus the files its `.vc-config.json` maps in from the project (`filePathMap`:
 * the build lists files such as `includeFiles` there instead of copying them, and the deploy
 * uploads them into the function), laid out in a folder of its own that is the working directory;
 * then the handler the config names, in a Node process of its own. A file the function needs but
 * the build left out is missing here as it would be on the host. The preview server sends the
 * function's requests to it over HTTP.
 *
 * A `filePathMap` entry may name a folder (the build maps a linked `node_modules` as one entry):
 * it is copied whole. A handler that throws answers 500 and the process goes on. The process and
 * its folder go when the preview stops, or when the process that started them exits.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { apiBaseVariable, type LiveApi } from '../docs/lib/mcp/liveTools.ts'

export type FunctionHost = { port: number; stop: () => void }

/** The child's program: load the handler, serve it on a free port, print the port. */
const hostProgram = `
const [handlerUrl] = process.argv.slice(-1)
const { createServer } = await import('node:http')
const loaded = await import(handlerUrl)
const handler = typeof loaded.default === 'function' ? loaded.default : loaded.default?.default
if (typeof handler !== 'function') throw new Error(handlerUrl + ' exports no handler')
const server = createServer((request, response) => {
  Promise.resolve().then(() => handler(request, response)).catch((error) => {
    console.error(error)
    if (!response.headersSent) response.writeHead(500)
    response.end()
  })
})
server.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: server.address().port })))
`

type FunctionConfig = { handler?: string; launcherType?: string; filePathMap?: Record<string, string> }

export type FunctionHostOptions = {
  /** The API the function's live tools ask. */
  liveApi?: LiveApi | undefined
  /** Called when the process ends after it began to listen. */
  onExit?: () => void
}

/** Every running function process, stopped when this process exits however it exits. */
const running = new Set<() => void>()
process.on('exit', () => {
  for (const stop of running) stop()
})

/**
 * Starts the function in `functionDir`; `projectDir` is the folder the build ran in, which the
 * function's `filePathMap` is relative to.
 */
export function startFunctionHost(
  functionDir: string,
  projectDir: string,
  { liveApi, onExit }: FunctionHostOptions = {},
): Promise<FunctionHost> {
  const configPath = join(functionDir, '.vc-config.json')
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as FunctionConfig
  if (!config.handler || config.launcherType !== 'Nodejs')
    return Promise.reject(new Error(`${configPath}: a Node.js function with a handler is expected`))
  const folder = mkdtempSync(join(tmpdir(), 'function-'))
  try {
    // The packages are linked, not copied (they are most of its size); the rest is copied.
    for (const entry of readdirSync(functionDir))
      if (entry === 'node_modules') symlinkSync(join(functionDir, entry), join(folder, entry), 'dir')
      else cpSync(join(functionDir, entry), join(folder, entry), { recursive: true })
    for (const [inside, source] of Object.entries(config.filePathMap ?? {})) {
      mkdirSync(dirname(join(folder, inside)), { recursive: true })
      cpSync(join(projectDir, source), join(folder, inside), { recursive: true })
    }
  } catch (error) {
    rmSync(folder, { recursive: true, force: true })
    return Promise.reject(error)
  }
  const handlerUrl = pathToFileURL(join(folder, config.handler)).href
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', hostProgram, handlerUrl], {
    cwd: folder,
    env: { ...process.env, ...(liveApi ? { [apiBaseVariable]: liveApi.base } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () => {
    running.delete(stop)
    child.kill()
    rmSync(folder, { recursive: true, force: true })
  }
  running.add(stop)
  return new Promise((done, fail) => {
    let output = ''
    child.once('exit', (code) => {
      stop()
      fail(new Error(`${functionDir}: the function host exited (${code}) before listening`))
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = /^\{"port":\d+\}$/m.exec(output)?.[0]
      if (!line) return
      child.removeAllListeners('exit')
      child.once('exit', () => {
        stop()
        onExit?.()
      })
      child.stdout?.removeAllListeners('data')
      child.stdout?.resume()
      done({ port: (JSON.parse(line) as { port: number }).port, stop })
    })
  })
}
