import { createClient as createSqliteClient } from '@libsql/client'
import { createClient } from 'redis'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { actionForm, submitForm } from '../resilience/support/forms'
import { adminSessionToken, startAppServer, TEST_ADMIN, visitorAddress, type AppServer } from '../support/app-server'
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp'
import { FAKE_STRIPE_ENV, startFakeStripe, type FakeStripe } from '../support/fake-stripe'
import { FAKE_YOUTUBE_ENV, startFakeYouTube, type FakeYouTube } from '../support/fake-youtube'
import { freePort } from '../support/ports'
import { redisServer } from '../support/redis-server'
import { until } from '../support/until'
import { fakeApiKeys, fakeVideos } from '../support/youtube-fixtures'

/**
 * Two production servers (`npm start`) on one SQLite file (WAL) and one Redis, as a site past one
 * machine runs: what one instance changes, the other serves; limits count both; a payment is
 * applied once whichever instance hears of it; Redis going away costs sharing, never an answer.
 */
const BASE = Number(process.env.E2E_PORT ?? 3100) + 60
const WEBHOOK_SECRET = 'whsec_scale_secret'
const redis = redisServer(BASE)

let a: AppServer
let b: AppServer
let stripe: FakeStripe
let smtp: FakeSmtp
let youtube: FakeYouTube
let adminToken: string
/** The test's own view of Redis and of the database file both servers share. */
const inspector = createClient({ url: redis.url, disableOfflineQueue: true })
inspector.on('error', () => {})
let database: ReturnType<typeof createSqliteClient>

const get = (server: AppServer, path: string) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': visitorAddress() } })
/** A reset request from a new visitor: always 200 (unknown addresses included) unless rate-limited. */
const forgotPassword = (server: AppServer, email: string) =>
  fetch(`${server.url}/api/users/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify({ email }),
  })

/** Whether a rendered page of this path is in the shared cache (Next keys pages by route, ending in the path). */
const pageCached = async (path: string) => (await inspector.keys(`tubelift:next:*${path}`)).length > 0

async function publishedPosts(): Promise<{ id: number; slug: string }[]> {
  const response = await get(a, '/api/posts?where[_status][equals]=published&limit=3&depth=0&sort=-publishedAt&select[slug]=true')
  return ((await response.json()) as { docs: { id: number; slug: string }[] }).docs
}

const setStatus = (id: number, status: 'draft' | 'published') =>
  fetch(`${a.url}/api/posts/${id}?depth=0`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ _status: status }),
  })

beforeAll(async () => {
  await redis.start()
  youtube = await startFakeYouTube({ port: 0 })
  smtp = await startFakeSmtp({ smtpPort: await freePort(), httpPort: 0 })
  // Webhooks are sent by the test itself, to both instances.
  stripe = await startFakeStripe({
    port: 0,
    webhookUrl: `http://localhost:${BASE + 1}/api/payments/stripe/webhook`,
    webhookSecret: WEBHOOK_SECRET,
  })
  stripe.setWebhookMode('never')
  const env = {
    REDIS_URL: redis.url,
    ...FAKE_YOUTUBE_ENV(youtube.url),
    YOUTUBE_API_KEY: fakeApiKeys.valid,
    ...FAKE_STRIPE_ENV(stripe, WEBHOOK_SECRET),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.smtpPort),
    SMTP_SECURE: 'false',
  }
  // A migrates and seeds the file; B then serves the same file. Only A runs the jobs queue.
  a = await startAppServer({ port: BASE + 1, env })
  b = await startAppServer({ port: BASE + 2, database: a.database, env: { ...env, JOBS_AUTORUN: 'false' } })
  adminToken = await adminSessionToken(a.url)
  await inspector.connect()
  database = createSqliteClient({ url: `file:${a.database}` })
})

afterAll(async () => {
  database?.close()
  if (inspector.isOpen) inspector.destroy()
  await Promise.all([a?.stop(), b?.stop()])
  await Promise.all([stripe?.close(), smtp?.close(), youtube?.close(), redis.stop()])
})

