import type { Server } from 'node:http'
import type { TestProject } from 'vitest/node'
import { startPreviewServer } from '../../tooling/previewServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    previewUrl: string
  }
}

/** Serves the production build for the Firefox suite on a free port, as the Chromium suite does. */
let server: Server | undefined

export async function setup(project: TestProject) {
  server = await startPreviewServer({ port: Number(process.env.PREVIEW_PORT ?? 0) })
  const address = server.address()
  if (typeof address !== 'object' || !address) throw new Error('the preview server has no address')
  project.provide('previewUrl', `http://127.0.0.1:${address.port}`)
}

export async function teardown() {
  await new Promise((resolve) => server?.close(resolve))
}
