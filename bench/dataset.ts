/**
 * Fills an empty database with the benchmark data set, deterministically from a seed: the demo seed
 * first (so every page has real media, services and legal text), then generated authors, categories,
 * tags, posts and orders up to the requested counts. Writes go through the Local API with the app's
 * hooks (slugs, reading time, versions), so the data is what staff would have produced in the admin.
 *
 *   BENCH_DATASET='{"posts":10000,"seed":42}' NODE_ENV=production payload run bench/dataset.ts
 *
 * Counts left out take the defaults below. `"posts": 10` trims the demo articles down to ten, for
 * the small side of the scale comparison. `npm run bench` runs this itself and keeps the file.
 */
import { getPayload, type Payload, type RequestContext } from 'payload'

import config from '@payload-config'
import { orderNumber } from '@/commerce/order-number'
import { ORDER_STATUSES, type OrderStatus } from '@/commerce/status'
import { seed } from '@/seed'
import { markdownImages, markdownToLexical } from '@/seed/lexical'
import { loadArticles } from '@/seed/load'
import { slugify } from '@/lib/slug'

import { mulberry32, pick, sample } from './support/random'

type Counts = { posts: number; authors: number; categories: number; tags: number; orders: number; seed: number }

const LARGE_DATASET: Counts = { posts: 10_000, authors: 50, categories: 200, tags: 1_000, orders: 5_000, seed: 42 }

function readCounts(json: string | undefined): Counts {
  return { ...LARGE_DATASET, ...(json ? (JSON.parse(json) as Partial<Counts>) : {}) }
}

/** Fixed, so two runs with the same seed produce the same dates (and so the same pages). */
const EPOCH = Date.UTC(2026, 10, 1, 9, 0, 0)
const DAY = 24 * 60 * 60 * 1000
const context: RequestContext = { disableRevalidate: true, disableEmails: true, seeding: true }

const TOPICS = [
  'thumbnails',
  'titles',
  'Shorts',
  'retention',
  'keyword research',
  'chapters',
  'community posts',
  'live streams',
  'playlists',
  'end screens',
  'analytics',
  'sponsorships',
  'B-roll',
  'lighting',
  'audio',
  'editing',
  'hooks',
  'collaborations',
  'memberships',
  'descriptions',
]
const ANGLES = [
  'A practical guide to',
  'What nobody tells you about',
  'Five experiments with',
  'How small channels win with',
  'The 2026 checklist for',
  'Common mistakes with',
  'A data-driven look at',
  'Getting started with',
  'Advanced tactics for',
  'Rethinking',
]
const AUDIENCES = [
  'gaming channels',
  'tutorial creators',
  'vloggers',
  'music channels',
  'podcasters',
  'educators',
  'cooking channels',
  'tech reviewers',
  'fitness creators',
  'new creators',
]
const FIRST = [
  'Ana',
  'Ben',
  'Chloe',
  'Dev',
  'Elif',
  'Femi',
  'Gus',
  'Hana',
  'Ivan',
  'Jade',
  'Kofi',
  'Lena',
  'Mo',
  'Nina',
  'Omar',
  'Pia',
  'Raj',
  'Sara',
  'Tom',
  'Uma',
]
const LAST = [
  'Adeyemi',
  'Berg',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Novak',
  'Okoro',
  'Petrov',
  'Quinn',
  'Rossi',
  'Sato',
  'Tan',
]

async function count(payload: Payload, collection: 'posts' | 'authors' | 'categories' | 'tags' | 'orders') {
  return (await payload.count({ collection, overrideAccess: true })).totalDocs
}

async function idsOf(payload: Payload, collection: 'authors' | 'categories' | 'tags' | 'media' | 'services' | 'users') {
  const { docs } = await payload.find({ collection, limit: 0, pagination: false, depth: 0, select: {}, sort: 'id' })
  return docs.map((doc) => doc.id as number)
}

async function generateTaxonomy(payload: Payload, counts: Counts, random: () => number) {
  for (let i = await count(payload, 'authors'); i < counts.authors; i++) {
    const name = `${pick(random, FIRST)} ${pick(random, LAST)}`
    await payload.create({
      collection: 'authors',
      data: {
        name,
        slug: `${slugify(name)}-${i}`,
        role: 'Contributor',
        bio: `${name} writes about ${pick(random, TOPICS)} for ${pick(random, AUDIENCES)}.`,
      },
      depth: 0,
      context,
    })
  }
  for (let i = await count(payload, 'categories'); i < counts.categories; i++) {
    const title = `${pick(random, TOPICS)} for ${pick(random, AUDIENCES)}`
    await payload.create({
      collection: 'categories',
      data: { title: title.slice(0, 60), slug: `${slugify(title)}-${i}`, description: `Articles on ${title}.` },
      depth: 0,
      context,
    })
  }
  for (let i = await count(payload, 'tags'); i < counts.tags; i++) {
    const title = `${pick(random, TOPICS)} ${i}`
    await payload.create({ collection: 'tags', data: { title, slug: slugify(title) }, depth: 0, context })
  }
}

