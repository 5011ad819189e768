// [!region types]
/** Request fields of /v2/quoteToken. The HTTP method and where the fields go are not documented. */
type QuoteTokenParams = {
  srcChain: number // source chain (most likely a native chain id; not documented yet)
  srcToken: string // token address; 0x0000000000000000000000000000000000000000 = native coin
  dstChain: number // destination chain (most likely a native chain id; not documented yet)
  dstToken: string // token address on the destination chain
  srcAmount: number // amount to send; unit not documented
}

type QuoteTokenResponse = {
  error?: string
  quote?: {
    chain: number
    chainInternal: number // Gas.zip internal id of the destination chain and token pair
    srcUsd: number
    dstUsd: number
    dstAmount: number // in the destination token's own decimals
    dstAmountWei: number // the same amount normalised to 18 decimals
  }
}

// [!endregion types]

export type { QuoteTokenParams, QuoteTokenResponse }
