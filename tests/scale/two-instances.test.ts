import { createClient } from 'redis'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { actionForm, submitForm } from '../resilience/support/forms'
import { adminSessionToken, freePort, startAppServer, TEST_ADMIN, visitorAddress, type AppServer } from '../support/app-server'
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp'
import { FAKE_STRIPE_ENV, startFakeStripe, type FakeStripe } from '../support/fake-stripe'
import { FAKE_YOUTUBE_ENV, startFakeYouTube, type FakeYouTube } from '../support/fake-youtube'
import { redisServer } from '../support/redis-server'
import { until } from '../support/until'
import { fakeApiKeys, fakeVideos } from '../support/youtube-fixtures'

/**
 * Two production servers (`next start`) on one SQLite file (WAL) and one Redis, as a site past one
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
const inspector = createClient({ url: redis.url, disableOfflineQueue: true })
inspector.on('error', () => {})

const get = (server: AppServer, path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { redirect: 'manual', headers: { 'x-forwarded-for': visitorAddress(), ...headers } })

beforeAll(async () => {
  await redis.start()
  youtube = await startFakeYouTube({ port: 0 })
  smtp = await startFakeSmtp({ smtpPort: await freePort(), httpPort: 0 })
  // Webhooks are sent by the test itself, to both instances.
  stripe = await startFakeStripe({ port: 0, webhookUrl: `http://localhost:${BASE + 1}/api/payments/stripe/webhook`, webhookSecret: WEBHOOK_SECRET })
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
})

afterAll(async () => {
  if (inspector.isOpen) inspector.destroy()
  await Promise.all([a?.stop(), b?.stop()])
  await Promise.all([stripe?.close(), smtp?.close(), youtube?.close(), redis.stop()])
})

describe('the page cache, shared', () => {
  it('serves on B what is published or unpublished through A within 5 s', async () => {
    const list = (await (await get(a, '/api/posts?where[_status][equals]=published&limit=1&depth=0&sort=-publishedAt')).json()) as { docs: { id: number; slug: string }[] }
    const post = list.docs[0]!
    const page = `/blog/${post.slug}`
    expect((await get(b, page)).status).toBe(200)
    // Cached on B now: without a shared cache B would keep serving it after A unpublishes it.
    expect((await get(b, page)).status).toBe(200)

    const change = (status: 'draft' | 'published') =>
      fetch(`${a.url}/api/posts/${post.id}?depth=0`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` }, body: JSON.stringify({ _status: status }) })

    expect((await change('draft')).status).toBe(200)
    await until(async () => (await get(b, page)).status === 404, { timeoutMs: 5_000, intervalMs: 100, what: 'B no longer serving the unpublished post' })
    expect((await change('published')).status).toBe(200)
    await until(async () => (await get(b, page)).status === 200, { timeoutMs: 5_000, intervalMs: 100, what: 'B serving the post published again' })
  })
})

describe('rate limits, shared', () => {
  it('counts requests to A and B together', async () => {
    // Three reset requests per email and hour, whichever instance receives them.
    const email = `limit-${Date.now()}@example.test`
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const server = i % 2 ? b : a
      const response = await fetch(`${server.url}/api/users/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() }, body: JSON.stringify({ email }) })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('payments on two instances', () => {
  let customer: Record<string, string>
  let packageId: string

  beforeAll(async () => {
    const login = await fetch(`${a.url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'demo@tubelift.dev', password: TEST_ADMIN.password }) })
    customer = { cookie: `payload-token=${((await login.json()) as { token: string }).token}`, 'sec-fetch-site': 'same-origin' }
    const services = (await (await get(a, '/api/services?where[slug][equals]=views-campaign&depth=0')).json()) as { docs: { packages: { id: string }[] }[] }
    packageId = services.docs[0]!.packages[0]!.id
  })

  async function paidSession(): Promise<{ number: string; event: Stripe.Event }> {
    const query = new URLSearchParams({ url: `https://youtu.be/${fakeVideos.full.id}`, service: 'views-campaign', package: packageId, countries: 'US' })
    const pageUrl = `${a.url}/checkout?${query}`
    const page = await fetch(pageUrl, { headers: customer })
    const response = await submitForm(pageUrl, actionForm(await page.text(), ['service', 'package']), { acceptTerms: 'on' }, customer)
    expect(response.status).toBe(303)
    const sessionId = new URL(response.headers.get('location')!).pathname.split('/').pop()!
    const pay = await fetch(`${stripe.url}/pay/${sessionId}/complete`, { method: 'POST', body: new URLSearchParams({ email: 'payer@example.test' }), redirect: 'manual' })
    expect(pay.status).toBeLessThan(400)
    const event = stripe.events.find((e) => e.type === 'checkout.session.completed' && e.data.object.id === sessionId)!
    const orders = (await (await fetch(`${a.url}/api/orders?sort=-createdAt&limit=1&depth=0`, { headers: customer })).json()) as { docs: { number: string }[] }
    return { number: orders.docs[0]!.number, event: event as unknown as Stripe.Event }
  }

  const deliver = (server: AppServer, event: Stripe.Event) => {
    const payload = JSON.stringify(event)
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    return fetch(`${server.url}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload })
  }

  /** The order is paid once (one `paid` in its history) and its customer gets one receipt. */
  async function expectPaidOnce(number: string) {
    const order = (await (await fetch(`${a.url}/api/orders?where[number][equals]=${number}&depth=0`, { headers: { authorization: `JWT ${adminToken}` } })).json()) as { docs: { status: string; statusHistory: { status: string }[] }[] }
    expect(order.docs[0]!.status).toBe('paid')
    expect(order.docs[0]!.statusHistory.filter((entry) => entry.status === 'paid')).toHaveLength(1)
    const receipts = () => smtp.messages.filter((message) => message.subject.includes(number) && /Payment received/.test(message.subject))
    await until(() => receipts().length > 0, { timeoutMs: 20_000, intervalMs: 100, what: `the receipt email of ${number}` })
    return receipts
  }

  it('applies the same webhook event, delivered to A and B at once ten times, once, with one email', async () => {
    const { number, event } = await paidSession()
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => deliver(i % 2 ? b : a, event)))
    expect(responses.map((response) => response.status).filter((status) => status !== 200)).toEqual([])
    const receipts = await expectPaidOnce(number)
    // Another run of the queue (every 5 s) must not send it again.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(receipts()).toHaveLength(1)
  })

  it('applies a payment once when the success page on B races the webhook on A', async () => {
    const { number, event } = await paidSession()
    const sessionId = (event.data.object as { id: string }).id
    const [page, webhook] = await Promise.all([fetch(`${b.url}/payment/success?session_id=${sessionId}`, { headers: customer }), deliver(a, event)])
    expect(page.status).toBe(200)
    expect(webhook.status).toBe(200)
    const receipts = await expectPaidOnce(number)
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(receipts()).toHaveLength(1)
  })
})

