/**
 * Icon components with the names and props Vocs' chrome uses (manifest: "icons from the
 * stylesheet"), each an empty element that the stylesheet paints with the icon's shape in the
 * text colour (icons.css, written by `npm run icons` from the original components). The element is hidden from assistive technology, as the SVG's title was
 * redundant with the label of the control or wrapper around it.
 */
import './icons.css'
import type { CSSProperties } from 'react'
import type { IconName } from './iconList.ts'

type IconProps = { width?: number | string; height?: number | string; style?: CSSProperties; className?: string }

/** A Vocs icon: it fills the box of the `Icon` wrapper around it, whatever size it is given. */
const filling = (name: IconName) =>
  function MaskIcon({ className }: IconProps) {
    return <span aria-hidden="true" className={className} data-icon={name} data-fill="" />
  }

/** A Radix icon: 15 px square unless given a size; takes the style it is given. */
const sized = (name: IconName) =>
  function MaskIcon({ width = 15, height = 15, style, className }: IconProps) {
    return <span aria-hidden="true" className={className} data-icon={name} style={{ width, height, ...style }} />
  }

export const ArrowLeft = filling('ArrowLeft')
export const ArrowRight = filling('ArrowRight')
export const Bluesky = filling('Bluesky')
export const CheckCircle = filling('CheckCircle')
export const Checkmark = filling('Checkmark')
export const ChevronDown = filling('ChevronDown')
export const ChevronRight = filling('ChevronRight')
export const ChevronUp = filling('ChevronUp')
export const Copy = filling('Copy')
export const Discord = filling('Discord')
export const ExclamationTriangle = filling('ExclamationTriangle')
export const Farcaster = filling('Farcaster')
export const File = filling('File')
export const GitHub = filling('GitHub')
export const InfoCircled = filling('InfoCircled')
export const LightningBolt = filling('LightningBolt')
export const Menu = filling('Menu')
export const Moon = filling('Moon')
export const Sun = filling('Sun')
export const Telegram = filling('Telegram')
export const Terminal = filling('Terminal')
export const Warpcast = filling('Warpcast')
export const X = filling('X')
export const Cross1Icon = sized('Cross1Icon')
export const MagnifyingGlassIcon = sized('MagnifyingGlassIcon')
export const Pencil2Icon = sized('Pencil2Icon')
