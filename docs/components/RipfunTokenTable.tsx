import { nativeCoinText, ripfunTokenRows } from '../lib/chains/referenceTables.ts'
import { codeTokenClass } from '../lib/markdown/codeTokens.ts'
import { CopyValue } from './CopyValue.tsx'
import { useMdxElements } from './mdxElements.ts'

/** The tokens and native coins the Rip.Fun deposit address accepts, from docs/data/ripfunTokens.json. */
export function RipfunTokenTable() {
  const { Table, Th, Td, Tr, Code } = useMdxElements()
  return (
    <Table tabIndex={0} className="stacked-table">
      <thead>
        <Tr>
          <Th scope="col">Chain</Th>
          <Th scope="col">Token</Th>
          <Th scope="col">Token address</Th>
        </Tr>
      </thead>
      <tbody>
        {ripfunTokenRows().map((token) => (
          <Tr key={token.key}>
            <Td>{token.chain}</Td>
            <Td data-label="Token">{token.token}</Td>
            <Td data-label="Token address">
              <span className="copyable-value">
                <Code className={codeTokenClass}>{token.address}</Code>
                <CopyValue value={token.address} label={`${token.chain} ${token.token} token address`} />
              </span>
              {token.native ? nativeCoinText : null}
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  )
}