type LoadResult = { count: number; failures: string[] }

/** Visitors alternating between A and B for `ms`, eight at a time, over pages and APIs. */
async function load(ms: number, acceptable: (status: number) => boolean): Promise<LoadResult> {
  // Pages and feeds only: the tools' APIs are rate-limited per client, and the load is one client.
  const paths = ['/', '/blog', '/blog/page/2', '/all-services', '/api/health', '/blog/feed.xml', '/sitemap.xml', '/blog/does-not-exist']
  const result: LoadResult = { count: 0, failures: [] }
  const deadline = Date.now() + ms
  await Promise.all(
    Array.from({ length: 8 }, async (_, worker) => {
      for (let i = worker; Date.now() < deadline; i++) {
        const path = paths[i % paths.length]!
        const server = i % 2 ? b : a
        try {
          const response = await get(server, path)
          await response.arrayBuffer()
          result.count += 1
          if (!acceptable(response.status)) result.failures.push(`${response.status} ${server.url}${path}`)
        } catch (error) {
          result.failures.push(`${(error as Error).message} ${server.url}${path}`)
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
    const running = load(10_000, (status) => status < 500 && status !== 429)
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    await redis.stop()
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    await redis.start()
    const result = await running
    expect(result.failures.slice(0, 10)).toEqual([])

    // The restarted Redis is empty: a limit counted by both instances shows up there once they reconnect.
    await until(() => inspector.isReady, { timeoutMs: 10_000, intervalMs: 100, what: 'the test client reconnecting' })
    let round = 0
    await until(
      async () => {
        const email = `back-${Date.now()}-${++round}@example.test`
        for (const server of [a, b]) {
          await fetch(`${server.url}/api/users/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() }, body: JSON.stringify({ email }) })
          await (await get(server, `/blog/page/${round + 2}`)).arrayBuffer()
        }
        return Number(await inspector.get(`tubelift:rate:forgot-email:${email}`)) === 2
      },
      { timeoutMs: 15_000, intervalMs: 100, what: 'both instances counting in Redis again' },
    )
    expect((await inspector.keys('tubelift:next:*')).length).toBeGreaterThan(0)
  })
})
