import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { ACCOUNT_QUOTAS } from '@/lib/accounts/quotas'
import type { User } from '@/payload-types'

import { rest } from './support/http'
import { createUser, sessionToken, testPayload } from './support/payload'

/**
 * Every record a customer can create has a quota (count and bytes), a largest size and a write rate
 * (docs/security.md, round 2 items 3 and 5), counted atomically so parallel writes cannot pass it.
 */
let payload: Payload
let image: Buffer

beforeAll(async () => {
  payload = await testPayload()
  await createUser(payload, ['admin'])
  image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
    .png()
    .toBuffer()
})

const uploadAs = (user: User) =>
  payload.create({
    collection: 'uploads',
    data: {} as never,
    file: { data: image, mimetype: 'image/png', name: 'picture.png', size: image.length },
    user,
    overrideAccess: false,
    depth: 0,
  })

const countOf = async (collection: 'uploads' | 'keyword-lists' | 'thumbnail-downloads', owner: User) =>
  (await payload.count({ collection, where: { owner: { equals: owner.id } } })).totalDocs

describe('uploads', () => {
  it('stop at the quota however many arrive at once: 30 in parallel from 197 leave 200', async () => {
    const customer = await createUser(payload, ['customer'], { _verified: true })
    for (let i = 0; i < ACCOUNT_QUOTAS.uploads.records - 3; i++)
      await payload.create({
        collection: 'uploads',
        data: { owner: customer.id } as never,
        file: { data: image, mimetype: 'image/png', name: `old-${i}.png`, size: image.length },
        depth: 0,
      })
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => uploadAs(customer)))
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3)
    for (const result of results.filter((result) => result.status === 'rejected'))
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 413, message: expect.stringMatching(/at most 200 images/) })
    expect(await countOf('uploads', customer)).toBe(ACCOUNT_QUOTAS.uploads.records)
    // Deleting one gives its place back.
    const { docs } = await payload.find({ collection: 'uploads', where: { owner: { equals: customer.id } }, limit: 1, depth: 0 })
    await payload.delete({ collection: 'uploads', id: docs[0]!.id, depth: 0 })
    await expect(uploadAs(customer)).resolves.toMatchObject({ owner: customer.id })
  }, 300_000)
})

describe('saved results', () => {
  it('refuse a new keyword list past the quota, with a message that says what to do', async () => {
    const customer = await createUser(payload, ['customer'], { _verified: true })
    const keywords = [{ keyword: 'a', score: 1, popularity: 1, wordCount: 1 }]
    for (let i = 0; i < ACCOUNT_QUOTAS['keyword-lists'].records - 1; i++)
      await payload.db.create({ collection: 'keyword-lists', data: { owner: customer.id, name: `List ${i}`, keywords } })
    const token = await sessionToken(payload, customer)
    const attempts = await Promise.all(
      [1, 2, 3].map((n) => rest('POST', '/api/keyword-lists', { token, body: { name: `New ${n}`, keywords } })),
    )
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([201, 413, 413])
    expect(attempts.find((attempt) => attempt.status === 413)!.body.errors[0].message).toMatch(/at most 200 keyword lists.*Delete some/)
    expect(await countOf('keyword-lists', customer)).toBe(ACCOUNT_QUOTAS['keyword-lists'].records)
  })

  it('hold only validated shapes of a bounded size: a search history row of 2 MB is refused', async () => {
    const customer = await createUser(payload, ['customer'], { _verified: true })
    const token = await sessionToken(payload, customer)
    const search = { seed: 's', language: 'en', country: 'US', keywordCount: 1 }
    const junk = await rest('POST', '/api/keyword-searches', { token, body: { ...search, topKeywords: { anything: 'x'.repeat(1000) } } })
    expect(junk.status).toBe(400)
    const huge = await rest('POST', '/api/keyword-searches', {
      token,
      body: {
        ...search,
        topKeywords: Array.from({ length: 50 }, () => ({
          keyword: 'k'.repeat(200),
          score: 1,
          popularity: 1,
          wordCount: 1,
          competition: { score: 1, pad: 'x'.repeat(40_000) },
        })),
      },
    })
    expect(huge.status).toBe(413)
  })
})

