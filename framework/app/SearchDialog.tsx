/**
 * The search dialog that searchDialogRoot.tsx shows while search is open: Vocs' markup and
 * Vocs' classes inside the browser's own modal `<dialog>`, so it looks like Vocs' dialog.
 * The browser keeps focus inside it, makes the page behind it inert and hands Escape over
 * as a cancel; no dialog library is loaded. The rules that need no browser are in
 * searchResults.ts.
 *
 * What the reader gets:
 * - the site's search options run against Vocs' MiniSearch index, which Vocs' hook loads on
 *   the first open; results follow each key (no pause first); at most 16 results, each with
 *   its breadcrumb and, in detail view, the start of the section's text, scrolled to the first
 *   highlighted match;
 * - while the index loads, a polite announcement says so (not "No results");
 * - the field starts from `?q=` in the address, read once when the dialog opens, else from
 *   the last query in this tab. Typing writes the query back to `?q=` (a link to the search);
 *   the address is never read back into the field, which lost keys typed in quick succession;
 * - ↑ and ↓ move the selection and wrap at both ends, Enter opens the selected result, ⌘⌫
 *   and the reset button clear the field; pointing at a result selects it. After the keyboard
 *   moved the selection (and scrolled the list under a still pointer), the pointer selects
 *   again once the mouse moves;
 * - a click with a modifier key (Ctrl or ⌘: new tab, Shift: new window) is the browser's,
 *   and the dialog stays open;
 * - the detail-view choice is kept in local storage; on phones a back button closes search;
 * - the form never submits (Enter with no result would reload the page).
 *
 * For assistive technology, the results are a listbox named "Search results" whose options
 * are the result links themselves, and the field points at the selected one
 * (`aria-activedescendant`). The excerpt is plain text and inert: it is not part of the
 * option's name, and a click on it opens the result.
 */

import { ArrowLeftIcon, ChevronRightIcon, FileIcon, ListBulletIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Link, useNavigate } from 'react-router'
import type { SearchResult } from '../../docs/lib/search/searchFields.ts'
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
  breadcrumb,
  dialogKey,
  hasExcerpt,
  highlightPattern,
  highlightPieces,
  initialFilterText,
  matchedTerms,
  maxResults,
  opensElsewhere,
  stepSelection,
} from './searchResults.ts'
import { readStoredJson, writeStored } from './storage.ts'

type Hit = SearchResult & { id: string; match: Record<string, string[]> }

/** Text with the pattern's matches as `<mark>` elements. */
function Highlighted({ text, pattern }: { text: string; pattern: RegExp | undefined }) {
  if (!pattern) return text
  return highlightPieces(text, pattern).map((piece, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, always in the same order
    piece.highlighted ? <mark key={index}>{piece.text}</mark> : piece.text,
  )
}

/** A result's breadcrumb and, in detail view, its excerpt, with the matches highlighted. */
function ResultContent({
  result,
  pattern,
  showDetailView,
}: {
  result: Hit
  pattern?: RegExp
  showDetailView: boolean
}) {
  return (
    <>
      <div className={styles.titles}>
        {result.isPage ? (
          <FileIcon className={styles.resultIcon} />
        ) : (
          <span className={styles.resultIcon} aria-hidden="true">
            #
          </span>
        )}
        {breadcrumb(result.titles).map((title, level) => (
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
      {showDetailView && hasExcerpt(result) && (
        <div className={styles.excerpt} inert>
          <Content className={styles.content}>
            <p>
              <Highlighted text={result.excerpt} pattern={pattern} />
            </p>
          </Content>
        </div>
      )}
    </>
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

export function SearchDialog({ onClose }: { onClose: () => void }) {
  const { search: searchOptions } = useConfig()
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const listId = useElementId()
  const titleId = useElementId()
  const optionId = (index: number) => `${listId}-${index}`
  const dialogRef = useRef<HTMLDialogElement>(null)
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  // Shown as a modal the moment it mounts, with the field focused in the same frame.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // The browser may close the dialog itself (Escape, when the page may not keep it open).
    const closedByBrowser = () => onCloseRef.current()
    dialog.addEventListener('close', closedByBrowser)
    dialog.showModal()
    inputRef.current?.focus()
    return () => {
      dialog.removeEventListener('close', closedByBrowser)
      dialog.close()
    }
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
  // The address follows the query: one history write per pause in typing.
  const pausedTerm = useDebounce(filterText, 200)
  useEffect(() => {
    writeSearchQuery(pausedTerm)
  }, [pausedTerm])

  const [showDetailView, setShowDetailView] = useState(() => readStoredJson('localStorage', 'showDetailView') !== false)
  const toggleDetailView = () => {
    writeStored('localStorage', 'showDetailView', JSON.stringify(!showDetailView))
    setShowDetailView(!showDetailView)
  }

  const searchIndex = useSearchIndex()
  const results = useMemo(
    () =>
      searchIndex && searchTerm
        ? (searchIndex.search(searchTerm, searchOptions).slice(0, maxResults) as unknown as Hit[])
        : [],
    [searchIndex, searchOptions, searchTerm],
  )
  const pattern = useMemo(() => highlightPattern(matchedTerms(results)), [results])

  // The selection belongs to one list of results: new results start from the first one.
  const [selection, setSelection] = useState<{ results?: Hit[]; index: number }>({ index: -1 })
  const selectedIndex = selection.results === results ? selection.index : results.length ? 0 : -1
  const select = (index: number) => setSelection({ results, index })
  const selectedResult = results[selectedIndex]
  const [pointerSelects, setPointerSelects] = useState(true)

  const reset = () => {
    setFilterText('')
    inputRef.current?.focus()
  }

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const onButton = event.target instanceof HTMLButtonElement && event.target.type !== 'submit'
      const action = dialogKey(event, onButton)
      if (!action) return
      if (action === 'open') {
        if (!selectedResult) return
        event.preventDefault()
        navigate(selectedResult.id)
        onClose()
        return
      }
      event.preventDefault()
      if (action === 'reset') {
        setFilterText('')
        inputRef.current?.focus()
        return
      }
      const next = stepSelection(selectedIndex, results.length, action === 'next' ? 1 : -1)
      setSelection({ results, index: next })
      setPointerSelects(false)
      listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' })
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
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={(event) => {
        // Escape closes search at once, also from a filled search field (which would only
        // clear itself on the first press).
        if (event.key !== 'Escape') return
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
            tabIndex={0}
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
          {searchTerm && !searchIndex && <li aria-live="polite">Loading the search index…</li>}
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
                <ResultContent result={result} pattern={pattern} showDetailView={showDetailView} />
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
