import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { SECOND_EXPIRY_AFTER_MS } from '@/lib/cache/expiry'

import { createAuthor, lexicalParagraph, testPayload } from './support/payload'

let payload: Payload
let authorId: number

beforeAll(async () => {
  payload = await testPayload()
  authorId = (await createAuthor(payload)).id
})

beforeEach(() => {
  vi.mocked(revalidateTag).mockClear()
  vi.mocked(after).mockClear()
})

const expired = () => vi.mocked(revalidateTag).mock.calls.map(([tag, profile]) => ({ tag, profile }))
const base = () => ({ excerpt: 'Excerpt of the post.', content: lexicalParagraph('Body'), authors: [authorId] })

describe('cache revalidation hooks', () => {
  it('expire the posts tag immediately when a post is published, edited or deleted', async () => {
    const doc = await payload.create({ collection: 'posts', data: { ...base(), title: 'Live post', _status: 'published' }, depth: 0 })
    expect(expired()).toContainEqual({ tag: 'posts', profile: { expire: 0 } })

    vi.mocked(revalidateTag).mockClear()
    await payload.update({ collection: 'posts', id: doc.id, data: { title: 'Live post, edited' }, depth: 0 })
    expect(expired().map((c) => c.tag)).toContain('posts')

    vi.mocked(revalidateTag).mockClear()
    await payload.delete({ collection: 'posts', id: doc.id, depth: 0 })
    expect(expired().map((c) => c.tag)).toContain('posts')
  })

  it('expire the same tags again once the renders in flight during the change are stored', async () => {
    await payload.create({ collection: 'posts', data: { ...base(), title: 'Published under traffic', _status: 'published' }, depth: 0 })
    expect(vi.mocked(after)).toHaveBeenCalledTimes(1)
    const [task] = vi.mocked(after).mock.calls[0]!
    vi.mocked(revalidateTag).mockClear()
    vi.useFakeTimers()
    try {
      const done = (task as () => Promise<void>)()
      await vi.advanceTimersByTimeAsync(SECOND_EXPIRY_AFTER_MS - 1)
      expect(expired()).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      await done
      expect(expired()).toEqual([{ tag: 'posts', profile: { expire: 0 } }])
    } finally {
      vi.useRealTimers()
    }
  })

  it('leave the cache alone while a never-published draft is saved', async () => {
    await payload.create({ collection: 'posts', data: { ...base(), title: 'Quiet draft', _status: 'draft' }, depth: 0, draft: true })
    expect(expired().map((c) => c.tag)).not.toContain('posts')
  })

  it('leave the cache alone while a draft is saved beside a published post, as the admin autosaves', async () => {
    const doc = await payload.create({
      collection: 'posts',
      data: { ...base(), title: 'Live while edited', _status: 'published' },
      depth: 0,
    })
    vi.mocked(revalidateTag).mockClear()
    // The admin's autosave: PATCH /api/posts/:id?autosave=true&draft=true with the draft status.
    const req = { query: { autosave: 'true', draft: 'true' } } as unknown as Partial<PayloadRequest>
    await payload.update({
      collection: 'posts',
      id: doc.id,
      data: { title: 'Live while edited, draft', _status: 'draft' },
      draft: true,
      autosave: true,
      req,
      depth: 0,
    })
    expect(expired().map((c) => c.tag)).not.toContain('posts')
    const published = await payload.findByID({ collection: 'posts', id: doc.id, depth: 0 })
    expect(published.title).toBe('Live while edited')

    // Publishing the draft, from the same screen, is a change visitors must see.
    await payload.update({ collection: 'posts', id: doc.id, data: { title: 'Live while edited, v2', _status: 'published' }, depth: 0 })
    expect(expired().map((c) => c.tag)).toContain('posts')
  })

  it('expire the posts tag when a published post is unpublished', async () => {
    const doc = await payload.create({ collection: 'posts', data: { ...base(), title: 'Going away', _status: 'published' }, depth: 0 })
    vi.mocked(revalidateTag).mockClear()
    await payload.update({ collection: 'posts', id: doc.id, data: { _status: 'draft' }, depth: 0 })
    expect(expired().map((c) => c.tag)).toContain('posts')
  })

  it('expire the matching tag for taxonomy, authors and the legal pages', async () => {
    await createAuthor(payload)
    await payload.create({ collection: 'categories', data: { title: 'Live streaming' }, depth: 0 })
    await payload.create({ collection: 'tags', data: { title: 'Lighting' }, depth: 0 })
    await payload.updateGlobal({
      slug: 'privacy-policy',
      data: { title: 'Privacy policy', effectiveDate: '2026-11-01', content: lexicalParagraph('Policy.') },
      depth: 0,
    })
    expect(expired().map((c) => c.tag)).toEqual(expect.arrayContaining(['categories', 'tags', 'authors', 'global:privacy-policy']))
  })

  it('skip expiry when the seed asks for it', async () => {
    await payload.create({ collection: 'tags', data: { title: 'Seeded' }, depth: 0, context: { disableRevalidate: true } })
    expect(expired()).toEqual([])
    expect(vi.mocked(after)).not.toHaveBeenCalled()
  })
})
