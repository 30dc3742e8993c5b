import { existsSync } from 'node:fs'
import path from 'node:path'

import { createLocalReq, type CollectionSlug, type FlattenedField, type Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { CUSTOMER_DATA, DELETE_RULES } from '@/hooks/deleteRules'
import type { Order, User } from '@/payload-types'

import { graphql, rest } from './support/http'
import { createAuthor, createUser, lexicalParagraph, testPayload } from './support/payload'

/**
 * The delete rules (docs/delete-rules.md) on every API: what other records use is refused with the
 * referrers named (409, never a 5xx), dependents are deleted or detached in the same transaction, a
 * bulk delete reports exactly which went and which stayed, and a deleted customer leaves nothing
 * behind but anonymised orders.
 */
let payload: Payload
let admin: User
let adminToken: string
let counter = 0

const password = 'correct horse battery staple'

beforeAll(async () => {
  payload = await testPayload()
  admin = await createUser(payload, ['admin'], { _verified: true })
  adminToken = (await payload.login({ collection: 'users', data: { email: admin.email, password } })).token!
})

const unique = (prefix: string) => `${prefix}-${++counter}-${Date.now()}`

async function png(color = '#c00') {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer()
}

async function media() {
  const data = await png('#3a6')
  return payload.create({
    collection: 'media',
    data: { alt: 'A test image' },
    file: { data, mimetype: 'image/png', name: `${unique('image')}.png`, size: data.length },
    depth: 0,
  })
}

const category = () => payload.create({ collection: 'categories', data: { title: unique('Category') }, depth: 0 })
const tag = () => payload.create({ collection: 'tags', data: { title: unique('Tag') }, depth: 0 })

/** Rich text with an image and an internal link to a post, as the editor saves them. */
function contentWith({ image, linkTo }: { image?: number | string; linkTo?: number | string }) {
  const state = lexicalParagraph('Some text')
  const paragraph = state.root.children[0]! as { children: unknown[] }
  if (linkTo !== undefined)
    paragraph.children.push({
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      id: '0000000000000000000000aa',
      fields: { linkType: 'internal', newTab: false, doc: { relationTo: 'posts', value: linkTo } },
      children: [{ type: 'text', text: 'a link', format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
    })
  if (image !== undefined)
    (state.root.children as unknown[]).push({
      type: 'upload',
      version: 3,
      format: '',
      relationTo: 'media',
      value: image,
      fields: null,
      id: '0000000000000000000000bb',
    })
  return state
}

async function post(data: Record<string, unknown> = {}, status: 'published' | 'draft' = 'published') {
  const author = data.authors ? undefined : await createAuthor(payload)
  return payload.create({
    collection: 'posts',
    data: {
      title: unique('Post'),
      excerpt: 'An excerpt.',
      content: lexicalParagraph('Body'),
      authors: author ? [author.id] : undefined,
      _status: status,
      ...data,
    } as never,
    depth: 0,
    context: { disableRevalidate: true },
  })
}

const exists = async (collection: CollectionSlug, id: number | string) =>
  Boolean(await payload.findByID({ collection, id, depth: 0, disableErrors: true }))

/** Deletes through REST as an admin: the answer staff and API clients get. */
const restDelete = (collection: string, id: number | string) => rest('DELETE', `/api/${collection}/${id}`, { token: adminToken })

describe('the rule table', () => {
  /** Every relationship and upload field of the config, as `collection.path → target`. */
  function relationships(): { from: CollectionSlug; field: string; to: CollectionSlug }[] {
    const found: { from: CollectionSlug; field: string; to: CollectionSlug }[] = []
    const walk = (from: CollectionSlug, fields: FlattenedField[], prefix: string) => {
      for (const field of fields) {
        const path = `${prefix}${field.name}`
        if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
          found.push({ from, field: path, to: field.relationTo as CollectionSlug })
        if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field)
          walk(from, field.flattenedFields, `${path}.`)
      }
    }
    for (const { config } of Object.values(payload.collections)) {
      // Payload's own collections (preferences, locks, jobs) are cleaned up by Payload itself.
      if (config.slug.startsWith('payload-')) continue
      walk(config.slug as CollectionSlug, config.flattenedFields, '')
    }
    return found
  }

  it('says what happens to every relationship in the config when its target is deleted', () => {
    const missing = relationships().filter(
      ({ from, field, to }) => !DELETE_RULES[to]?.pointers.some((pointer) => pointer.from === from && pointer.field === field),
    )
    expect(missing).toEqual([])
    expect(relationships().length).toBeGreaterThan(15)
  })

  it('deletes every collection a customer owns with the account', () => {
    const owned = Object.values(payload.collections)
      .filter(({ config }) => config.flattenedFields.some((field) => field.name === 'owner'))
      .map(({ config }) => config.slug)
    expect([...owned].sort()).toEqual([...CUSTOMER_DATA].sort())
  })
})

describe('content in use by posts', () => {
  it.each([
    ['categories', category, 'categories'],
    ['tags', tag, 'tags'],
    ['authors', () => createAuthor(payload), 'authors'],
  ] as const)('a %s entry used by a published post is refused, naming the post', async (collection, make, field) => {
    const term = await make()
    const using = await post({ [field]: [term.id] })
    const reply = await restDelete(collection, term.id)
    expect(reply.status).toBe(409)
    expect(reply.body.errors[0].message).toContain(`“${using.title}”`)
    expect(reply.body.errors[0].message).toMatch(/Used by/)
    expect(reply.body.errors[0].data.referrers).toEqual([
      { collection: 'posts', id: using.id, title: using.title, status: 'published', url: `/admin/collections/posts/${using.id}` },
    ])
    expect(await exists(collection, term.id)).toBe(true)
    const kept = await payload.findByID({ collection: 'posts', id: using.id, depth: 0 })
    expect((kept as unknown as Record<string, unknown>)[field]).toContain(term.id)
  })

  it('a category only a newer draft of a published post uses is refused too, the post marked as a draft', async () => {
    const term = await category()
    const published = await post()
    await payload.update({
      collection: 'posts',
      id: published.id,
      data: { categories: [term.id] },
      draft: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
    await expect(payload.delete({ collection: 'categories', id: term.id })).rejects.toThrow(`“${published.title}” (draft)`)
    expect(await exists('categories', term.id)).toBe(true)
  })

  it('a category nothing uses is deleted', async () => {
    const term = await category()
    expect((await restDelete('categories', term.id)).status).toBe(200)
    expect(await exists('categories', term.id)).toBe(false)
  })

  it('an image used as hero, SEO image, in an article or as an avatar is refused with each user named', async () => {
    const [hero, seo, inline, avatar] = await Promise.all([media(), media(), media(), media()])
    const heroPost = await post({ heroImage: hero.id })
    const seoPost = await post({ meta: { image: seo.id } })
    const inlinePost = await post({ content: contentWith({ image: inline.id }) }, 'draft')
    const author = await payload.create({ collection: 'authors', data: { name: unique('Author'), avatar: avatar.id }, depth: 0 })
    for (const [image, title] of [
      [hero, heroPost.title],
      [seo, seoPost.title],
      [inline, `${inlinePost.title}” (draft)`],
      [avatar, author.name],
    ] as const) {
      const reply = await restDelete('media', image.id)
      expect(reply.status, title).toBe(409)
      expect(reply.body.errors[0].message).toContain(`“${title}`)
      expect(existsSync(path.join(process.env.MEDIA_DIR!, image.filename!))).toBe(true)
    }
  })

  it('an unused image is deleted with its files', async () => {
    const image = await media()
    expect((await restDelete('media', image.id)).status).toBe(200)
    expect(existsSync(path.join(process.env.MEDIA_DIR!, image.filename!))).toBe(false)
  })

  it('a post another article links to is refused until the link is gone', async () => {
    const target = await post()
    const linking = await post({ content: contentWith({ linkTo: target.id }) })
    const reply = await restDelete('posts', target.id)
    expect(reply.status).toBe(409)
    expect(reply.body.errors[0].message).toContain(`“${linking.title}”`)
    await payload.update({ collection: 'posts', id: linking.id, data: { content: lexicalParagraph('No link') }, depth: 0 })
    expect((await restDelete('posts', target.id)).status).toBe(200)
  })

  it('a post that only links to itself is deleted', async () => {
    const lonely = await post()
    await payload.update({ collection: 'posts', id: lonely.id, data: { content: contentWith({ linkTo: lonely.id }) }, depth: 0 })
    expect((await restDelete('posts', lonely.id)).status).toBe(200)
  })

  it('GraphQL answers a refusal with its message, not a server error', async () => {
    const term = await tag()
    const using = await post({ tags: [term.id] })
    const reply = await graphql(
      `
        mutation ($id: Int!) {
          deleteTag(id: $id) {
            id
          }
        }
      `,
      { id: term.id },
      { token: adminToken },
    )
    expect(reply.status).toBeLessThan(500)
    expect(reply.body.errors[0].message).toContain(`“${using.title}”`)
    expect(await exists('tags', term.id)).toBe(true)
  })
})

describe('services', () => {
  it('a service with orders is refused with the advice to archive it; one without orders is deleted', async () => {
    const { service, order } = await orderFor('cancelled')
    const reply = await restDelete('services', service.id)
    expect(reply.status).toBe(409)
    expect(reply.body.errors[0].message).toContain(`“${order.number}”`)
    expect(reply.body.errors[0].message).toContain('Archive it instead')
    await payload.update({ collection: 'services', id: service.id, data: { active: false }, depth: 0 })
    expect((await restDelete('services', service.id)).body.errors[0].message).toContain('archived already')
    const unsold = await createService()
    expect((await restDelete('services', unsold.id)).status).toBe(200)
  })
})

async function createService() {
  const { loadCatalogue } = await import('@/seed/load')
  const { services } = await loadCatalogue()
  return payload.create({
    collection: 'services',
    data: { ...services[0]!, name: unique('Service'), slug: unique('service') } as never,
    depth: 0,
  })
}

type Payments = NonNullable<Order['payments']>

/** An order in `status`, with a delivery day, a video snapshot, a delivery notice and a payment event. */
async function orderFor(status: Order['status'], { payments = [] as Payments, customer = admin } = {}) {
  const service = await createService()
  const order = await payload.create({
    collection: 'orders',
    data: {
      number: unique('TL-TEST'),
      status,
      customer: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      service: service.id,
      item: {
        serviceName: 'Views',
        serviceSlug: 'views',
        packageId: 'p',
        packageName: 'Growth',
        deliverable: '5,000 views',
        durationDays: 14,
      },
      video: { url: 'https://youtu.be/dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ' },
      targeting: {},
      amount: 9900,
      currency: 'usd',
      payments,
    },
    depth: 0,
    context: { disableEmails: true },
  })
  const delivery = await payload.create({
    collection: 'campaign-deliveries',
    data: { order: order.id, day: '2026-11-02T00:00:00.000Z', impressions: 100, views: 40, watchSeconds: 900, spend: 500 },
    depth: 0,
  })
  const snapshot = await payload.create({
    collection: 'video-snapshots',
    data: { order: order.id, videoId: 'dQw4w9WgXcQ', takenAt: '2026-11-02T10:00:00.000Z', day: '2026-11-02', viewCount: 10 },
    depth: 0,
  })
  const notice = await payload.create({
    collection: 'delivery-notices',
    data: { key: unique('notice'), order: order.id, kind: 'weekly' },
    depth: 0,
  })
  const event = await payload.create({
    collection: 'payment-events',
    data: { eventId: unique('evt'), provider: 'stripe', type: 'checkout.session.expired', order: order.id },
    depth: 0,
  })
  return { service, order, delivery, snapshot, notice, event }
}

type OrderRecords = Awaited<ReturnType<typeof orderFor>>
const ORDER_RECORDS = ['orders', 'campaign-deliveries', 'video-snapshots', 'delivery-notices'] as const

/** Which of the order and its delivery records still exist, by collection. */
async function recordsLeft({ order, delivery, snapshot, notice }: OrderRecords) {
  const ids = [order.id, delivery.id, snapshot.id, notice.id]
  return Object.fromEntries(await Promise.all(ORDER_RECORDS.map(async (collection, i) => [collection, await exists(collection, ids[i]!)])))
}
const everyRecord = (left: boolean) => Object.fromEntries(ORDER_RECORDS.map((collection) => [collection, left]))

const attempt = (status: Payments[number]['status'], { provider = 'stripe', hoursAgo = 0 } = {}): Payments[number] => ({
  attemptId: unique('attempt'),
  provider: provider as Payments[number]['provider'],
  sessionId: unique('cs'),
  status,
  createdAt: new Date(Date.now() - hoursAgo * 60 * 60 * 1000).toISOString(),
})

describe('orders', () => {
  it.each([
    ['completed', [], /took a payment/],
    ['in_progress', [], /Refund it instead/],
    ['refunded', [], /took a payment/],
    ['cancelled', [attempt('refunded')], /was taken \(and given back\)/],
    ['pending_payment', [], /Cancel it first/],
    ['cancelled', [attempt('open')], /still open or processing/],
    ['expired', [attempt('processing')], /still open or processing/],
  ] as const)('a %s order (payments: %j) is kept, with everything that belongs to it', async (status, payments, reason) => {
    const records = await orderFor(status, { payments: [...payments] })
    const reply = await restDelete('orders', records.order.id)
    expect(reply.status).toBe(409)
    expect(reply.body.errors[0].message).toContain(`order “${records.order.number}”`)
    expect(reply.body.errors[0].message).toMatch(reason)
    expect(await recordsLeft(records)).toEqual(everyRecord(true))
    expect((await payload.findByID({ collection: 'payment-events', id: records.event.id, depth: 0 })).order).toBe(records.order.id)
  })

  it.each([
    ['an expired', 'expired', [attempt('expired')]],
    ['a cancelled', 'cancelled', [attempt('open', { hoursAgo: 25 })]],
    ['a failed', 'payment_failed', [attempt('failed'), attempt('open', { provider: 'test' })]],
  ] as const)(
    '%s order that can no longer be paid is deleted with its delivery records; its payment events stay, unlinked',
    async (_, status, payments) => {
      const records = await orderFor(status, { payments: [...payments] })
      expect((await restDelete('orders', records.order.id)).status).toBe(200)
      expect(await recordsLeft(records)).toEqual(everyRecord(false))
      expect((await payload.findByID({ collection: 'payment-events', id: records.event.id, depth: 0 })).order).toBeNull()
    },
  )
})

describe('bulk deletes', () => {
  it('REST reports exactly which orders went and which stayed, and each went or stayed whole', async () => {
    const paid = await orderFor('completed')
    const cancelled = await orderFor('cancelled')
    const reply = await rest('DELETE', `/api/orders?where[id][in]=${paid.order.id},${cancelled.order.id}&depth=0`, { token: adminToken })
    expect(reply.status).toBe(400)
    expect(reply.body.docs.map((doc: Order) => doc.id)).toEqual([cancelled.order.id])
    expect(reply.body.errors).toEqual([expect.objectContaining({ id: paid.order.id, message: expect.stringMatching(/took a payment/) })])
    expect(await exists('orders', paid.order.id)).toBe(true)
    expect(await exists('campaign-deliveries', paid.delivery.id)).toBe(true)
    expect(await exists('orders', cancelled.order.id)).toBe(false)
    expect(await exists('campaign-deliveries', cancelled.delivery.id)).toBe(false)
  })

  it('the Local API reports the same, for categories used and unused', async () => {
    const [used, unused] = await Promise.all([category(), category()])
    await post({ categories: [used.id] })
    const result = await payload.delete({ collection: 'categories', where: { id: { in: [used.id, unused.id] } }, depth: 0 })
    expect(result.docs.map((doc) => doc.id)).toEqual([unused.id])
    expect(result.errors.map((error) => error.id)).toEqual([used.id])
    expect(await exists('categories', used.id)).toBe(true)
  })
})

describe('a customer deleting their account', () => {
  const designOf = (upload: { filename?: string | null }) => ({
    version: 1,
    name: 'With my photo',
    background: { kind: 'image', src: `/api/uploads/file/${upload.filename}`, fit: 'cover', color: '#000000' },
    layers: [],
  })

  async function customerWithEverything() {
    const customer = await createUser(payload, ['customer'], { _verified: true })
    const as = { user: customer, overrideAccess: false, depth: 0 } as const
    const data = await png('#06c')
    const upload = await payload.create({
      collection: 'uploads',
      data: {} as never,
      file: { data, mimetype: 'image/png', name: 'me.png', size: data.length },
      ...as,
    })
    await payload.create({ collection: 'thumbnail-designs', data: { name: 'With my photo', design: designOf(upload) } as never, ...as })
    await payload.create({
      collection: 'keyword-searches',
      data: { seed: 'cats', language: 'en', country: 'US', keywordCount: 1 } as never,
      ...as,
    })
    await payload.create({
      collection: 'keyword-lists',
      data: { name: 'Ideas', keywords: [{ keyword: 'cat videos', score: 1, popularity: 1, wordCount: 2 }] } as never,
      ...as,
    })
    await payload.create({ collection: 'thumbnail-downloads', data: { videoId: 'dQw4w9WgXcQ', title: 'A video' } as never, ...as })
    await payload.create({
      collection: 'seo-reports',
      data: {
        title: 'My video',
        score: 70,
        input: { title: 'My video' },
        report: { score: 70, checks: [], counts: { pass: 0, warn: 0, fail: 0 } },
      } as never,
      ...as,
    })
    const { order, delivery, snapshot } = await orderFor('completed', { customer })
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { internalNotes: [{ note: 'Called the customer', author: customer.id, at: new Date().toISOString() }] },
      depth: 0,
      context: { disableEmails: true },
    })
    const author = await payload.create({ collection: 'authors', data: { name: unique('Writer'), user: customer.id }, depth: 0 })
    await payload.login({ collection: 'users', data: { email: customer.email, password } })
    return { customer, upload, order, delivery, snapshot, author }
  }

  /** Every document of the app's collections that still points at `id` through a relationship or upload field. */
  async function pointingAt(to: CollectionSlug, id: number | string) {
    const left: string[] = []
    for (const [to_, rule] of Object.entries(DELETE_RULES)) {
      if (to_ !== to) continue
      for (const pointer of rule!.pointers.filter((p) => p.via === undefined)) {
        const { totalDocs } = await payload.count({ collection: pointer.from, where: { [pointer.field]: { equals: id } } })
        if (totalDocs > 0) left.push(`${pointer.from}.${pointer.field}`)
      }
    }
    return left
  }

  it('an upload a design shows is refused while the design exists', async () => {
    const { customer, upload } = await customerWithEverything()
    const reply = await rest('DELETE', `/api/uploads/${upload.id}`, { token: adminToken })
    expect(reply.status).toBe(409)
    expect(reply.body.errors[0].message).toContain('“With my photo”')
    await payload.delete({ collection: 'users', id: customer.id })
  })

  it('removes everything they own, files and sessions included, and keeps their orders anonymised', async () => {
    const { customer, upload, order, delivery, snapshot, author } = await customerWithEverything()
    const file = path.join(process.env.UPLOADS_DIR!, upload.filename!)
    expect(existsSync(file)).toBe(true)

    await payload.delete({ collection: 'users', id: customer.id })

    expect(await pointingAt('users', customer.id)).toEqual([])
    for (const collection of CUSTOMER_DATA)
      expect((await payload.count({ collection, where: { owner: { equals: customer.id } } })).totalDocs, collection).toBe(0)
    expect(existsSync(file)).toBe(false)
    const kept = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(kept).toMatchObject({ customer: null, customerName: 'Deleted account', customerEmail: null, number: order.number })
    expect(kept.internalNotes).toEqual([expect.objectContaining({ note: 'Called the customer', author: null })])
    expect((await payload.findByID({ collection: 'campaign-deliveries', id: delivery.id, depth: 0 })).customer).toBeNull()
    expect((await payload.findByID({ collection: 'video-snapshots', id: snapshot.id, depth: 0 })).customer).toBeNull()
    expect(await payload.findByID({ collection: 'authors', id: author.id, depth: 0 })).toMatchObject({ name: author.name, user: null })
    expect(await exists('users', customer.id)).toBe(false)
  })
})

describe('migration 20261126_delete_rules', () => {
  it('fills in the content references of posts saved before they existed, their newer drafts included', async () => {
    const { backfillContentReferences } = await import('@/collections/blog/Posts/hooks/setContentReferences')
    const [image, draftImage] = await Promise.all([media(), media()])
    const target = await post()
    const published = await post({ content: contentWith({ image: image.id, linkTo: target.id }) })
    await payload.update({
      collection: 'posts',
      id: published.id,
      data: { content: contentWith({ image: draftImage.id }) },
      draft: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
    // As a database from before the migration has them: no references anywhere.
    await payload.db.updateOne({ collection: 'posts', id: published.id, data: { contentImages: [], contentLinks: [] } })
    const [latest] = (
      await payload.db.findVersions({ collection: 'posts', where: { parent: { equals: published.id }, latest: { equals: true } } })
    ).docs
    await payload.db.updateVersion({
      collection: 'posts',
      id: latest!.id,
      versionData: { ...latest, version: { ...latest!.version, contentImages: [], contentLinks: [] } } as never,
    })
    await backfillContentReferences(payload, await createLocalReq({}, payload))

    const kept = await payload.findByID({ collection: 'posts', id: published.id, depth: 0 })
    expect(kept).toMatchObject({ title: published.title, contentImages: [image.id], contentLinks: [target.id], _status: 'published' })
    for (const [id, title] of [
      [image.id, published.title],
      [draftImage.id, `${published.title}” (draft)`],
    ] as const)
      await expect(payload.delete({ collection: 'media', id })).rejects.toThrow(`“${title}`)
  })

  it('rewrites the privacy policy’s paragraph on deleted accounts only where it is still the seeded one', async () => {
    const { updateAccountDeletionClause } = await import('@/seed/legal-updates')
    const { markdownToLexical, parseMarkdown } = await import('@/seed/lexical')
    const before = (retention: string) =>
      markdownToLexical(parseMarkdown(`## How long we keep data\n\n- ${retention}\n- **Support emails:** up to two years.`), [])
    const write = (content: unknown) =>
      payload.updateGlobal({
        slug: 'privacy-policy',
        data: { title: 'Privacy Policy', effectiveDate: '2026-11-01', content: content as never },
        depth: 0,
        context: { disableRevalidate: true },
      })
    const req = await createLocalReq({}, payload)
    const text = async () => JSON.stringify((await payload.findGlobal({ slug: 'privacy-policy', depth: 0 })).content)

    await write(
      before(
        '**Account data and saved designs:** for as long as your account is open. When you delete your account, we delete your profile, designs and uploaded images within 30 days.',
      ),
    )
    expect(await updateAccountDeletionClause(payload, req)).toBe('updated')
    expect(await text()).toContain('thumbnail designs and uploaded images, the image files included')
    expect(await text()).toContain('Support emails')
    expect((await payload.findGlobal({ slug: 'privacy-policy', depth: 0 })).effectiveDate).toMatch(/^2026-11-26/)

    await write(before('**Account data:** we delete it when you ask us to.'))
    expect(await updateAccountDeletionClause(payload, req)).toBe('reworded')
    expect(await text()).toContain('we delete it when you ask us to')
  })
})
