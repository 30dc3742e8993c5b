import type { SeedBlock } from './types'

/**
 * Builds Lexical's serialized JSON from the seed's simple block format, the same JSON the admin's
 * editor saves, so seeded posts can be edited like any other.
 */

type Node = { type: string; children?: Node[]; [key: string]: unknown }

const FORMAT_BOLD = 1
const FORMAT_ITALIC = 2

const element = (type: string, children: Node[], extra: Record<string, unknown> = {}): Node => ({
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

const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)/g

/** Inline markup: **bold**, *italic* and [label](href). */
export function inlineNodes(source: string): Node[] {
  const nodes: Node[] = []
  let last = 0
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text(source.slice(last, match.index)))
    const [, bold, italic, label, href] = match
    if (bold) nodes.push(text(bold, FORMAT_BOLD))
    else if (italic) nodes.push(text(italic, FORMAT_ITALIC))
    else if (label && href) {
      const external = /^https?:\/\//.test(href)
      nodes.push(
        element('link', [text(label)], {
          version: 3,
          fields: { linkType: 'custom', url: href, newTab: external },
        }),
      )
    }
    last = match.index + match[0].length
  }
  if (last < source.length) nodes.push(text(source.slice(last)))
  return nodes
}

let blockCounter = 0
const blockId = () => (++blockCounter).toString(16).padStart(24, '0')

/** `imageIds` are the media ids of the article's `image` blocks, in order. */
export function blocksToLexical(blocks: SeedBlock[], imageIds: (number | string)[]) {
  let image = 0
  const children: Node[] = blocks.map((block) => {
    switch (block.type) {
      case 'p':
        return element('paragraph', inlineNodes(block.text), { textFormat: 0, textStyle: '' })
      case 'h2':
      case 'h3':
        return element('heading', inlineNodes(block.text), { tag: block.type })
      case 'quote':
        return element('quote', inlineNodes(block.text))
      case 'ul':
      case 'ol':
        return element(
          'list',
          block.items.map((item, index) => element('listitem', inlineNodes(item), { value: index + 1 })),
          { listType: block.type === 'ul' ? 'bullet' : 'number', start: 1, tag: block.type },
        )
      case 'code':
        return {
          type: 'block',
          version: 2,
          format: '',
          fields: { id: blockId(), blockName: '', blockType: 'code', language: block.language, code: block.code },
        }
      case 'image': {
        const value = imageIds[image++]
        if (value === undefined) throw new Error('blocksToLexical: fewer image ids than image blocks')
        return { type: 'upload', version: 3, format: '', relationTo: 'media', value, fields: null, id: blockId() }
      }
    }
  })
  return { root: element('root', children) }
}
