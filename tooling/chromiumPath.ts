import { existsSync } from 'node:fs'

/**
 * The Chromium builds the end-to-end suite can drive, best first: Debian's headless shell (the same
 * Chromium release without the desktop browser's windowing layer; a page visit costs it about a
 * third of the CPU time of the full browser in headless mode, which on a 2-core machine is a third
 * of the suite's wall time), then Debian's full Chromium.
 */
const systemChromiumBuilds = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/**
 * The Chromium binary for the end-to-end suite: `$CHROMIUM_PATH` when set, else the first system
 * build present, else undefined (Playwright's own download, `npx playwright install chromium`).
 */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined
  return systemChromiumBuilds.find((path) => exists(path))
}
