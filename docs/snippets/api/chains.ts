// An ES module, so the example can use top-level await.
export {}

type Chain = {
  name: string
  chain: number // native chain id
  short: number // Gas.zip short id, used in deposit calldata
  symbol?: string
  mainnet?: boolean
}

const response = await fetch('https://backend.gas.zip/v2/chains')
if (!response.ok) throw new Error(`GET /v2/chains failed with HTTP ${response.status}`)
const { chains } = (await response.json()) as { chains: Chain[] }

// Look a chain up by its native chain id to get its short id.
const arbitrum = chains.find((entry) => entry.chain === 42161)
if (!arbitrum) throw new Error('Chain 42161 is not in the list')
console.log(`${arbitrum.name}: native id ${arbitrum.chain}, short id ${arbitrum.short}`)
