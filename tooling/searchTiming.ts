/**
 * The bench's search figure: on a phone profile (4× CPU slowdown), once the search index has
 * arrived, the time from the first key typed in the search field to the frame that shows the
 * first result. Each sample starts from an empty field, so the key is a query's first.
 */
import type { Page } from '@playwright/test'

/** A median first result later than this after the first key is a missed target. */
export const firstResultTargetMs = 100

/** The CPU slowdown of the phone profile (Lighthouse's mobile default). */
export const phoneCpuSlowdown = 4

/** First keys of the samples: each starts a query that has results. */
const firstKeys = ['d', 'q', 'l', 'a', 'c', 's', 'g', 'r', 'b']

export type FirstResultTiming = { samplesMs: number[]; medianMs: number; maxMs: number }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/**
 * Opens `path` at phone size, opens search, waits until a query has shown results (the index
 * has arrived and is loaded), then times one first key per entry of `firstKeys`.
 */
export async function timeFirstResult(page: Page, url: string): Promise<FirstResultTiming> {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(url)
  // The search button listens once the app has hydrated the page (framework/entries/clientEntry.tsx).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneCpuSlowdown })
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  const field = dialog.getByRole('searchbox')
  const options = dialog.getByRole('option')
  // The index arrives and loads: a query shows results.
  await field.fill('deposit')
  await options.first().waitFor({ timeout: 60_000 })
  const samplesMs: number[] = []
  for (const key of firstKeys) {
    await field.fill('')
    await options.first().waitFor({ state: 'detached' })
    // In the page: from the key's event time to the paint of the first frame that has a result
    // in the list (a task queued from that frame's animation callback runs after its paint).
    const timing = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const input = document.querySelector<HTMLInputElement>('[data-search-dialog] input[type="search"]')
          input?.addEventListener(
            'keydown',
            (event) => {
              const start = event.timeStamp
              const check = () => {
                if (document.querySelector('[data-search-dialog] [role="option"]'))
                  setTimeout(() => resolve(performance.now() - start))
                else requestAnimationFrame(check)
              }
              requestAnimationFrame(check)
            },
            { once: true },
          )
        }),
    )
    // The listener is in place once the evaluation has started; one frame makes sure of it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    await field.press(key)
    samplesMs.push(Math.round(await timing))
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  return { samplesMs, medianMs: median(samplesMs), maxMs: Math.max(...samplesMs) }
}
