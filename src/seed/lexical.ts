import type { PhrasingContent, Root, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'

import { CODE_LANGUAGES } from '@/blocks/Code'

/**
 * Turns the seed's Markdown into Lexical's serialized JSON, the same JSON the admin's editor saves,
 * so seeded posts can be edited like any other. Markdown is parsed by mdast-util-from-markdown
 * (CommonMark); this file only maps its syntax tree onto Lexical nodes.
 *
 * Supported: paragraphs, `##`/`###` headings, bullet and numbered lists, one-paragraph quotes,
 * fenced code (a code block), **bold**, *italic*, [links](/path-or-url), and an image alone in its
 * paragraph, `![alt](illustration "caption")`, which becomes an upload of an illustration the seed
 * draws. Anything else is refused, so no text is dropped silently.
 */

type Node = { type: string; children?: Node[]; [key: string]: unknown }
type ElementNode = Node & { children: Node[] }

export type SeedImage = { alt: string; caption?: string }

const FORMAT_BOLD = 1
const FORMAT_ITALIC = 2

const element = (type: string, children: Node[], extra: Record<string, unknown> = {}): ElementNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const text = (value: string, format = 0): Node => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

const unsupported = (what: string, line?: number) =>
  new Error(`Seed Markdown: ${what} is not supported${line === undefined ? '' : ` (line ${line})`}`)

function inlineNodes(nodes: PhrasingContent[], format = 0): Node[] {
  return nodes.flatMap((node): Node[] => {
    switch (node.type) {
      case 'text':
        return [text(node.value, format)]
      case 'strong':
        return inlineNodes(node.children, format | FORMAT_BOLD)
      case 'emphasis':
        return inlineNodes(node.children, format | FORMAT_ITALIC)
      case 'link':
        return [
          element('link', inlineNodes(node.children, format), {
            version: 3,
            fields: { linkType: 'custom', url: node.url, newTab: /^https?:\/\//.test(node.url) },
          }),
        ]
      default:
        throw unsupported(`inline ${node.type}`, node.position?.start.line)
    }
  })
}

/** The image of a paragraph that holds nothing else, or undefined for an ordinary paragraph. */
function soleImage(node: RootContent) {
  if (node.type !== 'paragraph' || node.children.length !== 1) return undefined
  const [child] = node.children
  return child?.type === 'image' ? child : undefined
}

export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown)
}

/** The article's illustrations, in order: the seed creates one media document for each. */
export function markdownImages(tree: Root): SeedImage[] {
  return tree.children.flatMap((node) => {
    const image = soleImage(node)
    return image ? [{ alt: image.alt ?? '', ...(image.title ? { caption: image.title } : {}) }] : []
  })
}

let blockCounter = 0
const blockId = () => (++blockCounter).toString(16).padStart(24, '0')

/** `imageIds` are the media ids of the tree's images (see `markdownImages`), in order. */
export function markdownToLexical(tree: Root, imageIds: (number | string)[]) {
  let image = 0
  const children = tree.children.map((node): Node => {
    const line = node.position?.start.line
    if (soleImage(node)) {
      const value = imageIds[image++]
      if (value === undefined) throw new Error('markdownToLexical: fewer image ids than images')
      return { type: 'upload', version: 3, format: '', relationTo: 'media', value, fields: null, id: blockId() }
    }
    switch (node.type) {
      case 'paragraph':
        return element('paragraph', inlineNodes(node.children), { textFormat: 0, textStyle: '' })
      case 'heading':
        if (node.depth !== 2 && node.depth !== 3) throw unsupported(`a level ${node.depth} heading`, line)
        return element('heading', inlineNodes(node.children), { tag: `h${node.depth}` })
      case 'blockquote': {
        const [paragraph, ...rest] = node.children
        if (paragraph?.type !== 'paragraph' || rest.length > 0) throw unsupported('a quote of anything but one paragraph', line)
        return element('quote', inlineNodes(paragraph.children))
      }
      case 'list': {
        const start = node.start ?? 1
        const items = node.children.map((item, index) => {
          const [paragraph, ...rest] = item.children
          if (paragraph?.type !== 'paragraph' || rest.length > 0)
            throw unsupported('a list item of anything but one paragraph', item.position?.start.line)
          return element('listitem', inlineNodes(paragraph.children), { value: start + index })
        })
        return element('list', items, node.ordered ? { listType: 'number', start, tag: 'ol' } : { listType: 'bullet', start, tag: 'ul' })
      }
      case 'code': {
        const language = node.lang ?? 'text'
        if (!(CODE_LANGUAGES as readonly string[]).includes(language)) throw unsupported(`code in "${language}"`, line)
        return {
          type: 'block',
          version: 2,
          format: '',
          fields: { id: blockId(), blockName: '', blockType: 'code', language, code: node.value },
        }
      }
      default:
        throw unsupported(node.type, line)
    }
  })
  return { root: element('root', children) }
}
