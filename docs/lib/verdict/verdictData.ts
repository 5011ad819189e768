/**
 * The data region of the decision module readers copy (docs/snippets/api/verdict.ts): the
 * fields of the site's data files the decisions read, written into the module as constants so
 * that the file runs alone, with the date of the chain list in every verdict. `npm run
 * verdict:data` writes the region; verdictData.test.ts fails, naming that command, when the
 * committed region and the data files differ.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import inboundJson from '../../data/inboundChains.json' with { type: 'json' }
import rulesJson from '../../data/rules.json' with { type: 'json' }
import solanaJson from '../../data/solanaDeposit.json' with { type: 'json' }
import statusesJson from '../../data/statuses.json' with { type: 'json' }

export const verdictModulePath = join(import.meta.dirname, '..', '..', 'snippets', 'api', 'verdict.ts')

const start = '// [!region data]'
const end = '// [!endregion data]'

/** The rules the module's reasons link to: the ones the decisions apply. */
const linkedRules = ['limits', 'quote-window', 'failed-request', 'tracking', 'direct-deposit-transfer', 'contract-abi']

type DataFiles = {
  inbound: typeof inboundJson
  statuses: typeof statusesJson
  rules: { rules: readonly { id: string; page: string; anchor: string }[] }
  solana: typeof solanaJson
}

const siteFiles: DataFiles = { inbound: inboundJson, statuses: statusesJson, rules: rulesJson, solana: solanaJson }

const quoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`

/** The region's text, from the marker line to the end marker, as biome formats it. */
export function verdictDataRegion(files: DataFiles = siteFiles): string {
  const { inbound, statuses, rules, solana } = files
  const gasZipV2 = inbound.gasZipV2Address
  const yesNo = (value: boolean) => (value ? 'yes' : 'no')
  const chainLines = inbound.chains.map((chain) => {
    const contract = chain.contractDepositAddress === gasZipV2 ? 'GasZipV2' : chain.contractDepositAddress
    return [
      chain.nativeId,
      chain.name,
      yesNo(chain.directDeposit),
      contract,
      yesNo(chain.gasZipV2Verified),
      chain.explorer.url,
    ].join(' | ')
  })
  for (const line of chainLines)
    if (/[`$\\]/.test(line))
      throw new Error(`docs/data/inboundChains.json: "${line}" holds a character the table cannot hold`)
  const playbook = statuses.deposit
  const statusRows = playbook.statuses.map(
    (status) =>
      `    { value: ${quoted(status.value)}, final: ${status.final}, success: ${status.success}, action: ${quoted(status.action)} },`,
  )
  const ruleRows = linkedRules.map((id) => {
    const rule = rules.rules.find((entry) => entry.id === id)
    if (!rule) throw new Error(`docs/data/rules.json has no rule "${id}", which the decision module links to`)
    return `  ${/^[a-z]+$/.test(id) ? id : quoted(id)}: ${quoted(`${rule.page}#${rule.anchor}`)},`
  })
  const poll = playbook.poll
  return [
    start,
    "// The site data the decisions read, written from the site's data files (docs/data) on the date below.",
    '/** The date of the deposit chain list this file decides with; every verdict carries it. */',
    `export const dataTakenAt = ${quoted(inbound.takenAt)}`,
    `const directDepositAddressOnEveryChain = ${quoted(inbound.directDepositAddress)}`,
    `const gasZipV2Address = ${quoted(gasZipV2)}`,
    '/**',
    ' * The deposit chains, one a line: native id | name | Direct Deposit offered | contract deposit',
    ' * address (GasZipV2: the address above) | GasZipV2 verified at that address | block explorer.',
    ' */',
    'const depositChainTable = `',
    ...chainLines,
    '`',
    '/** The deposit statuses of GET /v2/deposit/{hash} and the polling schedule. */',
    '// biome-ignore format: one status a line',
    'export const depositPlaybook = {',
    `  poll: { firstWaitSeconds: ${poll.firstWaitSeconds}, maxWaitSeconds: ${poll.maxWaitSeconds}, giveUpAfterMinutes: ${poll.giveUpAfterMinutes} },`,
    `  otherValues: ${quoted(playbook.otherValues)},`,
    '  statuses: [',
    ...statusRows,
    '  ],',
    '}',
    '/** Where each rule the reasons name is written, on this site. */',
    'const rulePages = {',
    ...ruleRows,
    '}',
    '/** The Gas.zip program a Solana deposit calls, and the account its deposit instruction pays. */',
    'const solanaProgram = {',
    `  address: ${quoted(solana.programId)},`,
    `  account: ${quoted(solana.recipientAccount)},`,
    '}',
    end,
  ].join('\n')
}

/** The module's committed region, or an error naming the file. */
export function committedRegion(source: string = readFileSync(verdictModulePath, 'utf8')): string {
  const from = source.indexOf(start)
  const to = source.indexOf(end)
  if (from === -1 || to === -1) throw new Error(`${verdictModulePath} has no "${start}" … "${end}" region`)
  return source.slice(from, to + end.length)
}

/** Writes the region into the module; returns whether it changed. */
export function writeVerdictData(): boolean {
  const source = readFileSync(verdictModulePath, 'utf8')
  const region = committedRegion(source)
  const next = verdictDataRegion()
  if (region === next) return false
  writeFileSync(verdictModulePath, source.replace(region, next))
  return true
}
