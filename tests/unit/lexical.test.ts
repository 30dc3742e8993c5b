import { describe, expect, it } from 'vitest'

import { extractHeadings, lexicalToPlainText } from '@/lib/lexical'
import { blocksToLexical } from '@/seed/lexical'

const doc = blocksToLexical(
  [
    { type: 'p', text: 'Intro with **bold** and a [link](/blog).' },
    { type: 'h2', text: 'Find the idea' },
    { type: 'ul', items: ['First', 'Second'] },
    { type: 'h3', text: 'Check it' },
    { type: 'h2', text: 'Find the idea' },
    { type: 'quote', text: 'Consistency beats frequency.' },
  ],
  [],
)

describe('lexicalToPlainText', () => {
  it('joins block text with line breaks and keeps inline text whole', () => {
    expect(lexicalToPlainText(doc)).toBe('Intro with bold and a link.\nFind the idea\nFirst\nSecond\nCheck it\nFind the idea\nConsistency beats frequency.')
  })

  it('is empty for missing content', () => {
    expect(lexicalToPlainText(null)).toBe('')
    expect(lexicalToPlainText(undefined)).toBe('')
  })
})

describe('extractHeadings', () => {
  it('gives h2 and h3 headings unique anchor ids', () => {
    expect(extractHeadings(doc).map(({ id, level, text }) => ({ id, level, text }))).toEqual([
      { id: 'find-the-idea', level: 2, text: 'Find the idea' },
      { id: 'check-it', level: 3, text: 'Check it' },
      { id: 'find-the-idea-2', level: 2, text: 'Find the idea' },
    ])
  })
})

describe('seed blocks to Lexical', () => {
  it('turns inline markup into formatted text and links', () => {
    const paragraph = doc.root.children?.[0] as unknown as { children: { type: string; text?: string; format?: number; fields?: { url: string } }[] }
    expect(paragraph.children.map((node) => node.type)).toEqual(['text', 'text', 'text', 'link', 'text'])
    expect(paragraph.children[1]).toMatchObject({ text: 'bold', format: 1 })
    expect(paragraph.children[3]?.fields?.url).toBe('/blog')
  })

  it('refuses an image block without a media id', () => {
    expect(() => blocksToLexical([{ type: 'image', alt: 'x' }], [])).toThrow(/fewer image ids/)
  })
})
