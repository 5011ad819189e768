import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { freePort } from '../../tooling/freePort.ts'
import { startPreviewServer } from '../../tooling/previewServer.ts'
import { browserLocale, missingWebKitTools, webkitDriverPath, xvfbPath } from './tools.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    previewUrl: string
    webkitDriverUrl: string
  }
}

/**
 * For the WebKit suite: serves the production build on a free port, starts a virtual X
 * display (Xvfb; WebKitGTK's browser needs a display and has no headless mode) and
 * WebKitGTK's WebDriver server on it. Teardown stops all three.
 */
let server: Server | undefined
let xvfb: ChildProcess | undefined
let driver: ChildProcess | undefined
let configHome: string | undefined

/**
 * MiniBrowser's toolbar asks for a window at least 447 px wide, so its page area could not
 * be phone-sized. A GTK stylesheet in the browser's own configuration folder lets the
 * toolbar's widgets shrink to nothing; it styles the browser's window only, never the page.
 */
const toolbarStylesheet = '* { font-size: 1px; padding: 0; margin: 0; border-width: 0; min-width: 0; min-height: 0; }\n'

const describeExit = (name: string, code: number | null, signal: string | null, output: string) =>
  `${name} exited (${code ?? signal}) while starting${output ? `:\n${output}` : ''}`

/** Starts Xvfb on the first free display (it reports the number it took on fd 3). */
function startXvfb(): Promise<{ process: ChildProcess; display: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(xvfbPath, ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let number = ''
    child.stderr?.on('data', (chunk) => {
      output += chunk
    })
    const timer = setTimeout(() => {
      child.kill()
      reject(new Error(`Xvfb did not report a display within 10 s${output ? `:\n${output}` : ''}`))
    }, 10_000)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(describeExit('Xvfb', code, signal, output)))
    })
    child.stdio[3]?.on('data', (chunk) => {
      number += chunk
      if (!number.includes('\n')) return
      clearTimeout(timer)
      child.removeAllListeners('exit')
      resolve({ process: child, display: `:${number.trim()}` })
    })
  })
}

async function startDriver(display: string, home: string): Promise<{ process: ChildProcess; url: string }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const { LANGUAGE: _language, LANG: _lang, ...inherited } = process.env
  const child = spawn(webkitDriverPath, [`--port=${port}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...inherited, DISPLAY: display, XDG_CONFIG_HOME: home, LC_ALL: browserLocale },
  })
  let output = ''
  let exited: string | undefined
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  child.once('exit', (code, signal) => {
    exited = describeExit('WebKitWebDriver', code, signal, output)
  })
  const deadline = Date.now() + 10_000
  while (!exited && Date.now() < deadline) {
    const ready = await fetch(`${url}/status`).then(
      async (response) => ((await response.json()) as { value: { ready: boolean } }).value.ready,
      () => false,
    )
    if (ready) return { process: child, url }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(
    exited ?? `WebKitWebDriver did not answer on ${url}/status within 10 s${output ? `:\n${output}` : ''}`,
  )
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export async function setup(project: TestProject) {
  const missing = missingWebKitTools()
  if (missing) throw new Error(missing)
  try {
    await start(project)
  } catch (error) {
    await teardown()
    throw error
  }
}

async function start(project: TestProject) {
  server = await startPreviewServer({ port: Number(process.env.PREVIEW_PORT ?? 0) })
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('the preview server has no address')
  project.provide('previewUrl', `http://127.0.0.1:${address.port}`)

  configHome = mkdtempSync(join(tmpdir(), 'webkit-smoke-'))
  mkdirSync(join(configHome, 'gtk-3.0'))
  writeFileSync(join(configHome, 'gtk-3.0', 'gtk.css'), toolbarStylesheet)
  const started = await startXvfb()
  xvfb = started.process
  const webdriver = await startDriver(started.display, configHome)
  driver = webdriver.process
  project.provide('webkitDriverUrl', webdriver.url)
}

export async function teardown() {
  // The driver first (it closes a browser still open), then the display the browser drew on.
  await stop(driver)
  await stop(xvfb)
  await new Promise((resolve) => server?.close(resolve))
  if (configHome && existsSync(configHome)) rmSync(configHome, { recursive: true, force: true })
}