async function generatePosts(payload: Payload, counts: Counts, random: () => number) {
  const existing = await count(payload, 'posts')
  if (existing > counts.posts) {
    // The small data set: keep the newest published demo articles.
    const { docs } = await payload.find({
      collection: 'posts',
      sort: '-publishedAt',
      limit: counts.posts,
      depth: 0,
      select: {},
      where: { _status: { equals: 'published' } },
    })
    await payload.delete({ collection: 'posts', where: { id: { not_in: docs.map((doc) => doc.id) } }, depth: 0, context })
    return
  }
  const [authors, categories, tags, media] = await Promise.all([
    idsOf(payload, 'authors'),
    idsOf(payload, 'categories'),
    idsOf(payload, 'tags'),
    idsOf(payload, 'media'),
  ])
  const seedArticles = await loadArticles()
  const started = Date.now()
  for (let i = existing; i < counts.posts; i++) {
    const base = pick(random, seedArticles)
    const title = `${pick(random, ANGLES)} ${pick(random, TOPICS)} for ${pick(random, AUDIENCES)} (part ${i})`
    const imageCount = markdownImages(base.body).length
    await payload.create({
      collection: 'posts',
      data: {
        title,
        excerpt: base.excerpt,
        heroImage: pick(random, media),
        content: markdownToLexical(base.body, sample(random, media, imageCount)) as never,
        authors: sample(random, authors, random() < 0.2 ? 2 : 1),
        categories: sample(random, categories, 1 + Math.floor(random() * 2)),
        tags: sample(random, tags, 2 + Math.floor(random() * 4)),
        publishedAt: new Date(EPOCH - Math.floor(random() * 3 * 365) * DAY - i * 1000).toISOString(),
        _status: 'published',
        meta: { title: `${title} · TubeLift`.slice(0, 120), description: base.excerpt },
      },
      depth: 0,
      context,
    })
    if ((i + 1) % 1000 === 0) payload.logger.info(`  ${i + 1} posts (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  }
}

async function generateOrders(payload: Payload, counts: Counts, random: () => number) {
  const existing = await count(payload, 'orders')
  if (existing >= counts.orders) return
  const services = (await payload.find({ collection: 'services', limit: 0, pagination: false, depth: 0 })).docs
  const customers: number[] = []
  for (let i = 0; i < Math.max(1, Math.floor(counts.orders / 10)); i++) {
    const doc = await payload.create({
      collection: 'users',
      data: {
        email: `customer-${i}@bench.tubelift.dev`,
        name: `${pick(random, FIRST)} ${pick(random, LAST)}`,
        password: `bench-password-${i}`,
        roles: ['customer'],
        _verified: true,
      },
      depth: 0,
      context,
      disableVerificationEmail: true,
    })
    customers.push(doc.id as number)
  }
  const settled = ORDER_STATUSES.filter((status): status is OrderStatus => status !== 'pending_payment')
  for (let i = existing; i < counts.orders; i++) {
    const service = pick(random, services)
    const pkg = pick(random, service.packages ?? [])
    const placedAt = new Date(EPOCH - Math.floor(random() * 365) * DAY)
    const status = random() < 0.15 ? 'pending_payment' : pick(random, settled)
    const videoId = `bench${String(i).padStart(6, '0')}`
    await payload.create({
      collection: 'orders',
      data: {
        number: orderNumber(placedAt, random),
        status,
        customer: pick(random, customers),
        customerName: 'Bench Customer',
        customerEmail: `customer-${i % customers.length}@bench.tubelift.dev`,
        service: service.id,
        item: {
          serviceName: service.name,
          serviceSlug: service.slug ?? '',
          packageId: pkg.id ?? '',
          packageName: pkg.name,
          deliverable: pkg.deliverable,
          durationDays: pkg.durationDays,
        },
        video: { url: `https://www.youtube.com/watch?v=${videoId.slice(0, 11)}`, videoId: videoId.slice(0, 11), title: `Video ${i}` },
        targeting: { countries: ['US'], interests: [], ageMin: 18, ageMax: 65 },
        amount: pkg.price,
        currency: pkg.currency,
      },
      depth: 0,
      context: { ...context, statusChangedBy: 'system' },
    })
  }
}

const counts = readCounts(process.env.BENCH_DATASET)
const payload = await getPayload({ config })
const random = mulberry32(counts.seed)
const started = Date.now()
await seed(payload, { now: EPOCH })
await generateTaxonomy(payload, counts, random)
await generatePosts(payload, counts, random)
await generateOrders(payload, counts, random)
payload.logger.info(`Benchmark data set ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(counts)}`)
process.exit(0)
