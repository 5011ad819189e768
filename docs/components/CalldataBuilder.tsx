import { type KeyboardEvent, useMemo, useState } from 'react'
import outboundJson from '../data/outboundChains.json'
import { type OutboundChain, searchOutboundChains } from '../lib/chains/outboundChainSearch.ts'
import type { OutboundChainsFile } from '../lib/data/schemas.ts'
import {
  type CalldataPart,
  DepositEncodingError,
  decodeDirectDepositCalldata,
  encodeDirectDepositCalldata,
  parseRecipient,
  recipientTypes,
} from '../lib/encoding/depositEncoding.ts'
import './CalldataBuilder.css'
import { useElementId } from '../lib/site/elementId.ts'

// Validated before every build (scripts/validate-data.ts); the browser gets plain JSON.
const chains = (outboundJson as OutboundChainsFile).chains

type RecipientMode = 'sender' | 'address'

type Result =
  | { calldata: string; parts: CalldataPart[]; recipientError?: undefined; problem?: undefined }
  | { calldata?: undefined; parts?: undefined; recipientError?: string; problem: string }

function build(mode: RecipientMode, address: string, selected: readonly OutboundChain[]): Result {
  let recipientError: string | undefined
  let recipient: ReturnType<typeof parseRecipient> | 'sender' = 'sender'
  if (mode === 'address') {
    if (address.trim() === '') {
      return { problem: 'Enter the recipient address, or choose "Send to myself".' }
    }
    try {
      recipient = parseRecipient(address)
    } catch (error) {
      recipientError = error instanceof DepositEncodingError ? error.message : String(error)
      return { recipientError, problem: 'No calldata: the recipient address above is not valid.' }
    }
  }
  if (selected.length === 0) return { problem: 'Pick at least one outbound chain.' }
  try {
    const calldata = encodeDirectDepositCalldata(
      recipient,
      selected.map((chain) => chain.shortId),
    )
    return { calldata, parts: decodeDirectDepositCalldata(calldata).parts }
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) }
  }
}

const byteRange = (start: number, length: number) => (length === 1 ? `${start}` : `${start}–${start + length - 1}`)

