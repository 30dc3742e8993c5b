import { readFileSync } from 'node:fs'

import pg from 'pg'
import { createClient } from 'redis'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { actionForm, submitForm } from '../resilience/support/forms'
import { adminSessionToken, startAppServer, TEST_ADMIN, TEST_JOB_RUNNER_ENV, visitorAddress, type AppServer } from '../support/app-server'
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp'
import { FAKE_STRIPE_ENV, startFakeStripe, type FakeStripe } from '../support/fake-stripe'
import { FAKE_YOUTUBE_ENV, startFakeYouTube, type FakeYouTube } from '../support/fake-youtube'
import { freePort } from '../support/ports'
import { postgresServer } from '../support/postgres-server.mjs'
import { redisServer } from '../support/redis-server'
import { until } from '../support/until'
import { fakeApiKeys, fakeVideos } from '../support/youtube-fixtures'

/**
 * A deployment past one machine, as it runs: two production servers (`npm start`) on one PostgreSQL
 * database and one Redis, both running the jobs queue. What one instance changes, the other serves;
 * limits count both; a payment is applied once whichever instance hears of it. Redis going away costs
 * sharing, never an answer nor an exact order; PostgreSQL restarting costs 503s while it is down,
 * never a 500 nor a lost or doubled write, and the instances recover by themselves.
 */
const PORTS = Number(process.env.E2E_PORT ?? 3100)
const BASE = PORTS + 60
const WEBHOOK_SECRET = 'whsec_scale_secret'
const redis = redisServer(BASE)
const postgres = postgresServer(PORTS + 55)
const databaseUri = postgres.url('tubelift')

let a: AppServer
let b: AppServer
let stripe: FakeStripe
let smtp: FakeSmtp
let youtube: FakeYouTube
let adminToken: string
/** The test's own view of Redis and of the database both servers share. */
const inspector = createClient({ url: redis.url, disableOfflineQueue: true })
inspector.on('error', () => {})
const database = new pg.Pool({ connectionString: databaseUri, max: 2 })
database.on('error', () => {})

const get = (server: AppServer, path: string) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': visitorAddress() } })
/** A reset request from a new visitor: always 200 (unknown addresses included) unless rate-limited. */
const forgotPassword = (server: AppServer, email: string) =>
  fetch(`${server.url}/api/users/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify({ email }),
  })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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
  await Promise.all([redis.start(), postgres.start()])
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
    ...TEST_JOB_RUNNER_ENV,
    REDIS_URL: redis.url,
    ...FAKE_YOUTUBE_ENV(youtube.url),
    YOUTUBE_API_KEY: fakeApiKeys.valid,
    ...FAKE_STRIPE_ENV(stripe, WEBHOOK_SECRET),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.smtpPort),
    SMTP_SECURE: 'false',
  }
  // A creates the database, applies the committed migrations and seeds it; B then serves the same
  // database and media folder. Both run the jobs queue: PostgreSQL hands each job to one runner.
  a = await startAppServer({ port: BASE + 1, databaseUri, env })
  b = await startAppServer({ port: BASE + 2, databaseUri, seed: false, dataDir: a.dataDir, env })
  adminToken = await adminSessionToken(a.url)
  await inspector.connect()
}, 600_000)

afterAll(async () => {
  if (inspector.isOpen) inspector.destroy()
  await Promise.all([a?.stop(), b?.stop()])
  await database.end()
  await Promise.all([stripe?.close(), smtp?.close(), youtube?.close(), redis.stop(), postgres.destroy()])
})

describe('the page cache, shared', () => {
  it("is chosen at start: both start from the build's configuration, not by compiling next.config.ts (decision 010)", () => {
    // REDIS_URL is read when they start, whatever the build saw; Next's SWC binary (26 MB resident)
    // would be loaded only to compile next.config.ts.
    for (const server of [a, b]) expect(readFileSync(`/proc/${server.process.pid}/maps`, 'utf8')).not.toContain('next-swc')
  })

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

let customer: Record<string, string>
let packageId: string

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

/** As Stripe does: delivers the event again (here to the other instance) until one answers 200; the statuses seen. */
async function deliverUntilAccepted(event: Stripe.Event, first: AppServer, timeoutMs = 60_000): Promise<number[]> {
  const statuses: number[] = []
  const deadline = Date.now() + timeoutMs
  for (let server = first; Date.now() < deadline; server = server === a ? b : a) {
    const status = await deliver(server, event).then(
      (response) => response.status,
      () => 0,
    )
    statuses.push(status)
    if (status === 200) return statuses
    await pause(300)
  }
  throw new Error(`event ${event.id} was never accepted: ${statuses.join(', ')}`)
}

const receiptSubject = (number: string) => `Payment received · order ${number}`

/** Receipt jobs of an order still in the queue, read from the shared database (the jobs API is closed to everyone; a completed job is deleted). */
async function queuedReceipts(number: string): Promise<number> {
  const { rows } = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payload_jobs WHERE task_slug = 'sendEmail' AND input->>'subject' = $1`,
    [receiptSubject(number)],
  )
  return rows[0]!.n
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
  const events = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_events WHERE event_id = $1', [eventId])
  expect(events.rows[0]!.n).toBe(1)
  await until(async () => receipts(number).length > 0 && (await queuedReceipts(number)) === 0, {
    timeoutMs: 30_000,
    what: `the receipt of ${number} sent by the queue`,
  })
  expect(receipts(number)).toHaveLength(1)
}

