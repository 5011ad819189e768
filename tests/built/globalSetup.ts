import type { TestProject } from 'vitest/node'
import { freePort } from '../../tooling/freePort.ts'
import { mockApiBase, startLocalMockApi } from '../../tooling/mockApi.ts'
import { startPreviewServer } from '../../tooling/previewServer.ts'
import { incompleteBuild } from '../../tooling/routes.ts'

/**
 * One preview server for the built tests that talk to the site over HTTP (the MCP endpoint,
 * the agent skills): the production build with the deploy host's headers and functions. The
 * MCP endpoint's live tools ask the mock API, never the real one.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://127.0.0.1:<port>` of the preview server. */
    previewOrigin: string
    /** `http://127.0.0.1:<port>` of the mock API the live tools ask (tooling/mockApi.ts). */
    mockApiOrigin: string
  }
}

export default async function setup(project: TestProject) {
  // A build that stopped halfway would fail every test with a missing file; say what happened once.
  const incomplete = incompleteBuild()
  if (incomplete) throw new Error(incomplete)
  const mock = await startLocalMockApi()
  const port = await freePort()
  const server = await startPreviewServer({ port, liveApi: { base: mockApiBase(mock.origin), timeoutMs: 5000 } })
  project.provide('previewOrigin', `http://127.0.0.1:${port}`)
  project.provide('mockApiOrigin', mock.origin)
  return async () => {
    await new Promise<void>((done) => server.close(() => done()))
    await mock.close()
  }
}
