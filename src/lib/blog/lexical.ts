import { slugify } from '@/lib/slug'

/** The parts of Lexical's serialized JSON that the site reads (the editor stores more). */
export type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  tag?: string
  [key: string]: unknown
}

export type LexicalState = { root: LexicalNode } | null | undefined

const BLOCK_TYPES = new Set(['paragraph', 'heading', 'quote', 'listitem', 'list'])

function collectText(node: LexicalNode, out: string[]) {
  if (node.type === 'text' && typeof node.text === 'string') out.push(node.text)
  if (node.type === 'linebreak') out.push('\n')
  node.children?.forEach((child) => collectText(child, out))
  if (BLOCK_TYPES.has(node.type)) out.push('\n')
}

/** Plain text of a rich text document: used for reading time, search and excerpts. */
export function lexicalToPlainText(state: LexicalState): string {
  if (!state?.root) return ''
  const out: string[] = []
  collectText(state.root, out)
  return out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim()
}

export function nodeText(node: LexicalNode): string {
  const out: string[] = []
  collectText(node, out)
  return out.join('').trim()
}

export type Heading = { id: string; level: 2 | 3; text: string; node: LexicalNode }

/**
 * The h2/h3 headings of a document with stable, unique anchor ids. The table of contents and the
 * renderer both call this, so a TOC link always lands on its heading.
 */
export function extractHeadings(state: LexicalState): Heading[] {
  const headings: Heading[] = []
  const used = new Map<string, number>()
  for (const node of state?.root?.children ?? []) {
    if (node.type !== 'heading' || (node.tag !== 'h2' && node.tag !== 'h3')) continue
    const text = nodeText(node)
    const base = slugify(text) || 'section'
    const seen = used.get(base) ?? 0
    used.set(base, seen + 1)
    headings.push({ id: seen ? `${base}-${seen + 1}` : base, level: node.tag === 'h2' ? 2 : 3, text, node })
  }
  return headings
}
