/** Site-wide constants shared by the Vocs config, build scripts and tests. */

/** Public origin of the documentation site. */
export const siteUrl = 'https://dev.gas.zip'

/** Source repository of this site; the "Edit page" link points into it. */
export const repositoryUrl = 'https://github.com/gasdotzip/documentation'

/** Gas.zip's social links. Gas.zip has no Telegram link. */
export const socials = [
  { icon: 'discord', label: 'Discord', link: 'https://discord.gg/gasdotzip' },
  { icon: 'x', label: 'X (Twitter)', link: 'https://twitter.com/gasdotzip' },
  { icon: 'github', label: 'GitHub', link: 'https://github.com/gasdotzip' },
  { icon: 'warpcast', label: 'Warpcast', link: 'https://warpcast.com/gasdotzip' },
] as const

/** Search settings: a match in a section title weighs most, then the text, then the titles above it; prefixes and small typos match. */
export const searchOptions = {
  boost: { title: 4, text: 2, titles: 1 },
  fuzzy: 0.2,
  prefix: true,
}
