import { describe, expect, it } from 'vitest'
import { agentLinks, mcpClientConfig } from './agentLinks.ts'

describe('agentLinks', () => {
  const links = Object.fromEntries(agentLinks('/gas/api/quote').map(({ label, href }) => [label, href]))
  const promptOf = (href = '') => new URL(href).searchParams.get('q')

  it("opens ChatGPT and Claude with the page's Markdown URL in the prompt", () => {
    expect(links['Open in ChatGPT']).toMatch(/^https:\/\/chatgpt\.com\/\?q=/)
    expect(links['Open in Claude']).toMatch(/^https:\/\/claude\.ai\/new\?q=/)
    for (const label of ['Open in ChatGPT', 'Open in Claude'])
      expect(promptOf(links[label])).toContain('https://dev.gas.zip/gas/api/quote.md')
    expect(promptOf(agentLinks('/')[0]?.href)).toContain('https://dev.gas.zip/index.md')
  })

  it('adds the MCP server to Cursor (base64 configuration) and to VS Code (JSON configuration)', () => {
    const cursor = new URL(links['Add MCP server to Cursor'] ?? '')
    expect(cursor.protocol).toBe('cursor:')
    expect(cursor.searchParams.get('name')).toBe('gas-zip-docs')
    expect(JSON.parse(Buffer.from(cursor.searchParams.get('config') ?? '', 'base64').toString())).toEqual({
      url: 'https://dev.gas.zip/mcp',
    })
    const vscode = links['Add MCP server to VS Code'] ?? ''
    expect(vscode).toMatch(/^vscode:mcp\/install\?/)
    expect(JSON.parse(decodeURIComponent(vscode.slice(vscode.indexOf('?') + 1)))).toEqual({
      name: 'gas-zip-docs',
      type: 'http',
      url: 'https://dev.gas.zip/mcp',
    })
  })

  it('gives other clients the same server as JSON', () => {
    expect(JSON.parse(mcpClientConfig)).toEqual({
      mcpServers: { 'gas-zip-docs': { type: 'http', url: 'https://dev.gas.zip/mcp' } },
    })
  })
})
