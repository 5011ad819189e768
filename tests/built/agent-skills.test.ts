import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { inboundChains } from '../../docs/lib/chains/chainData.ts'
import { usd } from '../../docs/lib/rules/rules.ts'
import { maxUsdPerChain, minUsdPerChain, quoteValidityMs } from '../../docs/snippets/api/depositFlow.ts'
import { allSkills, discoverySchema } from '../../scripts/agentSkills.ts'
import { distDir, rootDir } from '../../tooling/routes.ts'
import { markdownProblems } from '../support/markdownlint.ts'

/**
 * The agent skills install as a reader installs them: the `skills` command-line tool (npm
 * `skills`) reads the discovery index of the preview server and copies every skill into a
 * temporary project. Requests to any other host are refused and reported (tests/support/localOnlyFetch.mjs).
 */
const run = promisify(execFile)
const expected = allSkills()
const origin = inject('previewOrigin')
let project: string
let home: string
let output: { stdout: string; stderr: string }

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'skills-project-'))
  home = mkdtempSync(join(tmpdir(), 'skills-home-'))
  // The tool needs Node 22 or later: the project's Node 24 runs it.
  output = await run(
    join(rootDir, 'node_modules', '.bin', 'node'),
    [
      '--import',
      join(rootDir, 'tests', 'support', 'localOnlyFetch.mjs'),
      join(rootDir, 'node_modules', 'skills', 'bin', 'cli.mjs'),
      'add',
      origin,
      '--skill',
      '*',
      '--agent',
      'claude-code',
      '--copy',
      '--yes',
    ],
    {
      cwd: project,
      timeout: 60_000,
      env: { ...process.env, HOME: home, DISABLE_TELEMETRY: '1', DO_NOT_TRACK: '1', NO_COLOR: '1', CI: '1' },
    },
  )
}, 90_000)