describe('a counter', () => {
  it('left too high (a delete that never reported back) is set to what the owner keeps once it has been quiet a minute', async () => {
    const customer = await createUser(payload, ['customer'], { _verified: true })
    const token = await sessionToken(payload, customer)
    const keywords = [{ keyword: 'a', score: 1, popularity: 1, wordCount: 1 }]
    expect((await rest('POST', '/api/keyword-lists', { token, body: { name: 'First', keywords } })).status).toBe(201)
    const stuck = (updatedAt: Date) =>
      payload.db.updateOne({
        collection: 'account-quotas',
        where: { owner: { equals: customer.id } },
        data: { records: ACCOUNT_QUOTAS['keyword-lists'].records, updatedAt: updatedAt.toISOString() },
      })
    // Just written to: another write may be on its way, so the counter is believed.
    await stuck(new Date())
    expect((await rest('POST', '/api/keyword-lists', { token, body: { name: 'Second', keywords } })).status).toBe(413)
    // Quiet for two minutes: it is recounted (one list), and the new one fits.
    await stuck(new Date(Date.now() - 120_000))
    expect((await rest('POST', '/api/keyword-lists', { token, body: { name: 'Third', keywords } })).status).toBe(201)
    const counter = await payload.db.findOne<{ id: number; records: number }>({
      collection: 'account-quotas',
      where: { owner: { equals: customer.id } },
    })
    expect(counter?.records).toBe(2)
  })
})

describe('histories the tools write', () => {
  it('drop their oldest entry when full instead of refusing (a tool keeps working)', async () => {
    const customer = await createUser(payload, ['customer'], { _verified: true })
    const full = ACCOUNT_QUOTAS['thumbnail-downloads'].records
    for (let i = 0; i < full; i++)
      await payload.db.create({
        collection: 'thumbnail-downloads',
        data: {
          owner: customer.id,
          videoId: `old${String(i).padStart(8, '0')}`,
          title: `Old ${i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        },
      })
    const created = await payload.create({
      collection: 'thumbnail-downloads',
      data: { videoId: 'dQw4w9WgXcQ', title: 'Newest' } as never,
      user: customer,
      overrideAccess: false,
      depth: 0,
    })
    expect(await countOf('thumbnail-downloads', customer)).toBe(full)
    const oldest = await payload.find({
      collection: 'thumbnail-downloads',
      where: { owner: { equals: customer.id } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
    })
    expect(oldest.docs[0]?.videoId).toBe('old00000001')
    expect(created.title).toBe('Newest')
  }, 120_000)
})

describe('writes', () => {
  it('are limited per account: at most 120 a minute', async () => {
    const customer = await createUser(payload, ['customer'], { _verified: true })
    const token = await sessionToken(payload, customer)
    const statuses: number[] = []
    for (let i = 0; i < 121; i++)
      statuses.push(
        (await rest('POST', '/api/thumbnail-downloads', { token, body: { videoId: `vid${String(i).padStart(8, '0')}`, title: 'T' } }))
          .status,
      )
    expect(statuses.slice(0, 120).every((status) => status === 201)).toBe(true)
    expect(statuses[120]).toBe(429)
  }, 120_000)
})

describe('admin preferences', () => {
  it('hold a little for customers, and what the admin needs for staff', async () => {
    const customer = await createUser(payload, ['customer'], { _verified: true })
    const editor = await createUser(payload, ['editor'], { _verified: true })
    const [customerToken, editorToken] = [await sessionToken(payload, customer), await sessionToken(payload, editor)]
    const value = { columns: 'x'.repeat(10_000) }
    expect((await rest('POST', '/api/payload-preferences/list', { token: customerToken, body: { value } })).status).toBe(413)
    expect((await rest('POST', '/api/payload-preferences/list', { token: editorToken, body: { value } })).status).toBe(200)
    for (let i = 0; i < 20; i++)
      expect((await rest('POST', `/api/payload-preferences/key-${i}`, { token: customerToken, body: { value: i } })).status).toBe(200)
    expect((await rest('POST', '/api/payload-preferences/one-more', { token: customerToken, body: { value: 1 } })).status).toBe(413)
    expect((await rest('POST', '/api/payload-preferences/key-3', { token: customerToken, body: { value: 'changed' } })).status).toBe(200)
  })
})
