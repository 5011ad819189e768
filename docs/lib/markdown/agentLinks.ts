/**
 * "Open and connect" under every page title, next to "Copy page": links that open the page in
 * ChatGPT or Claude with its Markdown URL in the prompt, links that add the docs' MCP server to
 * Cursor or VS Code, and the server's JSON for any other client. They are plain links and a
 * <details>, written into the prerendered page by remarkCopyPage.ts: they work without
 * JavaScript and add no script. The Markdown pages are made from the MDX source, so they
 * never hold these links.
 */
import type { RootContent } from 'mdast'
import { siteUrl } from '../site/site.ts'
import { markdownPagePath } from './markdownPagePath.ts'

/** The name clients list the docs' MCP server under. */
const mcpServerName = 'gas-zip-docs'
const mcpServerUrl = `${siteUrl}/mcp`

/** The server as most clients' configuration file takes it (`mcpServers`), on one line. */
export const mcpClientConfig = `{ "mcpServers": { "${mcpServerName}": { "type": "http", "url": "${mcpServerUrl}" } } }`

export type AgentLink = { label: string; href: string }

/** The four links for the page at `route` (`/gas/api/quote`). */
export function agentLinks(route: string): AgentLink[] {
  const markdownUrl = `${siteUrl}${markdownPagePath(route)}`
  const prompt = encodeURIComponent(`Read ${markdownUrl} (Gas.zip docs) and answer my questions from it.`)
  const cursorConfig = Buffer.from(JSON.stringify({ url: mcpServerUrl })).toString('base64')
  const vscodeConfig = JSON.stringify({ name: mcpServerName, type: 'http', url: mcpServerUrl })
  return [
    { label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${prompt}` },
    { label: 'Open in Claude', href: `https://claude.ai/new?q=${prompt}` },
    {
      label: 'Add MCP server to Cursor',
      href: `cursor://anysphere.cursor-deeplink/mcp/install?name=${mcpServerName}&config=${encodeURIComponent(cursorConfig)}`,
    },
    { label: 'Add MCP server to VS Code', href: `vscode:mcp/install?${encodeURIComponent(vscodeConfig)}` },
  ]
}

type Attributes = Record<string, string>

/** A JSX element in the page's syntax tree: MDX renders it as the plain HTML element `name`. */
const element = (name: string, attributes: Attributes, children: unknown[]): RootContent =>
  ({
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({ type: 'mdxJsxAttribute', name: key, value })),
    children,
  }) as unknown as RootContent

const text = (value: string) => ({ type: 'text', value })

/** The row of links and the JSON, as the syntax tree node placed after "Copy page". */
export function agentLinksNode(route: string): RootContent {
  const links = agentLinks(route).map(({ label, href }) =>
    element(
      'a',
      { className: 'agent-link', href, ...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener' } : {}) },
      [text(label)],
    ),
  )
  const json = element('details', { className: 'agent-json' }, [
    element('summary', {}, [text('MCP server JSON for other clients')]),
    element('code', {}, [text(mcpClientConfig)]),
  ])
  // `data-markdown-ignore`: human-only controls, which agents comparing the page with its Markdown skip.
  return element(
    'div',
    {
      className: 'agent-links',
      role: 'group',
      'aria-label': 'Use this page with an AI tool',
      'data-markdown-ignore': '',
    },
    [...links, json],
  )
}
