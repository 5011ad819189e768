import type { Page } from '@playwright/test'

/**
 * Resolves once the page has rendered `count` more frames: the point by which an input the
 * test just gave (a click, a key, a wheel turn) has been handled and its effect painted. A
 * test that checks that something did NOT happen waits for this instead of a delay.
 */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)))
        step(frames)
      }),
    count,
  )
}
