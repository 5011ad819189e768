/**
 * Overrides Vocs' `Footer.js` in the docs layout (framework/manifest.ts): the footer under
 * every page, with Vocs' markup and classes.
 *
 * On docs pages it holds the "Edit page" link, "Last updated" and the links to the previous
 * and next pages in sidebar order, which left Shift with ← or → also opens. Other layouts (the
 * landing page, the not-found screen) show the social links instead. A `docs/footer.tsx`, if
 * the site adds one, renders last, on every layout.
 *
 * Rules of this site:
 * - `/route.html` is the same page as `/route` (every route is served both ways), so the
 *   `.html` copy gets the same previous and next links;
 * - the previous and next links are in the prerendered page: added after hydration, they
 *   moved the footer on short pages;
 * - "Last updated" is the US long form ("November 22, 2026") built without `Intl`
 *   (footerNavigation.ts);
 * - the shortcut follows the links shown: nothing on a page the sidebar does not list, and
 *   nothing while the reader types in a field, where Shift and the arrows select text.
 */
import { Footer as ConsumerFooter } from 'virtual:consumer-components'
import { Pencil2Icon } from '@radix-ui/react-icons'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useEffect, useEffectEvent, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import * as styles from '../../node_modules/vocs/_lib/app/components/Footer.css.js'
import { sizeVar } from '../../node_modules/vocs/_lib/app/components/Icon.css.js'
import { Icon } from '../../node_modules/vocs/_lib/app/components/Icon.js'
import { ArrowLeft } from '../../node_modules/vocs/_lib/app/components/icons/ArrowLeft.js'
import { ArrowRight } from '../../node_modules/vocs/_lib/app/components/icons/ArrowRight.js'
import { KeyboardShortcut } from '../../node_modules/vocs/_lib/app/components/KeyboardShortcut.js'
import { Link } from '../../node_modules/vocs/_lib/app/components/Link.js'
import { Socials } from '../../node_modules/vocs/_lib/app/components/Socials.js'
import { useEditLink } from '../../node_modules/vocs/_lib/app/hooks/useEditLink.js'
import { useLayout } from '../../node_modules/vocs/_lib/app/hooks/useLayout.js'
import { useMounted } from '../../node_modules/vocs/_lib/app/hooks/useMounted.js'
import { usePageData } from '../../node_modules/vocs/_lib/app/hooks/usePageData.js'
import { useSidebar } from '../../node_modules/vocs/_lib/app/hooks/useSidebar.js'
import { isExternalLink, lastUpdatedText, neighbourPages, pageShortcut, sidebarPages } from './footerNavigation.ts'
import { isTypingTarget } from './searchShortcut.ts'

export function Footer() {
  const { layout } = useLayout()
  return (
    <footer className={styles.root} data-layout={layout}>
      {layout === 'docs' && (
        <>
          <div className={styles.container}>
            <EditLink />
            <LastUpdated />
          </div>
          <Navigation />
        </>
      )}
      {layout !== 'docs' && <Socials />}
      <ConsumerFooter />
    </footer>
  )
}

function EditLink() {
  const { url, text } = useEditLink()
  if (!url) return null
  return (
    <div>
      <Link className={styles.editLink} href={url}>
        <Pencil2Icon /> {text}
      </Link>
    </div>
  )
}

/** Shown from the first render after hydration: the date is in the reader's time zone, which the prerender cannot know. */
function LastUpdated() {
  const { lastUpdatedAt } = usePageData()
  const mounted = useMounted()
  if (!mounted || !lastUpdatedAt) return null
  const date = new Date(lastUpdatedAt)
  return (
    <div className={styles.lastUpdated}>
      Last updated: <time dateTime={date.toISOString()}>{lastUpdatedText(date)}</time>
    </div>
  )
}

const arrowSize = assignInlineVars({ [sizeVar]: '0.75em' })

function Navigation() {
  const { items } = useSidebar()
  const { pathname } = useLocation()
  const pages = useMemo(() => sidebarPages(items), [items])
  const { previous, next } = neighbourPages(pages, pathname)
  const navigate = useNavigate()

  const open = useEffectEvent((direction: 'previous' | 'next') => {
    const page = direction === 'previous' ? previous : next
    if (!page) return false
    if (isExternalLink(page.link)) window.open(page.link, '_blank', 'noopener,noreferrer')
    else navigate(page.link)
    return true
  })

  // Only the left Shift key, as the shortcut hints show. Its state is read from its own key
  // events, and forgotten when the window loses focus (its release may happen elsewhere).
  useEffect(() => {
    let leftShiftDown = false
    const keydown = (event: KeyboardEvent) => {
      if (event.code === 'ShiftLeft') leftShiftDown = true
      const direction = pageShortcut(event, leftShiftDown, isTypingTarget(event.target))
      if (direction && open(direction)) event.preventDefault()
    }
    const keyup = (event: KeyboardEvent) => {
      if (event.code === 'ShiftLeft') leftShiftDown = false
    }
    const blur = () => {
      leftShiftDown = false
    }
    window.addEventListener('keydown', keydown)
    window.addEventListener('keyup', keyup)
    window.addEventListener('blur', blur)
    return () => {
      window.removeEventListener('keydown', keydown)
      window.removeEventListener('keyup', keyup)
      window.removeEventListener('blur', blur)
    }
  }, [])

  return (
    <div className={styles.navigation}>
      {previous ? (
        <Link
          className={`${styles.navigationItem} ${styles.navigationItem_left}`}
          href={previous.link}
          variant="styleless"
        >
          <div className={styles.navigationText}>
            <div className={`${styles.navigationIcon} ${styles.navigationIcon_left}`} style={arrowSize}>
              <Icon label="Previous" icon={ArrowLeft} />
            </div>
            <div className={styles.navigationTextInner}>{previous.text}</div>
          </div>
          <KeyboardShortcut description="Previous" keys={['shift', '←']} />
        </Link>
      ) : (
        <div />
      )}
      {next ? (
        <Link
          className={`${styles.navigationItem} ${styles.navigationItem_right}`}
          href={next.link}
          variant="styleless"
        >
          <div className={styles.navigationText}>
            <div className={styles.navigationTextInner} style={{ textAlign: 'right' }}>
              {next.text}
            </div>
            <div className={`${styles.navigationIcon} ${styles.navigationIcon_right}`} style={arrowSize}>
              <Icon label="Next" icon={ArrowRight} />
            </div>
          </div>
          <KeyboardShortcut description="Next" keys={['shift', '→']} />
        </Link>
      ) : (
        <div />
      )}
    </div>
  )
}
