import { existsSync } from 'node:fs'

/**
 * What the WebKit suite runs: WebKitGTK's WebDriver server (Debian: webkit2gtk-driver, which
 * brings the MiniBrowser it drives) and a virtual display (Debian: xvfb). Either can be
 * pointed elsewhere with WEBKIT_DRIVER_PATH and XVFB_PATH.
 */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'
export const xvfbPath = process.env.XVFB_PATH ?? '/usr/bin/Xvfb'

/**
 * The browser's locale: POSIX, whose collation is code-point order ("BSC" before "Base")
 * and whose numbers have no grouping, unlike the en-US the prerender runs under. Whatever
 * the machine's own locale, a page that formats or sorts with the runtime's default locale
 * renders differently here than in its HTML, and its hydration fails the suite.
 */
export const browserLocale = 'C.UTF-8'

/** Why the suite cannot run here, or undefined when it can. */
export function missingWebKitTools(): string | undefined {
  const missing = [
    existsSync(webkitDriverPath) ? undefined : `no WebKitWebDriver at ${webkitDriverPath} (set WEBKIT_DRIVER_PATH)`,
    existsSync(xvfbPath) ? undefined : `no Xvfb at ${xvfbPath} (set XVFB_PATH)`,
  ].filter(Boolean)
  if (missing.length === 0) return undefined
  return `${missing.join('; ')}. Install them (Debian/Ubuntu: sudo apt-get install -y webkit2gtk-driver xvfb).`
}
