/**
 * Ports of the two preview servers the end-to-end suite runs against (playwright.config.ts):
 * the deploy host's answers (`/x` → `x/index.html`) and a pretty-URL host's (`/x` → `x.html`).
 */
export const previewPort = Number(process.env.PREVIEW_PORT ?? 4173)
export const prettyPreviewPort = Number(process.env.PRETTY_PREVIEW_PORT ?? previewPort + 1)