describe('payments on two instances', () => {
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

type LoadResult = { count: number; statuses: Map<number, number>; failures: string[] }

/**
 * Visitors alternating between A and B for `ms`, eight at a time: cached pages and feeds, an API
 * read, a 404, the health check, a search rendered for each request, and a rate-limited form post
 * (each from its own address, so limits count visitors rather than the load generator).
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
    (server) => get(server, `/blog/search?q=${Math.random().toString(36).slice(2, 6)}`),
    (server) => forgotPassword(server, `load-${Math.random().toString(36).slice(2)}@example.test`),
  ]
  const result: LoadResult = { count: 0, statuses: new Map(), failures: [] }
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
          result.statuses.set(response.status, (result.statuses.get(response.status) ?? 0) + 1)
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
    expect(result.failures.slice(0, 10), result.failures.slice(0, 10).join('\n')).toEqual([])
    expect(result.count).toBeGreaterThan(100)
  })

  it('Redis stopped in the middle of a load while orders are paid on both instances: no 5xx, every order paid once with one receipt; once Redis is back, both instances use it again', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => paidSession()))
    // Limits fall back to each process while Redis is away, so a 429 is allowed then; a 5xx never.
    const running = load(12_000, (status) => expected(status) || status === 429)
    await pause(2_000)
    await redis.stop()
    // Every payment reaches both instances at once, three times each, while Redis is down: only the
    // database keeps them apart.
    const deliveries = await Promise.all(orders.flatMap(({ event }) => Array.from({ length: 6 }, (_, i) => deliver(i % 2 ? b : a, event))))
    expect(deliveries.map((response) => response.status)).toEqual(Array(deliveries.length).fill(200))
    await pause(3_000)
    await redis.start()
    const result = await running
    expect(result.failures.slice(0, 10), result.failures.slice(0, 10).join('\n')).toEqual([])
    expect(result.count).toBeGreaterThan(20)
    for (const { number, event } of orders) await expectPaidOnce(number, event.id)

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

  it('PostgreSQL restarted in the middle of a load: 503s while it is down, never a 500, no payment lost or doubled, and both instances recover by themselves', async () => {
    const orders = await Promise.all(Array.from({ length: 4 }, () => paidSession()))
    const pids = [a.process.pid, b.process.pid]
    const running = load(16_000, (status) => expected(status) || status === 503)
    await pause(3_000)
    await postgres.stop()
    // While it is down, Stripe delivers each payment and retries until an instance accepts it.
    const deliveries = orders.map(({ event }, i) => deliverUntilAccepted(event, i % 2 ? b : a))
    const whileDown = await Promise.all([a, b].map((server) => get(server, '/api/health')))
    expect(whileDown.map((response) => response.status)).toEqual([503, 503])
    expect(whileDown.every((response) => response.headers.get('retry-after'))).toBe(true)
    await pause(5_000)
    await postgres.start()
    const [result, statuses] = await Promise.all([running, Promise.all(deliveries)])
    expect(result.failures.slice(0, 10), result.failures.slice(0, 10).join('\n')).toEqual([])
    expect(result.statuses.get(503), 'requests answered 503 while PostgreSQL was down').toBeGreaterThan(0)
    expect(statuses.flat().filter((status) => status !== 200 && status !== 503)).toEqual([])
    expect(statuses.flat(), 'webhooks refused while PostgreSQL was down').toContain(503)

    // The same processes serve again, pages rendered for the request included.
    expect([a.process.exitCode, b.process.exitCode]).toEqual([null, null])
    expect([a.process.pid, b.process.pid]).toEqual(pids)
    for (const server of [a, b]) {
      await until(async () => (await get(server, '/api/health')).status === 200, { timeoutMs: 15_000, what: `${server.url} healthy again` })
      expect((await get(server, `/blog/search?q=recovered${server.port}`)).status).toBe(200)
    }
    for (const { number, event } of orders) await expectPaidOnce(number, event.id)
  })
})
