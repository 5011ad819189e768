/**
 * The Nu HTML Checker (vnu.jar from the `vnu-jar` package, the W3C validator's engine) over
 * many HTML files in one Java run: errors only, as JSON. Java 11 or later must be on the PATH,
 * or named by $JAVA.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { rootDir } from './routes.ts'

const vnuJar = join(rootDir, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar')

export type HtmlError = { file: string; line: number | undefined; message: string; extract: string }

type VnuMessage = { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }

/** Errors the checker finds in the files (paths relative to `base` in the result). */
export function checkHtml(files: string[], base = rootDir): HtmlError[] {
  if (!existsSync(vnuJar)) throw new Error(`${vnuJar} is missing: run npm ci`)
  if (files.length === 0) throw new Error('no HTML files to check')
  const java = process.env.JAVA ?? 'java'
  // A short run: the client compiler alone and the serial collector start faster and spend about
  // half the processor time of the defaults; the schema needs a deeper stack than C1 gives it.
  const jvm = ['-Xss4m', '-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1']
  const result = spawnSync(java, [...jvm, '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.error)
    throw new Error(
      `could not start Java (${java}): ${result.error.message}. Install a Java runtime, 11 or later (Debian/Ubuntu: sudo apt-get install -y default-jre-headless), or set JAVA to one.`,
    )
  // The report is JSON on stderr; the exit status is 1 when there are errors.
  let report: { messages: VnuMessage[] }
  try {
    report = JSON.parse(result.stderr) as { messages: VnuMessage[] }
  } catch {
    throw new Error(`the checker did not report JSON (exit ${result.status}): ${result.stderr.slice(0, 500)}`)
  }
  return report.messages
    .filter(
      (message) => message.type === 'error' || message.subType === 'fatal' || message.type === 'non-document-error',
    )
    .map((message) => ({
      file: message.url ? relative(base, decodeURIComponent(new URL(message.url).pathname)) : '(no file)',
      line: message.lastLine,
      message: message.message,
      extract: (message.extract ?? '').replace(/\s+/g, ' ').slice(0, 160),
    }))
}
