/** Site-wide constants shared by the Vocs config, build scripts and tests. */

/** Public origin of the documentation site. */
export const siteUrl = 'https://dev.gas.zip'

/** Site name, shown in the title bar and at the top of llms.txt. */
export const siteTitle = 'Gas.zip Technical Documentation'

/** One-sentence summary of the site, for search engines, link previews and llms.txt. */
export const siteDescription =
  'Guides for integrating Gas.zip: the v2 REST API, direct and contract deposits on EVM and Solana, the LayerZero router, supported chains and code examples.'

/** Source repository of this site; the "Edit page" link points into it. */
export const repositoryUrl = 'https://github.com/gasdotzip/documentation'

/** Gas.zip's social links. Gas.zip has no Telegram link. */
export const socials = [
  { icon: 'discord', label: 'Discord', link: 'https://discord.gg/gasdotzip' },
  { icon: 'x', label: 'X (Twitter)', link: 'https://twitter.com/gasdotzip' },
  { icon: 'github', label: 'GitHub', link: 'https://github.com/gasdotzip' },
  { icon: 'warpcast', label: 'Warpcast', link: 'https://warpcast.com/gasdotzip' },
] as const

/**
 * Search settings: a match in a section title weighs most, then the words a section is also
 * found by (sidebar groups, chain names, the reader's synonyms), then the text, then the titles
 * above it; prefixes and small typos match.
 */
export const searchOptions = {
  boost: { title: 4, keywords: 3, text: 2, titles: 1 },
  fuzzy: 0.2,
  prefix: true,
}
