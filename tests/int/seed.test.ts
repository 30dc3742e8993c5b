import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { hasContent, seed, seedArticles } from '@/seed'

import { testPayload } from './support/payload'

let payload: Payload

const counts = async () => {
  const collections = ['posts', 'authors', 'categories', 'tags', 'media', 'users'] as const
  const entries = await Promise.all(collections.map(async (c) => [c, (await payload.count({ collection: c })).totalDocs] as const))
  return Object.fromEntries(entries)
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
}, 240_000)

describe('seed', () => {
  it('fills an empty database with a realistic blog', async () => {
    const total = await counts()
    expect(total.posts).toBeGreaterThanOrEqual(41)
    expect(total.authors).toBeGreaterThanOrEqual(3)
    expect(total.categories).toBeGreaterThanOrEqual(6)
    expect(total.tags).toBeGreaterThanOrEqual(20)
    expect(seedArticles.length).toBeGreaterThanOrEqual(40)
    const published = await payload.count({ collection: 'posts', where: { _status: { equals: 'published' } } })
    expect(published.totalDocs).toBe(seedArticles.length)
    const privacy = await payload.findGlobal({ slug: 'privacy-policy', depth: 0 })
    expect(privacy.content).toBeTruthy()
  })

  it('gives every post an author, a category, a hero image and reading time', async () => {
    const { docs } = await payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 0, pagination: false, depth: 0 })
    for (const doc of docs) {
      expect(doc.authors?.length).toBeGreaterThan(0)
      expect(doc.categories?.length).toBeGreaterThan(0)
      expect(doc.heroImage).toBeTruthy()
      expect(doc.readingTime).toBeGreaterThan(0)
    }
  })

  it('adds nothing when run a second time', async () => {
    const before = await counts()
    await seed(payload)
    expect(await counts()).toEqual(before)
    expect((await hasContent(payload)).any).toBe(true)
  }, 120_000)

  it('fills the promotion catalogue with every package and its highlights', async () => {
    const { docs } = await payload.find({ collection: 'services', limit: 0, pagination: false, depth: 0 })
    expect(docs.length).toBeGreaterThanOrEqual(3)
    for (const service of docs) {
      expect(service.packages?.length).toBeGreaterThan(0)
      expect(service.highlights?.length).toBeGreaterThan(0)
      expect(service.highlights?.every((item) => item.text.length > 0)).toBe(true)
    }
  })

  it('makes the first account an admin', async () => {
    const { docs } = await payload.find({ collection: 'users', sort: 'createdAt', limit: 1, depth: 0 })
    expect(docs[0]?.roles).toContain('admin')
  })
})
