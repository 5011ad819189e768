import data from '../data/ripfunTokens.json'
import { useMdxElements } from './mdxElements.ts'

const zeroAddress = '0x0000000000000000000000000000000000000000'

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
        {data.tokens.map((token) => (
          <Tr key={`${token.chain}-${token.token}`}>
            <Td>{token.chain}</Td>
            <Td>{token.token}</Td>
            <Td>{token.address === zeroAddress ? 'Native coin (no contract)' : <Code>{token.address}</Code>}</Td>
          </Tr>
        ))}
      </tbody>
    </Table>
  )
}
