import type { TestProject } from 'vitest/node'
import { freePort } from '../../tooling/freePort.ts'
import { startPreviewServer } from '../../tooling/previewServer.ts'

/**
 * One preview server for the built tests that talk to the site over HTTP (the MCP endpoint,
 * the agent skills): the production build with the deploy host's headers and functions.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>` of the preview server. */
    previewOrigin: string
  }
}

export default async function setup(project: TestProject) {
  const port = await freePort()
  const server = await startPreviewServer({ port })
  project.provide('previewOrigin', `http://127.0.0.1:${port}`)
  return () => new Promise<void>((done) => server.close(() => done()))
}