/** Builds Direct Deposit calldata in the browser from a recipient and a list of outbound chains. */
export function CalldataBuilder() {
  const id = useElementId()
  const [mode, setMode] = useState<RecipientMode>('address')
  const [address, setAddress] = useState('')
  const [selected, setSelected] = useState<OutboundChain[]>([])
  const [query, setQuery] = useState('')
  const [activeIndex, setActiveIndex] = useState(0)
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle')

  const matches = useMemo(
    () =>
      searchOutboundChains(chains, query, {
        exclude: selected.map((chain) => chain.shortId),
      }),
    [query, selected],
  )
  const result = useMemo(() => build(mode, address, selected), [mode, address, selected])
  const listOpen = matches.length > 0
  const active = listOpen ? Math.min(activeIndex, matches.length - 1) : -1
  const optionId = (index: number) => `${id}-option-${index}`

  const add = (chain: OutboundChain) => {
    setSelected((current) => [...current, chain])
    setQuery('')
    setActiveIndex(0)
    setCopyState('idle')
  }
  const remove = (shortId: number) => {
    setSelected((current) => current.filter((chain) => chain.shortId !== shortId))
    setCopyState('idle')
  }

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && listOpen) {
      event.preventDefault()
      setActiveIndex((active + 1) % matches.length)
    } else if (event.key === 'ArrowUp' && listOpen) {
      event.preventDefault()
      setActiveIndex((active - 1 + matches.length) % matches.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const chain = matches[active]
      if (chain) add(chain)
    } else if (event.key === 'Escape') {
      setQuery('')
    }
  }

  const copy = async () => {
    if (!result.calldata) return
    try {
      await navigator.clipboard.writeText(result.calldata)
      setCopyState('copied')
      setTimeout(() => setCopyState('idle'), 1500)
    } catch {
      setCopyState('failed')
    }
  }

  const chainName = (shortId: number) => selected.find((chain) => chain.shortId === shortId)?.name ?? 'unknown chain'
  let offset = 0

  return (
    <div className="gz-cdb" data-testid="calldata-builder">
      <fieldset className="gz-cdb-fieldset">
        <legend className="gz-cdb-legend">Recipient</legend>
        <div className="gz-cdb-radios">
          <label className="gz-cdb-radio">
            <input
              type="radio"
              name={`${id}-mode`}
              value="address"
              checked={mode === 'address'}
              onChange={() => setMode('address')}
            />
            Another address
          </label>
          <label className="gz-cdb-radio">
            <input
              type="radio"
              name={`${id}-mode`}
              value="sender"
              checked={mode === 'sender'}
              onChange={() => setMode('sender')}
            />
            Send to myself (type 01)
          </label>
        </div>
        <label className="gz-cdb-label" htmlFor={`${id}-address`}>
          Recipient address
        </label>
        <input
          id={`${id}-address`}
          className="gz-cdb-input"
          type="text"
          spellCheck={false}
          autoComplete="off"
          disabled={mode === 'sender'}
          value={address}
          aria-invalid={result.recipientError ? true : undefined}
          aria-describedby={`${id}-address-help${result.recipientError ? ` ${id}-address-error` : ''}`}
          placeholder="0x…, Solana, Sui/Aptos, XRP or init1… address"
          onChange={(event) => {
            setAddress(event.target.value)
            setCopyState('idle')
          }}
        />
        <p id={`${id}-address-help`} className="gz-cdb-help">
          {mode === 'sender'
            ? 'The account that sends the deposit receives the gas. No address goes in the calldata.'
            : 'The type byte follows from the address: 0x + 40 hex digits is EVM (02), a Solana address is 03, 0x + 64 hex digits is Sui/Aptos/Fuel (04), r… is XRP (05), init1… is Initia (06).'}
        </p>
        {result.recipientError ? (
          <p id={`${id}-address-error`} className="gz-cdb-error">
            {result.recipientError}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="gz-cdb-fieldset">
        <legend className="gz-cdb-legend">Outbound chains</legend>
        <label className="gz-cdb-label" htmlFor={`${id}-search`}>
          Add a chain by name, short id or native chain id
        </label>
        <div className="gz-cdb-combo">
          <input
            id={`${id}-search`}
            className="gz-cdb-input"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-expanded={listOpen}
            aria-controls={`${id}-listbox`}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-search-help`}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setActiveIndex(0)
            }}
            onKeyDown={onSearchKeyDown}
          />
          <div
            id={`${id}-listbox`}
            className="gz-cdb-listbox"
            role="listbox"
            aria-label="Matching chains"
            hidden={!listOpen}
          >
            {matches.map((chain, index) => (
              // Options are chosen with the keyboard through the search box (aria-activedescendant) or by pointer.
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection is handled by the combobox input
              <div
                key={chain.shortId}
                id={optionId(index)}
                tabIndex={-1}
                role="option"
                aria-selected={index === active}
                className="gz-cdb-option"
                data-active={index === active || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => add(chain)}
              >
                <span className="gz-cdb-option-name">{chain.name}</span>
                <span className="gz-cdb-option-ids">
                  short id {chain.shortId} · chain id {chain.nativeId}
                  {chain.mainnet === false ? ' · testnet' : ''}
                </span>
              </div>
            ))}
          </div>
        </div>
        <p id={`${id}-search-help`} className="gz-cdb-help">
          Type to search, use the arrow keys to move through the matches and press Enter to add one. The calldata lists
          the chains in the order you add them.
        </p>
        {selected.length > 0 ? (
          <ol className="gz-cdb-selected" aria-label="Selected outbound chains">
            {selected.map((chain) => (
              <li key={chain.shortId} className="gz-cdb-chip">
                <span>
                  {chain.name} <span className="gz-cdb-muted">(short id {chain.shortId})</span>
                </span>
                <button
                  type="button"
                  className="gz-cdb-button gz-cdb-button-small"
                  aria-label={`Remove ${chain.name}`}
                  onClick={() => remove(chain.shortId)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
        ) : (
          <p className="gz-cdb-help">No outbound chain selected yet.</p>
        )}
      </fieldset>

      <div className="gz-cdb-result" aria-live="polite">
        <p className="gz-cdb-legend">Calldata</p>
        {result.calldata ? (
          <>
            <div className="gz-cdb-output-row">
              <output className="gz-cdb-output" data-testid="calldata" htmlFor={`${id}-address ${id}-search`}>
                {result.calldata}
              </output>
              <button type="button" className="gz-cdb-button" onClick={copy}>
                {copyState === 'copied' ? 'Copied' : 'Copy calldata'}
              </button>
            </div>
            {copyState === 'failed' ? (
              <p className="gz-cdb-error">
                The browser did not allow copying. Select the calldata and copy it by hand.
              </p>
            ) : null}
            <table className="gz-cdb-table">
              <caption className="gz-cdb-caption">Byte by byte</caption>
              <thead>
                <tr>
                  <th scope="col">Bytes</th>
                  <th scope="col">Hex</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {result.parts.map((part) => {
                  const length = part.hex.length / 2
                  const range = byteRange(offset, length)
                  offset += length
                  const meaning =
                    part.kind === 'type'
                      ? `Recipient type ${part.hex}: ${recipientTypes[part.recipientType].description}`
                      : part.kind === 'recipient'
                        ? `Recipient ${part.recipient}`
                        : `Short id ${part.shortId}: ${chainName(part.shortId)}`
                  return (
                    <tr key={range}>
                      <td>{range}</td>
                      <td>
                        <code>{part.hex}</code>
                      </td>
                      <td>{meaning}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </>
        ) : (
          <p className={result.recipientError ? 'gz-cdb-error' : 'gz-cdb-help'} data-testid="calldata-problem">
            {result.problem}
          </p>
        )}
      </div>
    </div>
  )
}