describe('the page cache, shared', () => {
  it('serves on B what is published or unpublished through A within 5 s', async () => {
    const [post] = await publishedPosts()
    const page = `/blog/${post!.slug}`
    expect((await get(b, page)).status).toBe(200)
    // Cached in Redis now: without a shared invalidation B would keep serving it after A unpublishes it.
    await until(() => pageCached(page), { timeoutMs: 5_000, what: 'B caching the post page in Redis' })

    expect((await setStatus(post!.id, 'draft')).status).toBe(200)
    await until(async () => (await get(b, page)).status === 404, { timeoutMs: 5_000, what: 'B no longer serving the unpublished post' })
    expect((await setStatus(post!.id, 'published')).status).toBe(200)
    await until(async () => (await get(b, page)).status === 200, { timeoutMs: 5_000, what: 'B serving the post published again' })
  })
})

describe('rate limits, shared', () => {
  it('counts requests to A and B together', async () => {
    // Three reset requests per email and hour, whichever instance receives them.
    const email = `limit-${Date.now()}@example.test`
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await forgotPassword(i % 2 ? b : a, email)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('payments on two instances', () => {
  let customer: Record<string, string>
  let packageId: string

  beforeAll(async () => {
    const login = await fetch(`${a.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@tubelift.dev', password: TEST_ADMIN.password }),
    })
    expect(login.status, 'the demo customer signing in').toBe(200)
    customer = { cookie: `payload-token=${((await login.json()) as { token: string }).token}`, 'sec-fetch-site': 'same-origin' }
    const services = (await (await get(a, '/api/services?where[slug][equals]=views-campaign&depth=0')).json()) as {
      docs: { packages: { id: string }[] }[]
    }
    packageId = services.docs[0]!.packages[0]!.id
  })

  /** An order placed through checkout on A (as a browser without JavaScript) and paid at Stripe; its webhook not yet sent. */
  async function paidSession(): Promise<{ number: string; sessionId: string; event: Stripe.Event }> {
    const query = new URLSearchParams({
      url: `https://youtu.be/${fakeVideos.full.id}`,
      service: 'views-campaign',
      package: packageId,
      countries: 'US',
    })
    const pageUrl = `${a.url}/checkout?${query}`
    const page = await fetch(pageUrl, { headers: customer, redirect: 'manual' })
    expect(page.status, 'the checkout page').toBe(200)
    const response = await submitForm(pageUrl, actionForm(await page.text(), ['service', 'package']), { acceptTerms: 'on' }, customer)
    expect(response.status, 'placing the order').toBe(303)
    const sessionId = new URL(response.headers.get('location')!).pathname.split('/').pop()!
    const pay = await fetch(`${stripe.url}/pay/${sessionId}/complete`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'payer@example.test' }),
      redirect: 'manual',
    })
    expect(pay.status).toBeLessThan(400)
    const event = stripe.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId)!
    const number = (event.data.object as { metadata: Record<string, string> }).metadata.order_number!
    return { number, sessionId, event: event as unknown as Stripe.Event }
  }

  const deliver = (server: AppServer, event: Stripe.Event) => {
    const payload = JSON.stringify(event)
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    return fetch(`${server.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    })
  }

  const receiptSubject = (number: string) => `Payment received · order ${number}`

  /** Receipt jobs of an order still in the queue, read from the shared file (the jobs API is closed to everyone; a completed job is deleted). */
  async function queuedReceipts(number: string): Promise<number> {
    const { rows } = await database.execute({
      sql: `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'sendEmail' AND json_extract(input, '$.subject') = ?`,
      args: [receiptSubject(number)],
    })
    return Number(rows[0]!.n)
  }
  const receipts = (number: string) => smtp.messages.filter((message) => message.subject === receiptSubject(number))

  /**
   * The order went to paid once (one `paid` in its history), one payment event was recorded, and the
   * customer got one receipt. Jobs are queued before the webhook or the page answers, so once none is
   * left and a receipt has arrived, every receipt ever queued for the order has been sent.
   */
  async function expectPaidOnce(number: string, eventId: string) {
    const order = (await (
      await fetch(`${a.url}/api/orders?where[number][equals]=${number}&depth=0`, { headers: { authorization: `JWT ${adminToken}` } })
    ).json()) as { docs: { status: string; statusHistory: { status: string }[] }[] }
    expect(order.docs[0]!.status).toBe('paid')
    expect(order.docs[0]!.statusHistory.filter((entry) => entry.status === 'paid')).toHaveLength(1)
    const events = await database.execute({ sql: 'SELECT count(*) AS n FROM payment_events WHERE event_id = ?', args: [eventId] })
    expect(Number(events.rows[0]!.n)).toBe(1)
    await until(async () => receipts(number).length > 0 && (await queuedReceipts(number)) === 0, {
      timeoutMs: 20_000,
      what: `the receipt of ${number} sent by the queue`,
    })
    expect(receipts(number)).toHaveLength(1)
  }

  it('applies the same webhook event, delivered to A and B at once ten times, once, with one email', async () => {
    const { number, event } = await paidSession()
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(i % 2 ? b : a, event)))
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200))
    await expectPaidOnce(number, event.id)
  })

  it('applies a payment once when the success page on B races the webhook on A', async () => {
    const { number, sessionId, event } = await paidSession()
    const [page, webhook] = await Promise.all([
      fetch(`${b.url}/payment/success?session_id=${sessionId}`, { headers: customer }),
      deliver(a, event),
    ])
    expect(page.status).toBe(200)
    expect(webhook.status).toBe(200)
    await expectPaidOnce(number, event.id)
  })
})

type LoadResult = { count: number; failures: string[] }

/**
 * Visitors alternating between A and B for `ms`, eight at a time: cached pages and feeds, an API
 * read, a 404, the health check and a rate-limited form post (each from its own address, so limits
 * count visitors rather than the load generator).
 */
async function load(ms: number, acceptable: (status: number) => boolean): Promise<LoadResult> {
  const requests: ((server: AppServer) => Promise<Response>)[] = [
    ...[
      '/',
      '/blog',
      '/blog/page/2',
      '/all-services',
      '/api/health',
      '/blog/feed.xml',
      '/sitemap.xml',
      '/blog/does-not-exist',
      '/api/posts?limit=3&depth=0',
    ].map((path) => (server: AppServer) => get(server, path)),
    (server) => forgotPassword(server, `load-${Math.random().toString(36).slice(2)}@example.test`),
  ]
  const result: LoadResult = { count: 0, failures: [] }
  const deadline = Date.now() + ms
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      for (let i = worker; Date.now() < deadline; i++) {
        const server = i % 2 ? b : a
        const request = requests[i % requests.length]!
        try {
          const response = await request(server)
          await response.arrayBuffer()
          result.count += 1
          if (!acceptable(response.status)) result.failures.push(`${response.status} ${response.url}`)
        } catch (error) {
          result.failures.push(`${(error as Error).message} ${server.url} request ${i % requests.length}`)
        }
      }
    }),
  )
  return result
}

const expected = (status: number) => status === 200 || status === 404 || status === 308

describe('load', () => {
  it('30 s over both instances, alternating: no errors', async () => {
    const result = await load(30_000, expected)
    expect(result.failures.slice(0, 10)).toEqual([])
    expect(result.count).toBeGreaterThan(100)
  })

  it('Redis stopped in the middle of a load: no 5xx; once it is back, both instances use it again', async () => {
    // Limits fall back to each process while Redis is away, so a 429 is allowed then; a 5xx never.
    const running = load(10_000, (status) => expected(status) || status === 429)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await redis.stop()
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    await redis.start()
    const result = await running
    expect(result.failures.slice(0, 10)).toEqual([])
    expect(result.count).toBeGreaterThan(20)

    // The restarted Redis is empty, so whatever shows up there was written after the outage.
    await until(() => inspector.isReady, { timeoutMs: 10_000, what: 'the test client reconnecting' })
    // Rate limits: one email, one request to each instance, counted together in Redis.
    let round = 0
    await until(
      async () => {
        const email = `back-${++round}@example.test`
        for (const server of [a, b]) await forgotPassword(server, email)
        return Number(await inspector.get(`tubelift:rate:forgot-email:${email}`)) === 2
      },
      { timeoutMs: 15_000, what: 'both instances counting rate limits in Redis again' },
    )
    // Page cache: a post rendered on each instance lands in Redis, and A's invalidation reaches B's copy.
    const [, onA, onB] = await publishedPosts()
    for (const [server, post] of [
      [a, onA!],
      [b, onB!],
    ] as const) {
      await until(
        async () => {
          await (await get(server, `/blog/${post.slug}`)).arrayBuffer()
          return pageCached(`/blog/${post.slug}`)
        },
        { timeoutMs: 15_000, what: `${server.url} caching pages in Redis again` },
      )
    }
    expect((await setStatus(onB!.id, 'draft')).status).toBe(200)
    await until(async () => !(await pageCached(`/blog/${onB!.slug}`)) && (await get(b, `/blog/${onB!.slug}`)).status === 404, {
      timeoutMs: 5_000,
      what: 'A’s invalidation reaching B again',
    })
    expect((await setStatus(onB!.id, 'published')).status).toBe(200)
  })
})
