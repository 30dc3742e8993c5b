import { randomBytes } from 'node:crypto'

import type { CollectionSlug, Payload, RequestContext } from 'payload'

import { orderNumber } from '@/commerce/order-number'
import { env } from '@/lib/env'
import { slugify } from '@/lib/slug'

import { seedDelivery } from './campaign-delivery'
import { seedDemoChannel } from './channel'
import { avatarSvg, illustrationSvg, renderPng } from './illustrations'
import { markdownImages, markdownToLexical, parseMarkdown } from './lexical'
import { loadArticles, loadCatalogue, loadLegalPage, loadTaxonomy, type LegalSlug } from './load'

/** Seeded writes must not try to expire Next's cache: there is none outside a request. */
const context: RequestContext = { disableRevalidate: true, seeding: true }

type Id = number | string

const DAY = 24 * 60 * 60 * 1000

async function findIdBy(payload: Payload, collection: CollectionSlug, field: string, value: string) {
  const { docs } = await payload.find({
    collection,
    where: { [field]: { equals: value } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
  })
  return docs[0]?.id as Id | undefined
}

async function ensureImage(payload: Payload, key: string, alt: string, svg: string, caption?: string): Promise<Id> {
  const name = `seed-${key}`
  const existing = await findIdBy(payload, 'media', 'filename', `${name}.webp`)
  if (existing !== undefined) return existing
  const data = await renderPng(svg)
  const doc = await payload.create({
    collection: 'media',
    data: { alt, caption },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    depth: 0,
    context,
  })
  return doc.id
}

async function ensureBySlug(
  payload: Payload,
  collection: CollectionSlug,
  slug: string,
  create: () => Promise<Record<string, unknown>>,
): Promise<Id> {
  const existing = await findIdBy(payload, collection, 'slug', slug)
  if (existing !== undefined) return existing
  const doc = await payload.create({ collection, data: { slug, ...(await create()) } as never, depth: 0, context })
  return doc.id
}

async function ensureUser(payload: Payload, email: string, data: Record<string, unknown>) {
  const existing = await findIdBy(payload, 'users', 'email', email)
  if (existing !== undefined) return { id: existing, created: false }
  const doc = await payload.create({
    collection: 'users',
    data: { email, _verified: true, ...data } as never,
    depth: 0,
    context,
    disableVerificationEmail: true,
  })
  return { id: doc.id, created: true }
}

async function seedCatalogue(payload: Payload) {
  const { services: seedServices } = await loadCatalogue()
  for (const service of seedServices) {
    await ensureBySlug(payload, 'services', service.slug, async () => ({
      ...service,
      highlights: service.highlights.map((text) => ({ text })),
      active: true,
    }))
  }
}

/** The demo customer's orders in several states, so the dashboard and the admin have something to show. */
async function seedDemoOrders(payload: Payload, id: Id, now: number) {
  if ((await payload.count({ collection: 'orders', where: { customer: { equals: id } } })).totalDocs > 0) return
  const services = await payload.find({ collection: 'services', pagination: false, limit: 0, depth: 0 })
  const { demoOrders } = await loadCatalogue()
  for (const [index, seedOrder] of demoOrders.entries()) {
    const service = services.docs.find((s) => s.slug === seedOrder.service)
    const pkg = service?.packages?.find((p) => p.name === seedOrder.package)
    if (!service || !pkg) continue
    const placedAt = new Date(now - seedOrder.daysAgo * DAY).toISOString()
    const sessionId = `test_cs_seed${index}`
    const order = await payload.create({
      collection: 'orders',
      data: {
        number: orderNumber(new Date(placedAt)),
        status: 'pending_payment',
        customer: id as number,
        customerName: 'Demo Creator',
        customerEmail: 'demo@tubelift.dev',
        service: service.id,
        item: {
          serviceName: service.name,
          serviceSlug: service.slug ?? '',
          packageId: pkg.id ?? '',
          packageName: pkg.name,
          deliverable: pkg.deliverable,
          durationDays: pkg.durationDays,
        },
        video: {
          url: `https://www.youtube.com/watch?v=${seedOrder.videoId}`,
          videoId: seedOrder.videoId,
          title: seedOrder.title,
          channel: 'Demo Creator',
        },
        targeting: { countries: ['US', 'GB'], interests: [], ageMin: 18, ageMax: 65 },
        amount: pkg.price,
        currency: pkg.currency,
        payments: [{ attemptId: `seed-${index}`, provider: 'test', sessionId, status: 'open', createdAt: placedAt }],
        createdAt: placedAt,
      },
      depth: 0,
      context: { ...context, disableEmails: true, statusChangedBy: 'customer' },
    })
    for (const status of seedOrder.path) {
      const paidPayments = [
        {
          attemptId: `seed-${index}`,
          provider: 'test' as const,
          sessionId,
          status: status === 'payment_failed' ? ('failed' as const) : ('paid' as const),
          reference: `test_pi_seed${index}`,
          createdAt: placedAt,
        },
      ]
      await payload.update({
        collection: 'orders',
        id: order.id,
        data: { status, ...(status === 'paid' || status === 'payment_failed' ? { payments: paidPayments } : {}) },
        depth: 0,
        context: {
          ...context,
          disableEmails: true,
          statusChangedBy: status === 'paid' || status === 'payment_failed' ? 'payment' : status === 'cancelled' ? 'customer' : 'staff',
        },
      })
    }
    // Placed `daysAgo` in the past (createdAt above), its history an hour a step from then (the campaign
    // demo dates its own steps): the list must not say "placed today" for a campaign that ran last month.
    const placed = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    const statusHistory = (placed.statusHistory ?? []).map((entry, step) => ({
      ...entry,
      at: new Date(Date.parse(placedAt) + step * 60 * 60 * 1000).toISOString(),
    }))
    await payload.db.updateOne({ collection: 'orders', id: order.id, data: { statusHistory } })
  }
}

/**
 * Development: one printed password for the three demo accounts, for convenience. Production (only
 * when asked, SEED_ON_START=true or `npm run seed`): the admin gets SEED_ADMIN_PASSWORD (or a random
 * one), the editor and demo customer SEED_DEMO_PASSWORD (or random ones of their own); no password is
 * ever written to the log, and a forgotten one is reset by email.
 */
function seedPasswords() {
  const random = () => randomBytes(12).toString('base64url')
  if (env.NODE_ENV !== 'production') {
    const shared = env.SEED_ADMIN_PASSWORD ?? random()
    return { admin: shared, editor: shared, customer: shared, print: true }
  }
  return {
    admin: env.SEED_ADMIN_PASSWORD ?? random(),
    editor: env.SEED_DEMO_PASSWORD ?? random(),
    customer: env.SEED_DEMO_PASSWORD ?? random(),
    print: false,
  }
}

/** The admin, the editor and the demo customer, each with the password `seedPasswords` gives them. */
export async function seedAccounts(payload: Payload) {
  const passwords = seedPasswords()
  const admin = await ensureUser(payload, env.SEED_ADMIN_EMAIL, { name: 'Site Admin', password: passwords.admin, roles: ['admin'] })
  const editor = await ensureUser(payload, 'editor@tubelift.dev', { name: 'Maya Okafor', password: passwords.editor, roles: ['editor'] })
  const customer = await ensureUser(payload, 'demo@tubelift.dev', {
    name: 'Demo Creator',
    password: passwords.customer,
    roles: ['customer'],
  })
  if ((admin.created || editor.created) && passwords.print) {
    payload.logger.info(
      `\n┌ Demo accounts (the password is shown once: change it in /admin)\n│ admin   : ${env.SEED_ADMIN_EMAIL} / ${passwords.admin}\n│ editor  : editor@tubelift.dev / ${passwords.editor}\n│ customer: demo@tubelift.dev / ${passwords.customer}\n└`,
    )
  } else if (admin.created) {
    payload.logger.info(
      `Created the admin ${env.SEED_ADMIN_EMAIL}${env.SEED_ADMIN_PASSWORD ? ' with SEED_ADMIN_PASSWORD' : ': set its password with "Forgot password" on /admin'}.`,
    )
  }
  return { editorId: editor.id, customerId: customer.id }
}

async function seedTaxonomy(payload: Payload, editorId: Id) {
  const { authors: seedAuthors, categories: seedCategories, tags: seedTags } = await loadTaxonomy()
  const categories = new Map<string, Id>()
  for (const category of seedCategories) {
    categories.set(category.slug, await ensureBySlug(payload, 'categories', category.slug, async () => category))
  }
  const tags = new Map<string, Id>()
  for (const tag of seedTags) {
    tags.set(tag.slug, await ensureBySlug(payload, 'tags', tag.slug, async () => tag))
  }
  const authors = new Map<string, Id>()
  for (const [index, author] of seedAuthors.entries()) {
    authors.set(
      author.slug,
      await ensureBySlug(payload, 'authors', author.slug, async () => ({
        name: author.name,
        role: author.role,
        bio: author.bio,
        links: author.links,
        user: index === 0 ? editorId : undefined,
        avatar: await ensureImage(payload, `avatar-${author.slug}`, `Portrait illustration for ${author.name}`, avatarSvg(author.slug)),
      })),
    )
  }
  return { categories, tags, authors }
}

function lookup(map: Map<string, Id>, slug: string, what: string, title: string): Id {
  const id = map.get(slug)
  if (id === undefined) throw new Error(`Seed article "${title}" names unknown ${what} "${slug}"`)
  return id
}

async function seedPosts(payload: Payload, taxonomy: Awaited<ReturnType<typeof seedTaxonomy>>, now: number) {
  for (const article of await loadArticles()) {
    const slug = slugify(article.title)
    await ensureBySlug(payload, 'posts', slug, async () => {
      const heroImage = await ensureImage(payload, `hero-${slug}`, `Illustration for “${article.title}”`, illustrationSvg(slug))
      const imageIds: Id[] = []
      for (const [index, image] of markdownImages(article.body).entries()) {
        imageIds.push(await ensureImage(payload, `${slug}-${index + 1}`, image.alt, illustrationSvg(`${slug}-${index}`), image.caption))
      }
      return {
        title: article.title,
        excerpt: article.excerpt,
        heroImage,
        content: markdownToLexical(article.body, imageIds),
        authors: [lookup(taxonomy.authors, article.author, 'author', article.title)],
        categories: [lookup(taxonomy.categories, article.category, 'category', article.title)],
        tags: article.tags.map((tag) => lookup(taxonomy.tags, tag, 'tag', article.title)),
        publishedAt: new Date(now - article.publishedDaysAgo * DAY - 9 * 60 * 60 * 1000).toISOString(),
        _status: 'published',
        meta: { title: `${article.title} · TubeLift`, description: article.excerpt, image: heroImage },
      }
    })
  }
  // One unpublished draft, so staff see how drafts and preview work and visitors never see it.
  await ensureBySlug(payload, 'posts', 'youtube-trends-report-2027', async () => ({
    title: 'What we expect from YouTube in 2027',
    excerpt: 'A draft of our yearly trends report: Shorts, search, and what creators should plan for next year.',
    content: markdownToLexical(
      parseMarkdown(`This report is still being written. Staff can preview it from the admin; visitors cannot see it yet.

## Search keeps growing

More viewers start from the search box than a few years ago, which makes titles and descriptions matter again.`),
      [],
    ),
    authors: [lookup(taxonomy.authors, 'priya-nair', 'author', 'draft')],
    categories: [lookup(taxonomy.categories, 'content-strategy', 'category', 'draft')],
    _status: 'draft',
  }))
}

async function seedLegalPage(payload: Payload, slug: LegalSlug) {
  const current = await payload.findGlobal({ slug, depth: 0 })
  if (current.content) return
  const page = await loadLegalPage(slug)
  await payload.updateGlobal({
    slug,
    data: { title: page.title, summary: page.summary, effectiveDate: page.effectiveDate, content: markdownToLexical(page.body, []) },
    depth: 0,
    context,
  })
}

/** Collections the seed fills, in the order they can be emptied (documents before what they link to). */
const SEEDED_COLLECTIONS: CollectionSlug[] = ['posts', 'authors', 'categories', 'tags', 'media', 'orders', 'services']

export async function hasContent(payload: Payload) {
  const [posts, users] = await Promise.all([payload.count({ collection: 'posts' }), payload.count({ collection: 'users' })])
  return { posts: posts.totalDocs, users: users.totalDocs, any: posts.totalDocs + users.totalDocs > 0 }
}

/** Paid orders and services with orders are deleted too (docs/delete-rules.md), with their dependents. */
export async function wipeSeededContent(payload: Payload) {
  for (const collection of SEEDED_COLLECTIONS) {
    await payload.delete({ collection, where: { id: { exists: true } }, depth: 0, context: { ...context, wipingDemoContent: true } })
  }
}

/** Idempotent: every document is looked up by its natural key first, so seeding twice adds nothing. */
export async function seed(payload: Payload, { now = Date.now() } = {}) {
  const started = Date.now()
  payload.logger.info('Seeding demo content…')
  const { editorId, customerId } = await seedAccounts(payload)
  await seedCatalogue(payload)
  await seedDemoOrders(payload, customerId, now)
  await seedDelivery(payload, now)
  await seedDemoChannel(payload, customerId, now)
  const taxonomy = await seedTaxonomy(payload, editorId)
  await seedPosts(payload, taxonomy, now)
  await seedLegalPage(payload, 'privacy-policy')
  await seedLegalPage(payload, 'terms-of-service')
  payload.logger.info(`Seeded demo content in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
