import { nativeCoinText, ripfunTokenRows } from '../lib/chains/referenceTables.ts'
import { useMdxElements } from './mdxElements.ts'

/** The tokens and native coins the Rip.Fun deposit address accepts, from docs/data/ripfunTokens.json. */
export function RipfunTokenTable() {
  const { Table, Th, Td, Tr, Code } = useMdxElements()
  return (
    <Table tabIndex={0}>
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
            <Td>{token.token}</Td>
            <Td>
              <Code>{token.address}</Code>
              {token.native ? nativeCoinText : null}
            </Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  )
}