afterAll(() => {
  for (const dir of [project, home]) if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('agent skills installed with the skills tool', () => {
  it('makes no request outside the preview server', () => {
    expect(output.stderr).not.toContain('blocked request')
  })

  it('writes one folder per skill of the index, each SKILL.md exactly as served', () => {
    const folder = join(project, '.claude', 'skills')
    expect(readdirSync(folder).sort()).toEqual(expected.map((skill) => skill.name).sort())
    for (const skill of expected) {
      const installed = readFileSync(join(folder, skill.name, 'SKILL.md'), 'utf8')
      expect(installed).toBe(readFileSync(join(distDir, '.well-known', 'agent-skills', skill.name, 'SKILL.md'), 'utf8'))
      expect(installed).toMatch(new RegExp(`^---\\nname: ${skill.name}\\ndescription: "`))
    }
    const lock = JSON.parse(readFileSync(join(project, 'skills-lock.json'), 'utf8')) as {
      skills: Record<string, { sourceUrl: string }>
    }
    expect(Object.keys(lock.skills).sort()).toEqual(expected.map((skill) => skill.name).sort())
  })

  it('the installed skills carry the limits, the quote window and the chains without Direct Deposit from the data', () => {
    const folder = join(project, '.claude', 'skills')
    const direct = readFileSync(join(folder, 'gas-zip-direct-deposit', 'SKILL.md'), 'utf8')
    expect(direct).toContain(`${usd(minUsdPerChain)} to ${usd(maxUsdPerChain)}`)
    expect(direct).toContain(`guaranteed for ${quoteValidityMs / 1000} seconds`)
    const notOffered = direct.match(/Direct Deposit is not offered on ([^:]*):/)?.[1] ?? ''
    for (const chain of inboundChains.chains)
      expect(notOffered.includes(`${chain.name} (${chain.nativeId})`), chain.name).toBe(!chain.directDeposit)
    expect(direct).toContain(inboundChains.directDepositAddress)
    expect(direct).toMatch(/\| `CANCELLED` \| Yes: it does not change \|/)
  })
})

describe('skill files', () => {
  const files = (): Record<string, string> => ({
    'skill.md': readFileSync(join(distDir, 'skill.md'), 'utf8'),
    ...Object.fromEntries(
      expected.flatMap((skill) =>
        ['agent-skills', 'skills'].map((root) => {
          const path = join('.well-known', root, skill.name, 'SKILL.md')
          return [path, readFileSync(join(distDir, path), 'utf8')]
        }),
      ),
    ),
  })

  it("/skill.md and every SKILL.md pass markdownlint's default rules, line length aside, as the pages do", async () => {
    expect(await markdownProblems(files())).toEqual([])
  })

  it('call GasZipV2 only the addresses where it is verified, and send from Beam through the v1 router', () => {
    const contract = readFileSync(
      join(distDir, '.well-known', 'agent-skills', 'gas-zip-contract-deposit', 'SKILL.md'),
      'utf8',
    )
    for (const chain of inboundChains.chains)
      expect(contract, chain.name).toContain(
        `| ${chain.name} | ${chain.nativeId} | \`${chain.contractDepositAddress}\` | ${chain.gasZipV2Verified ? 'yes' : 'no'} |`,
      )
    expect(contract).not.toMatch(/GasZipV2 contract \|/)
    const layerzero = readFileSync(
      join(distDir, '.well-known', 'agent-skills', 'gas-zip-layerzero-router', 'SKILL.md'),
      'utf8',
    )
    // The router rule names the chains that send through the v1 router although v2 is deployed there.
    const v1From = layerzero.match(/except ([^:]*): from there/)?.[1] ?? ''
    expect(v1From).toContain('Beam (4337)')
    expect(layerzero).toContain('`msg.value` must equal the sum of the fees')
    expect(layerzero).not.toMatch(/must cover the fees/)
  })
})

describe('discovery files', () => {
  it('the index follows the discovery schema, and /skill.md is the service skill', () => {
    const index = JSON.parse(readFileSync(join(distDir, '.well-known', 'agent-skills', 'index.json'), 'utf8'))
    expect(index.$schema).toBe(discoverySchema)
    for (const entry of index.skills) {
      expect(entry).toMatchObject({ type: 'skill-md', url: `${entry.name}/SKILL.md` })
      expect(entry.digest).toMatch(/^sha256:[0-9a-f]{64}$/)
    }
    expect(readFileSync(join(distDir, 'skill.md'), 'utf8')).toMatch(/^---\nname: gas-zip\n/)
    const legacy = JSON.parse(readFileSync(join(distDir, '.well-known', 'skills', 'index.json'), 'utf8'))
    expect(legacy.skills.map((entry: { name: string }) => entry.name)).toEqual(
      index.skills.map((e: { name: string }) => e.name),
    )
    // The older layout serves the same files at /.well-known/skills/<name>/SKILL.md.
    for (const skill of expected)
      expect(readFileSync(join(distDir, '.well-known', 'skills', skill.name, 'SKILL.md'), 'utf8')).toBe(
        readFileSync(join(distDir, '.well-known', 'agent-skills', skill.name, 'SKILL.md'), 'utf8'),
      )
  })

  it('/skill.md and llms.txt name the MCP tools that call the live API, and call the server read-only nowhere', () => {
    for (const file of ['skill.md', 'llms.txt']) {
      const text = readFileSync(join(distDir, file), 'utf8')
      for (const tool of ['get_quote', 'track_deposit', 'list_chains'])
        expect(text, file).toMatch(new RegExp(`\`${tool}\`[^.]* call the live API`))
      expect(text, file).not.toMatch(/read-only/i)
    }
  })

  it('llms.txt links /skill.md and every task skill', () => {
    const llms = readFileSync(join(distDir, 'llms.txt'), 'utf8')
    expect(llms).toContain('## Agent skills')
    expect(llms).toContain('(https://dev.gas.zip/skill.md)')
    for (const skill of expected.slice(1))
      expect(llms).toContain(`(https://dev.gas.zip/.well-known/agent-skills/${skill.name}/SKILL.md)`)
  })
})

describe('links in the skills', () => {
  it('every link to this site opens a file of the build, and every #anchor is a heading of its page', () => {
    const broken: string[] = []
    for (const skill of expected) {
      const text = readFileSync(join(distDir, '.well-known', 'agent-skills', skill.name, 'SKILL.md'), 'utf8')
      for (const [url = ''] of text.matchAll(/https:\/\/dev\.gas\.zip\/[\w./#-]*[\w/#-]/g)) {
        const [path = '', anchor] = url.slice('https://dev.gas.zip/'.length).split('#')
        if (path === 'mcp') continue
        if (!existsSync(join(distDir, path))) broken.push(`${skill.name}: ${url} (no file)`)
        else if (anchor) {
          const html = readFileSync(join(distDir, path.replace(/\.md$/, ''), 'index.html'), 'utf8')
          if (!html.includes(`id="${anchor}"`)) broken.push(`${skill.name}: ${url} (no heading #${anchor})`)
        }
      }
    }
    expect(broken).toEqual([])
  })
})
