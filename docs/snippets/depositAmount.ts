// The deposit amount that puts the same dollar value on every outbound chain. Used by the
// Direct Deposit, contract deposit and Solana deposit examples.

/** The deposit limits per outbound chain, in dollars: https://dev.gas.zip/gas/overview#limits */
export const minUsdPerChain = 0.25
export const maxUsdPerChain = 50

/** The price of one whole native coin of the chain, in US dollars, from GET /v2/chains. */
export async function coinPriceUsd(nativeChainId: number): Promise<number> {
  const response = await fetch('https://backend.gas.zip/v2/chains')
  if (!response.ok) throw new Error(`GET /v2/chains answered HTTP ${response.status}; try again later.`)
  const { chains } = (await response.json()) as { chains: { chain: number; price?: number }[] }
  const price = chains.find((entry) => entry.chain === nativeChainId)?.price
  if (typeof price !== 'number' || !(price > 0)) throw new Error(`/v2/chains has no price for chain ${nativeChainId}.`)
  return price
}

/**
 * The total to deposit, in the coin's smallest unit (`decimals` 18 for wei, 9 for lamports), so
 * that each of `outboundChains` chains receives a share worth `usdPerChain`. The deposit is split
 * equally, so the total is one share times the number of chains.
 */
export function depositForUsd(usdPerChain: number, outboundChains: number, priceUsd: number, decimals: number): bigint {
  if (!(usdPerChain >= minUsdPerChain && usdPerChain <= maxUsdPerChain)) {
    throw new Error(`$${usdPerChain} per chain is outside the limits of $${minUsdPerChain} to $${maxUsdPerChain}.`)
  }
  if (!Number.isInteger(outboundChains) || outboundChains < 1) throw new Error('Name at least one outbound chain.')
  if (!(priceUsd > 0)) throw new Error(`A coin price of ${priceUsd} is not usable.`)
  const share = BigInt(Math.floor((usdPerChain / priceUsd) * 10 ** decimals))
  return share * BigInt(outboundChains)
}
