/** Vocs' "Ask AI" menu while the site shows none (`aiCta: false`): Radix' dropdown stays out of every page. */
export const AiCtaDropdown = () => null
