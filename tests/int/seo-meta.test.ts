import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { META_DESCRIPTION, META_TITLE } from '@/lib/blog/seo-meta'

import { createAuthor, lexicalParagraph, testPayload } from './support/payload'

let payload: Payload
let base: { excerpt: string; content: ReturnType<typeof lexicalParagraph>; authors: number[] }

beforeAll(async () => {
  payload = await testPayload()
  const author = await createAuthor(payload)
  base = { excerpt: 'How chapters help viewers find their moment.', content: lexicalParagraph('Body text.'), authors: [author.id] }
})

const within = (text: string | null | undefined, { min, max }: { min: number; max: number }) => {
  const length = Array.from(text ?? '').length
  return length >= min && length <= max
}

describe('a post’s SEO meta', () => {
  it('is generated at the lengths the admin’s SEO checks want, and follows the title until set by hand', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { ...base, title: 'Chapters that keep viewers', _status: 'published' },
      depth: 0,
    })
    expect(within(post.meta?.title, META_TITLE)).toBe(true)
    expect(within(post.meta?.description, META_DESCRIPTION)).toBe(true)
    expect(post.meta?.title).toContain('Chapters that keep viewers')

    const renamed = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { title: 'YouTube chapters: the complete guide' },
      depth: 0,
    })
    expect(renamed.meta?.title).toContain('YouTube chapters: the complete guide')
    expect(within(renamed.meta?.title, META_TITLE)).toBe(true)

    const byHand = await payload.update({
      collection: 'posts',
      id: post.id,
      data: { meta: { title: 'My hand-written SEO title' } },
      depth: 0,
    })
    expect(byHand.meta?.title).toBe('My hand-written SEO title')
    const renamedAgain = await payload.update({ collection: 'posts', id: post.id, data: { title: 'Chapters, again' }, depth: 0 })
    expect(renamedAgain.meta?.title).toBe('My hand-written SEO title')
    expect(renamedAgain.meta?.description).toBe(post.meta?.description)
  })

  it('upgrades the old “<title> · TubeLift” form, which was never typed by hand', async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { ...base, title: 'YouTube Shorts that grow', meta: { title: 'YouTube Shorts that grow · TubeLift' }, _status: 'published' },
      depth: 0,
    })
    expect(within(post.meta?.title, META_TITLE)).toBe(true)
  })
})
