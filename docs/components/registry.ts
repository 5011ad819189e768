/**
 * Every component a page may place, by name, with its Markdown form. The React form is the
 * component of the same name exported from this folder; the Markdown form is what the page's
 * Markdown copy and llms-full.txt show in its place (docs/lib/markdown/pageMarkdown.ts), and
 * the text the search index finds it by (docs/lib/markdown/remarkComponentMarkdown.ts).
 *
 * A new component is its file in this folder plus one entry here. A page that places a
 * component without an entry fails the build, naming the page.
 */
import type { RootContent } from 'mdast'
import { link, paragraph, text } from '../lib/markdown/blocks.ts'
import {
  limitContractBlocks,
  parameterBlocks,
  requestLineBlocks,
  responseBlocks,
  responseExampleBlocks,
  ripfunTokenBlocks,
  routeTableBlocks,
} from '../lib/markdown/dataBlocks.ts'
import { requestSampleBlocks } from '../lib/openapi/remarkRequestSamples.ts'

/** Where a component is placed: the page's file (for errors) and its absolute URL. */
export type Placement = { page: string; url: string }

/**
 * A component's Markdown form, from its attributes (strings only) and its children (already
 * in Markdown form). It throws an error that names what is wrong with the attributes.
 */
type MarkdownForm = (attributes: Record<string, string>, children: RootContent[], placement: Placement) => RootContent[]

/** A component placed in a page, as MDX parses it. */
export type PlacedElement = {
  name: string | null
  attributes: { type: string; name?: string; value?: unknown }[]
}

/**
 * The attributes of a placed element. A Markdown form reads string attributes only: an
 * expression (`prop={…}`) or a spread throws, naming the element.
 */
export function stringAttributes(element: PlacedElement): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || typeof attribute.value !== 'string')
      throw new Error(`<${element.name}> takes only string attributes`)
    attributes[attribute.name] = attribute.value
  }
  return attributes
}

/** An attribute the component cannot do without. */
function needs(attributes: Record<string, string>, name: string): string {
  const value = attributes[name]
  if (value === undefined) throw new Error(`needs the attribute ${name}`)
  return value
}

export const pageComponents: Record<string, MarkdownForm> = {
  // The filter box is interactive; the tables it wraps are its children.
  ChainTableFilter: (_, children) => children,
  // The home page's cards are the page's own list of links.
  HomePaths: (_, children) => children,
  EndpointRequestLine: (attributes) => requestLineBlocks(needs(attributes, 'operationId')),
  EndpointParameters: (attributes) => parameterBlocks(needs(attributes, 'operationId')),
  EndpointResponse: (attributes) => responseBlocks(needs(attributes, 'operationId')),
  ResponseExample: (attributes) =>
    responseExampleBlocks(needs(attributes, 'operationId'), needs(attributes, 'example')),
  // The same request in cURL, Python and TypeScript, one fenced block each.
  RequestSamples: (attributes) => requestSampleBlocks(needs(attributes, 'operationId'), attributes.query),
  ApiRouteTable: () => routeTableBlocks(),
  RipfunTokenTable: () => ripfunTokenBlocks(),
  LayerZeroLimitContracts: (attributes) => {
    const version = needs(attributes, 'version')
    if (version !== 'v1' && version !== 'v2') throw new Error('version must be v1 or v2')
    return limitContractBlocks(version)
  },
  CalldataBuilder: (_attributes, _children, { url }) => [
    paragraph(
      text('The calldata builder is an interactive form; use it on the '),
      link(url, text('web page')),
      text('.'),
    ),
  ],
  // The request it sends is the cURL line and URL the page already shows.
  TryIt: () => [],
}

/** The Markdown form of a placed component; an unknown component or bad attributes throw, naming both. */
export function componentMarkdown(
  name: string,
  attributes: Record<string, string>,
  children: RootContent[],
  placement: Placement,
): RootContent[] {
  const form = pageComponents[name]
  if (!form) throw new Error(`${placement.page}: <${name}> has no Markdown form; add it to docs/components/registry.ts`)
  try {
    return form(attributes, children, placement)
  } catch (error) {
    throw new Error(`${placement.page}: <${name}> ${(error as Error).message}`)
  }
}
