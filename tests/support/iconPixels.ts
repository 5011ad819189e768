import type { Locator, Page } from '@playwright/test'

/**
 * How many pixels of an icon's box the icon paints: the box is captured as the reader sees it
 * (a screenshot of its area), decoded by the page's own canvas, and each pixel compared with the
 * colour around the icon (the box's corner, which no icon of the chrome reaches). A mask that
 * the browser cannot draw (an SVG image without its namespace, say) paints no pixel at all.
 */
export async function paintedPixels(page: Page, icon: Locator): Promise<number> {
  const png = await icon.screenshot({ animations: 'disabled', scale: 'device' })
  return page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d')
    if (!context) return 0
    context.drawImage(image, 0, 0)
    const { data } = context.getImageData(0, 0, image.width, image.height)
    const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0]
    let painted = 0
    for (let index = 0; index < data.length; index += 4)
      if (
        Math.abs((data[index] ?? 0) - r) + Math.abs((data[index + 1] ?? 0) - g) + Math.abs((data[index + 2] ?? 0) - b) >
        60
      )
        painted += 1
    return painted
  }, png.toString('base64'))
}
