import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAuthor, lexicalParagraph, testPayload } from './support/payload'

let payload: Payload
let authorId: number

beforeAll(async () => {
  payload = await testPayload()
  authorId = (await createAuthor(payload)).id
})

const post = (title: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'posts',
    data: {
      title,
      excerpt: 'Excerpt text for the post.',
      content: lexicalParagraph('Words of the post body.'),
      authors: [authorId],
      _status: 'published',
      ...extra,
    },
    depth: 0,
  })

describe('post slugs', () => {
  it('are made from the title and numbered when the title repeats', async () => {
    const first = await post('Thumbnails that get clicked')
    const second = await post('Thumbnails that get clicked')
    const third = await post('Thumbnails that get clicked')
    expect([first.slug, second.slug, third.slug]).toEqual([
      'thumbnails-that-get-clicked',
      'thumbnails-that-get-clicked-2',
      'thumbnails-that-get-clicked-3',
    ])
  })

  it('normalise a typed slug', async () => {
    const doc = await post('Anything', { slug: 'My Custom Slug!' })
    expect(doc.slug).toBe('my-custom-slug')
  })

  it('refuse a typed slug that another post uses', async () => {
    await post('Original', { slug: 'taken-slug' })
    await expect(post('Copy', { slug: 'taken-slug' })).rejects.toThrow()
  })

  it('refuse slugs reserved by the blog routes', async () => {
    const error: { data?: { errors?: { message: string }[] } } = await post('Page', { slug: 'page' }).then(
      () => ({}),
      (e) => e,
    )
    expect(error.data?.errors?.[0]?.message).toMatch(/reserved/)
  })

  it('keep their slug when the title changes', async () => {
    const doc = await post('Before the rename')
    const renamed = await payload.update({ collection: 'posts', id: doc.id, data: { title: 'After the rename' }, depth: 0 })
    expect(renamed.slug).toBe('before-the-rename')
  })
})

describe('derived post fields', () => {
  it('compute reading time, searchable text and the publication date', async () => {
    const words = Array.from({ length: 700 }, (_, i) => `word${i}`).join(' ')
    const doc = await post('Long read', { content: lexicalParagraph(words) })
    expect(doc.readingTime).toBe(3)
    expect(doc.contentText).toContain('word699')
    expect(doc.publishedAt).toBeTruthy()
  })
})
