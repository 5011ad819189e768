/**
 * Stands in for Vocs' SearchDialog where the search buttons import it (DesktopSearch.js and
 * MobileSearch.js; see vocsStandIns.ts). The dialog, with MiniSearch and mark.js, is its own
 * chunk: fetched once the browser is idle after load, or earlier when a reader points at or
 * focuses a search button, so the first "/", Ctrl+K or click shows it in the same frame. The
 * search index itself still loads on the first open, inside the dialog.
 */
import { useQueryState } from 'nuqs'
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react'
import { loadOnce, whenIdleAfterLoad } from './loadLater.ts'

type SearchDialogProps = { open: boolean; onClose: () => void }

let loaded: ComponentType<SearchDialogProps> | undefined

const loadSearchDialog = loadOnce(() =>
  import('virtual:vocs-search-dialog').then((module) => {
    loaded = module.SearchDialog
    return { default: module.SearchDialog }
  }),
)

function preloadSearchDialog() {
  loadSearchDialog().catch(() => undefined)
}

if (typeof window !== 'undefined') {
  whenIdleAfterLoad().then(preloadSearchDialog)
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[aria-haspopup="dialog"]')) preloadSearchDialog()
  }
  document.addEventListener('pointerover', onIntent, { passive: true })
  document.addEventListener('focusin', onIntent)
}

// Once the chunk is in, the factory returns a thenable that resolves at once, which React
// reads synchronously: the first open renders the dialog without suspending.
type DialogModule = { default: ComponentType<SearchDialogProps> }
function resolvedAtOnce(module: DialogModule): Promise<DialogModule> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable that React reads synchronously, unlike a Promise
  return { then: (resolve: (value: DialogModule) => void) => resolve(module) } as unknown as Promise<DialogModule>
}
const LazySearchDialog = lazy(() => (loaded ? resolvedAtOnce({ default: loaded }) : loadSearchDialog()))

export function SearchDialog(props: SearchDialogProps) {
  const [, setQueryParam] = useQueryState('q')
  const wasOpen = useRef(false)
  useEffect(() => {
    // The dialog unmounts when closed: clear `?q=`, or a leftover query would reopen it.
    if (wasOpen.current && !props.open) setQueryParam(null)
    wasOpen.current = props.open
  }, [props.open, setQueryParam])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <LazySearchDialog {...props} />
    </Suspense>
  )
}
