/** Request fields of /v2/quoteToken. */
export type QuoteTokenParams = {
  srcChain: number // source chain
  srcToken: string // token address on the source chain; 0x0000000000000000000000000000000000000000 = native coin
  dstChain: number // destination chain
  dstToken: string // token address on the destination chain
  srcAmount: number // amount to send
}

/** Response of /v2/quoteToken: `error`, or a `quote`. Send no tokens without a quote. */
export type QuoteTokenResponse = {
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
