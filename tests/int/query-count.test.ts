import { mkdirSync, writeFileSync } from 'node:fs'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getNeighbours, getPost, getRelatedPosts, listPosts } from '@/lib/data/blog/posts'
import { listArchives } from '@/lib/data/blog/taxonomy'
import { loadOverview } from '@/lib/data/overview'
import type { User } from '@/payload-types'

import { storedOrder } from './support/commerce'
import { createAuthor, createUser, lexicalParagraph, testPayload } from './support/payload'

/**
 * No N+1 on the blog: a listing or a post page costs a fixed number of database statements, however
 * many posts the page shows and however many authors, categories and tags each post links to.
 * Statements are counted at the SQLite client; the counts are also written to
 * test-results/query-counts.json, which `npm run bench` reports.
 */
const sqlite = process.env.DATABASE_URI?.startsWith('file:')
if (!sqlite) console.warn('query-count.test.ts: statement counting is SQLite-only; skipped on PostgreSQL and MongoDB')

let payload: Payload
let statements = 0
const report: Record<string, number> = {}

async function countStatements(label: string, read: () => Promise<unknown>) {
  statements = 0
  await read()
  report[label] = statements
  return statements
}

type Client = { execute: (...args: unknown[]) => Promise<unknown>; batch: (...args: unknown[]) => Promise<unknown> }

function instrument(client: Client) {
  for (const method of ['execute', 'batch'] as const) {
    const original = client[method].bind(client)
    client[method] = (...args: unknown[]) => {
      statements += 1
      return original(...args)
    }
  }
}

const ids = { busyCategory: 0, lonelyCategory: 0, richPost: '', plainPost: '' }
let customer: User

beforeAll(async () => {
  payload = await testPayload()
  if (!sqlite) return
  const image = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#c33' } })
    .png()
    .toBuffer()
  const media = await Promise.all(
    [1, 2].map((n) =>
      payload.create({
        collection: 'media',
        data: { alt: `Image ${n}` },
        file: { data: image, mimetype: 'image/png', name: `query-${n}.png`, size: image.length },
        depth: 0,
      }),
    ),
  )
  const authors = await Promise.all([1, 2, 3].map(() => createAuthor(payload)))
  const categories = await Promise.all(
    [1, 2, 3, 4].map((n) => payload.create({ collection: 'categories', data: { title: `Query category ${n}` }, depth: 0 })),
  )
  const tags = await Promise.all(
    [1, 2, 3, 4, 5, 6].map((n) => payload.create({ collection: 'tags', data: { title: `Query tag ${n}` }, depth: 0 })),
  )
  ids.busyCategory = categories[0]!.id
  ids.lonelyCategory = categories[3]!.id
  for (let i = 0; i < 30; i++) {
    const rich = i % 2 === 0
    const doc = await payload.create({
      collection: 'posts',
      data: {
        title: `Query post ${i}`,
        excerpt: 'A post for counting queries.',
        content: lexicalParagraph('Body'),
        heroImage: media[i % 2]!.id,
        authors: rich ? [authors[0]!.id, authors[1]!.id, authors[2]!.id] : [authors[0]!.id],
        categories: i === 29 ? [categories[3]!.id] : rich ? [categories[0]!.id, categories[1]!.id, categories[2]!.id] : [categories[0]!.id],
        tags: rich ? tags.map((tag) => tag.id) : [tags[0]!.id],
        publishedAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
        _status: 'published',
      },
      depth: 0,
      context: { disableRevalidate: true },
    })
    if (i === 10) ids.richPost = doc.slug!
    if (i === 11) ids.plainPost = doc.slug!
  }
  customer = await createUser(payload, ['customer'], { _verified: true })
  for (const [index, status] of (['pending_payment', 'payment_failed', 'paid', 'in_progress', 'completed'] as const).entries())
    await payload.create({
      collection: 'orders',
      data: storedOrder(customer, { number: `TL-QC-${index}`, status, title: 'A video' }),
      depth: 0,
    })
  instrument((payload.db as unknown as { client: Client }).client)
})

afterAll(() => {
  if (!sqlite) return
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/query-counts.json', `${JSON.stringify(report, null, 2)}\n`)
})

async function postPage(slug: string) {
  const post = await getPost(slug)
  if (!post) throw new Error(`no post ${slug}`)
  await Promise.all([
    getRelatedPosts({ id: post.id, categoryIds: post.categories.map((c) => c.id), tagIds: post.tags.map((t) => t.id) }),
    getNeighbours({ id: post.id, publishedAt: post.publishedAt }),
  ])
}

describe.skipIf(!sqlite)('database statements per blog page', () => {
  it('a listing costs the same for 12 posts as for 1, and on the last page as on the first', async () => {
    const twelve = await countStatements('listing, page 1 (12 posts)', () => listPosts({ kind: 'all' }, 1))
    const last = await countStatements('listing, last page (6 posts)', () => listPosts({ kind: 'all' }, 3))
    const busy = await countStatements('category listing, page 1 (12 posts)', () =>
      listPosts({ kind: 'category', id: ids.busyCategory }, 1),
    )
    const lonely = await countStatements('category listing with 1 post', () => listPosts({ kind: 'category', id: ids.lonelyCategory }, 1))
    expect(last).toBe(twelve)
    expect(lonely).toBe(busy)
    expect(Math.max(twelve, busy)).toBeLessThanOrEqual(6)
  })

  it('a post page costs the same with 3 authors, 3 categories and 6 tags as with one of each', async () => {
    const rich = await countStatements('post page (3 authors, 3 categories, 6 tags)', () => postPage(ids.richPost))
    const plain = await countStatements('post page (1 author, 1 category, 1 tag)', () => postPage(ids.plainPost))
    expect(rich).toBe(plain)
    expect(rich).toBeLessThanOrEqual(14)
  })

  it('the archive navigation reads every category, tag and author in a fixed number of statements', async () => {
    expect(await countStatements('archive navigation (all terms)', () => listArchives())).toBeLessThanOrEqual(3)
  })
})

describe.skipIf(!sqlite)('database statements of the dashboard overview', () => {
  it("reads the customer's orders in one statement and counts them in another, beside one per tool history", async () => {
    const overview = await countStatements('dashboard overview (orders in every status)', () => loadOverview(customer))
    // Keyword searches, SEO reports, thumbnail lookups, designs; open orders; the count of all orders.
    expect(overview).toBe(6)
  })
})
