/**
 * The docs' MCP endpoint as a Vercel function; vercel.json rewrites `/mcp` here. It reads the
 * build output that vercel.json includes with the function (search index, Markdown pages, agent
 * skills) once per instance. The live tools ask the API at `GASZIP_API_BASE`, by default the
 * production API. See docs/lib/mcp/handler.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { type DocsContent, loadDocsContent } from '../docs/lib/mcp/content.ts'
import { handleMcpRequest } from '../docs/lib/mcp/handler.ts'
import { type LiveApi, liveApiFromEnvironment } from '../docs/lib/mcp/liveTools.ts'

/** A handler that serves the build in `distDir`, read on its first request and kept, with live tools asking `liveApi`. */
export function createMcpHandler(distDir: string, liveApi: LiveApi = liveApiFromEnvironment()) {
  let content: DocsContent | undefined
  const loadContent = () => {
    content ??= loadDocsContent(distDir)
    return content
  }
  return (request: IncomingMessage, response: ServerResponse) =>
    handleMcpRequest(request, response, loadContent, liveApi)
}

export default createMcpHandler(join(process.cwd(), 'docs', 'dist'))
