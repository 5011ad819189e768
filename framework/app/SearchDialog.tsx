/**
 * The search dialog (loaded by searchButtons.tsx): Vocs' markup and classes inside the browser's
 * modal `<dialog>`, which keeps focus inside, makes the page inert and hands Escape over as a
 * cancel. The results are a listbox of the result links, the field points at the selected one
 * (`aria-activedescendant`), and each excerpt is inert text. Its rules are searchResults.ts.
 */
import { ArrowLeftIcon, ChevronRightIcon, FileIcon, ListBulletIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Link, useNavigate } from 'react-router'
import type { SearchResult } from '../../docs/lib/search/searchFields.ts'
import { exactMatchFirst } from '../../docs/lib/search/searchRanking.ts'
import { useElementId } from '../../docs/lib/site/elementId.ts'
import { Content } from '../../node_modules/vocs/_lib/app/components/Content.js'
import { KeyboardShortcut } from '../../node_modules/vocs/_lib/app/components/KeyboardShortcut.js'
import * as styles from '../../node_modules/vocs/_lib/app/components/SearchDialog.css.js'
import { useConfig } from '../../node_modules/vocs/_lib/app/hooks/useConfig.js'
import { useDebounce } from '../../node_modules/vocs/_lib/app/hooks/useDebounce.js'
import { visuallyHidden } from '../../node_modules/vocs/_lib/app/styles/utils.css.js'
import { useSearchIndex } from './searchIndexLoader.ts'
import { readSearchQuery, writeSearchQuery } from './searchQueryParam.ts'
import {
  dialogKey,
  highlightPattern,
  initialFilterText,
  maxResults,
  opensElsewhere,
  stepSelection,
} from './searchResults.ts'
import { readStoredJson, writeStored } from './storage.ts'

type Hit = SearchResult & { id: string; match: Record<string, string[]> }

