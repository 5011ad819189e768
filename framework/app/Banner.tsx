/**
 * Overrides Vocs' `Banner` in the docs layout (DocsLayout.js; framework/manifest.ts).
 * The banner is the config's `banner.content`, an element: Vocs would compile Markdown
 * content in the browser with `new Function`, which the Content Security Policy forbids, so
 * text content is shown as plain text. The close button has an accessible name, and the
 * banner's colours come from the config as Vocs' CSS variables.
 */

import { Cross1Icon } from '@radix-ui/react-icons'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import {
  bannerBackgroundColor,
  bannerTextColor,
  closeButton,
  content,
  inner,
  root,
} from '../../node_modules/vocs/_lib/app/components/Banner.css.js'
import { useConfig } from '../../node_modules/vocs/_lib/app/hooks/useConfig.js'
import { deserializeElement } from '../../node_modules/vocs/_lib/app/utils/deserializeElement.js'

export function Banner({ hide }: { hide: () => void }) {
  const { banner } = useConfig()
  if (!banner?.content) return null
  return (
    <div
      className={root}
      style={assignInlineVars({
        [bannerBackgroundColor]: banner.backgroundColor ?? null,
        [bannerTextColor]: banner.textColor ?? null,
      })}
    >
      <div className={inner}>
        <div className={content}>
          {typeof banner.content === 'string' ? banner.content : deserializeElement(banner.content)}
        </div>
        {String(banner.dismissable) !== 'false' && (
          <button className={closeButton} onClick={hide} type="button" aria-label="Close banner">
            <Cross1Icon width={14} height={14} />
          </button>
        )}
      </div>
    </div>
  )
}
