/**
 * The top bars' navigation menu while the site has no top navigation: it renders nothing, where
 * Radix' menu added an empty landmark.
 */
const nothing = () => null
export const Root = nothing
export const List = nothing
export const Link = nothing
export const Item = nothing
export const Trigger = nothing
export const Content = nothing
