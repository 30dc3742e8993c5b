import { describe, expect, it } from 'vitest'

import { contentReferences } from '@/collections/blog/Posts/hooks/setContentReferences'
import { markdownToLexical, parseMarkdown } from '@/seed/lexical'

const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const internalLink = (value: unknown) => ({
  type: 'link',
  version: 3,
  fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value } },
  children: [text('read this')],
})

describe('contentReferences', () => {
  it('finds images, embeds and internal links at any depth, populated or not', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          { type: 'upload', relationTo: 'media', value: 7, version: 3 },
          { type: 'paragraph', children: [text('See '), internalLink({ id: 12, title: 'Populated' })] },
          { type: 'list', children: [{ type: 'listitem', children: [{ type: 'paragraph', children: [internalLink('abc')] }] }] },
          { type: 'relationship', relationTo: 'posts', value: { id: 3 } },
        ],
      },
    }
    expect(contentReferences(state)).toEqual([
      { relationTo: 'media', id: 7 },
      { relationTo: 'posts', id: 12 },
      { relationTo: 'posts', id: 'abc' },
      { relationTo: 'posts', id: 3 },
    ])
  })

  it('ignores external links, images whose value is missing, and anything that is not rich text', () => {
    const seeded = markdownToLexical(parseMarkdown('A [site](https://example.com) and [a page](/blog).'), [])
    expect(contentReferences(seeded)).toEqual([])
    expect(contentReferences({ root: { children: [{ type: 'upload', relationTo: 'media', value: null }] } })).toEqual([])
    for (const value of [null, undefined, 'text', 42, { root: null }, { root: { children: 'nope' } }])
      expect(contentReferences(value)).toEqual([])
  })
})
