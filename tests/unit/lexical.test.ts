import { describe, expect, it } from 'vitest'

import { extractHeadings, lexicalToPlainText } from '@/lib/blog/lexical'
import { markdownToLexical, parseMarkdown } from '@/seed/lexical'

const doc = markdownToLexical(
  parseMarkdown(`Intro with **bold** and a [link](/blog).

## Find the idea

- First
- Second

### Check it

## Find the idea

> Consistency beats frequency.
`),
  [],
)

describe('lexicalToPlainText', () => {
  it('joins block text with line breaks and keeps inline text whole', () => {
    expect(lexicalToPlainText(doc)).toBe(
      'Intro with bold and a link.\nFind the idea\nFirst\nSecond\nCheck it\nFind the idea\nConsistency beats frequency.',
    )
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
