import data from '../data/ripfunTokens.json'

const zeroAddress = '0x0000000000000000000000000000000000000000'

/** The tokens and native coins the Rip.Fun deposit address accepts, from docs/data/ripfunTokens.json. */
export function RipfunTokenTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Chain</th>
          <th scope="col">Token</th>
          <th scope="col">Token address</th>
        </tr>
      </thead>
      <tbody>
        {data.tokens.map((token) => (
          <tr key={`${token.chain}-${token.token}`}>
            <td>{token.chain}</td>
            <td>{token.token}</td>
            <td>{token.address === zeroAddress ? 'Native coin (no contract)' : <code>{token.address}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
