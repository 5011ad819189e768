/**
 * "Open and connect" under every page title, next to "Copy page": links that open the page in
 * ChatGPT or Claude with its Markdown URL in the prompt, links that add the docs' MCP server to
 * Cursor or VS Code, and the server's JSON for any other client, folded into one "Use with AI"
 * <details> of plain links, written into the prerendered page by remarkCopyPage.ts: they work
 * without JavaScript and add no script. The Markdown pages are made from the MDX source, so they
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

/** The label of the disclosure that holds the links and the JSON. */
const agentMenuLabel = 'Use with AI'

/**
 * "Use with AI": a <details> whose summary sits in the "Copy page" row under the title and
 * whose panel lists the four links and the JSON; remarkCopyPage.ts hands it to "Copy page" as
 * its child. Closed, it takes one word of the row, so the page's first sentence stays on a
 * phone's first screen; it opens without a script.
 */
export function agentLinksNode(route: string): RootContent {
  const links = agentLinks(route).map(({ label, href }) =>
    element('li', {}, [
      element(
        'a',
        { className: 'agent-link', href, ...(href.startsWith('https:') ? { target: '_blank', rel: 'noopener' } : {}) },
        // An icon from the chrome's stylesheet (framework/app/icons.css): the page, for the
        // links that open it in a chat; a bolt, for the links that connect a tool to the server.
        [
          element(
            'span',
            { 'data-icon': href.startsWith('https:') ? 'File' : 'LightningBolt', 'aria-hidden': 'true' },
            [],
          ),
          text(label),
        ],
      ),
    ]),
  )
  // The JSON as a code block, laid out as a configuration file shows it; MDX renders the `pre`
  // as every code block of the site, with its copy button.
  const json = element('div', { className: 'agent-json' }, [
    element('span', {}, [text('MCP server JSON for other clients:')]),
    element('pre', {}, [element('code', {}, [text(JSON.stringify(JSON.parse(mcpClientConfig), null, 2))])]),
  ])
  // `data-markdown-ignore`: human-only controls, which agents comparing the page with its Markdown skip.
  return element('details', { className: 'agent-menu', 'data-markdown-ignore': '' }, [
    element('summary', {}, [text(agentMenuLabel)]),
    element('div', { className: 'agent-menu-panel', role: 'group', 'aria-label': 'Use this page with an AI tool' }, [
      element('ul', { className: 'agent-links' }, links),
      json,
    ]),
  ])
}