/** Text with the pattern's matches as `<mark>` elements. */
function Highlighted({ text, pattern }: { text: string; pattern: RegExp | undefined }) {
  if (!pattern) return text
  return text.split(pattern).map((piece, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, always in the same order
    index % 2 ? <mark key={index}>{piece}</mark> : piece,
  )
}

/**
 * Scrolls each excerpt so that its first highlighted match is in the middle of it. Every
 * position is read before any excerpt scrolls, so the browser lays the list out once, not once
 * per excerpt: on a slow phone that is the difference between a first result within 100 ms of
 * the key and one well after.
 */
function centerFirstMarks(excerpts: HTMLElement[]) {
  const targets = excerpts.map((excerpt) => {
    const mark = excerpt.querySelector('mark')
    if (!mark) return undefined
    const box = excerpt.getBoundingClientRect()
    const markBox = mark.getBoundingClientRect()
    return excerpt.scrollTop + markBox.top - box.top - (box.height - markBox.height) / 2
  })
  excerpts.forEach((excerpt, index) => {
    const top = targets[index]
    if (top !== undefined) excerpt.scrollTop = Math.max(0, top)
  })
}

export default function SearchDialog({ onClose, isOpen }: { onClose: () => void; isOpen: () => boolean }) {
  const { search: searchOptions } = useConfig()
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const listId = useElementId()
  const titleId = useElementId()
  const optionId = (index: number) => `${listId}-${index}`
  const dialogRef = useRef<HTMLDialogElement>(null)

  // Shown as a modal the moment it mounts, with the field focused in the same frame.
  useLayoutEffect(() => {
    dialogRef.current?.showModal()
    inputRef.current?.focus()
  }, [])

  const [filterText, setFilterText] = useState(() =>
    initialFilterText(readSearchQuery(), readStoredJson('sessionStorage', 'filterText')),
  )
  useEffect(() => {
    writeStored('sessionStorage', 'filterText', JSON.stringify(filterText))
  }, [filterText])
  // Results follow every key: searching the index takes a few milliseconds, even on a phone.
  // React renders them at a lower priority than the field, so typing never waits for them.
  const searchTerm = useDeferredValue(filterText)
  // The address follows the query: one history write per pause in typing, on the page search
  // opened on. A write still pending when a result opens (Enter, a click) would land on that
  // result's address: once the page or section has changed, none is made.
  const pausedTerm = useDebounce(filterText, 200)
  // A write can also still be pending when search closes (React runs it before the close
  // renders): a closed search leaves no query in the address, so none is made then either.
  const openedOn = useRef(`${location.pathname}${location.hash}`)
  useEffect(() => {
    if (isOpen() && `${location.pathname}${location.hash}` === openedOn.current) writeSearchQuery(pausedTerm)
  }, [pausedTerm, isOpen])

  const [showDetailView, setShowDetailView] = useState(() => readStoredJson('localStorage', 'showDetailView') !== false)
  const toggleDetailView = () => {
    writeStored('localStorage', 'showDetailView', JSON.stringify(!showDetailView))
    setShowDetailView(!showDetailView)
  }

  const { index: searchIndex, failed: searchIndexFailed, retry: retrySearchIndex } = useSearchIndex()
  const results = useMemo(
    () =>
      searchIndex && searchTerm
        ? exactMatchFirst(searchIndex.search(searchTerm, searchOptions) as unknown as Hit[], searchTerm).slice(
            0,
            maxResults,
          )
        : [],
    [searchIndex, searchOptions, searchTerm],
  )
  const pattern = useMemo(() => highlightPattern(results), [results])

  // The selection belongs to one list of results: new results start from the first one.
  const [selection, setSelection] = useState<{ results?: Hit[]; index: number }>({ index: -1 })
  const selectedIndex = selection.results === results ? selection.index : results.length ? 0 : -1
  const select = (index: number) => setSelection({ results, index })
  const selectedResult = results[selectedIndex]
  // After the keyboard moved the selection (scrolling the list under a still pointer), pointing
  // selects again only once the mouse moves.
  const [pointerSelects, setPointerSelects] = useState(true)

  const reset = () => {
    setFilterText('')
    inputRef.current?.focus()
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const onButton = event.target instanceof HTMLButtonElement && event.target.type !== 'submit'
      const action = dialogKey(event, onButton)
      if (!action || (action === 'open' && !selectedResult)) return
      event.preventDefault()
      if (action === 'open' && selectedResult) navigate(selectedResult.id)
      if (action === 'open' || action === 'close') onClose()
      else if (action === 'reset') {
        setFilterText('')
        inputRef.current?.focus()
      } else {
        const next = stepSelection(selectedIndex, results.length, action === 'next' ? 1 : -1)
        setSelection({ results, index: next })
        setPointerSelects(false)
        listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' })
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [navigate, onClose, results, selectedIndex, selectedResult])

  // With new results (and excerpts shown again) each excerpt scrolls to its first match, and
  // the list back to its top.
  useEffect(() => {
    const list = listRef.current
    if (!list || results.length === 0) return
    if (showDetailView) centerFirstMarks([...list.querySelectorAll<HTMLElement>(`.${styles.excerpt}`)])
    list.firstElementChild?.scrollIntoView({ block: 'start' })
  }, [results, showDetailView])

  return createPortal(
    <dialog
      ref={dialogRef}
      data-search-dialog=""
      aria-labelledby={titleId}
      // The browser may close the dialog itself (Escape, when the page may not keep it open).
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div className={styles.root}>
        <h2 id={titleId} className={visuallyHidden}>
          Search
        </h2>
        <form className={styles.searchBox} onSubmit={(event) => event.preventDefault()}>
          <button
            aria-label="Close search dialog"
            type="button"
            onClick={onClose}
            className={styles.searchInputIconMobile}
          >
            <ArrowLeftIcon className={styles.searchInputIcon} height={20} width={20} />
          </button>
          <label htmlFor="search-input">
            <MagnifyingGlassIcon
              aria-label="Search"
              className={`${styles.searchInputIcon} ${styles.searchInputIconDesktop}`}
              height={20}
              width={20}
            />
          </label>
          <input
            ref={inputRef}
            className={styles.searchInput}
            id="search-input"
            onChange={(event) => setFilterText(event.target.value)}
            placeholder="Search"
            type="search"
            value={filterText}
            aria-controls={listId}
            aria-activedescendant={selectedResult ? optionId(selectedIndex) : undefined}
          />
          <button
            aria-label="Toggle detail view"
            aria-pressed={showDetailView}
            type="button"
            onClick={toggleDetailView}
          >
            <ListBulletIcon className={styles.searchInputIcon} height={20} width={20} />
          </button>
          <button aria-label="Reset search" type="button" className={styles.searchInputIcon} onClick={reset}>
            ⌫
          </button>
        </form>
        <ul
          ref={listRef}
          id={listId}
          className={styles.results}
          role={results.length ? 'listbox' : undefined}
          aria-label={results.length ? 'Search results' : undefined}
          onMouseMove={() => {
            if (!pointerSelects) setPointerSelects(true)
          }}
        >
          {searchTerm && !searchIndex && !searchIndexFailed && <li aria-live="polite">Loading the search index…</li>}
          {searchTerm && !searchIndex && searchIndexFailed && (
            <li role="alert">
              Search could not load its index. Check your connection, then{' '}
              <button type="button" style={{ textDecoration: 'underline' }} onClick={retrySearchIndex}>
                try again
              </button>
              .
            </li>
          )}
          {searchTerm && searchIndex && results.length === 0 && (
            <li>
              No results for "<span>{searchTerm}</span>"
            </li>
          )}
          {results.map((result, index) => (
            <li
              key={result.id}
              role="none"
              className={index === selectedIndex ? `${styles.result} ${styles.resultSelected}` : styles.result}
            >
              <Link
                id={optionId(index)}
                role="option"
                aria-selected={index === selectedIndex}
                to={result.id}
                onClick={(event) => {
                  if (!opensElsewhere(event)) onClose()
                }}
                onMouseEnter={() => {
                  if (pointerSelects) select(index)
                }}
                onMouseMove={() => {
                  if (pointerSelects && index !== selectedIndex) select(index)
                }}
                onFocus={() => select(index)}
              >
                <div className={styles.titles}>
                  {result.isPage ? (
                    <FileIcon className={styles.resultIcon} />
                  ) : (
                    <span className={styles.resultIcon} aria-hidden="true">
                      #
                    </span>
                  )}
                  {result.titles.map((title, level) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a heading's level is its identity in the breadcrumb
                    <span className={styles.title} key={level}>
                      <Highlighted text={title} pattern={pattern} />
                      <ChevronRightIcon className={styles.titleIcon} />
                    </span>
                  ))}
                  <span className={styles.title}>
                    <Highlighted text={result.title} pattern={pattern} />
                  </span>
                </div>
                {showDetailView && result.excerpt && (
                  <div className={styles.excerpt} inert>
                    <Content className={styles.content}>
                      <p>
                        <Highlighted text={result.excerpt} pattern={pattern} />
                      </p>
                    </Content>
                  </div>
                )}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.searchShortcuts}>
          <KeyboardShortcut description="Navigate" keys={['↑', '↓']} />
          <KeyboardShortcut description="Select" keys={['enter']} />
          <KeyboardShortcut description="Close" keys={['esc']} />
          <KeyboardShortcut description="Reset" keys={['⌘', '⌫']} />
        </div>
      </div>
    </dialog>,
    document.body,
  )
}
