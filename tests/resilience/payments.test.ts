import { createServer, type Server, type Socket } from 'node:net'

import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { TEST_ADMIN } from '../support/app-server'
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp'
import { FAKE_STRIPE_ENV, startFakeStripe, type FakeStripe } from '../support/fake-stripe'
import { freePort } from '../support/ports'
import { until } from '../support/until'
import { fakeVideos } from '../support/youtube-fixtures'

import { RESILIENCE_URL as appUrl, serveAppWithYouTube } from './support/app'
import { actionForm, submitForm } from './support/forms'

/**
 * Payments and email when things go wrong, against the production server, paying through the
 * loopback Stripe with the checkout form submitted as a browser without JavaScript would:
 * Stripe refusing to open Checkout, a storm of duplicated and shuffled webhooks, and the mail
 * server down while orders are paid.
 */
const WEBHOOK_SECRET = 'whsec_resilience_secret'

let stripe: FakeStripe
let smtpPort: number
/** Stands in for a mail server that is down: it takes each connection and drops it at once. */
let deadSmtp: Server
let droppedMailConnections = 0
let smtp: FakeSmtp | undefined
/** What a browser sends with the customer's requests: the session cookie, on a same-site request (Payload's CSRF rule). */
let customer: Record<string, string>
let adminToken: string
let packageId: string

async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  expect(response.status, `signing in ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

beforeAll(async () => {
  stripe = await startFakeStripe({
    port: 0,
    webhookUrl: `${appUrl}/api/payments/stripe/webhook`,
    webhookSecret: WEBHOOK_SECRET,
    asyncSettleMs: 300,
    retryDelayMs: 200,
  })
  // The storm below is the only webhook traffic: the fake records events but does not send them.
  stripe.setWebhookMode('never')
  smtpPort = await freePort()
  deadSmtp = createServer((socket: Socket) => {
    droppedMailConnections += 1
    socket.destroy()
  })
  await new Promise<void>((resolve) => deadSmtp.listen(smtpPort, '127.0.0.1', resolve))
})

serveAppWithYouTube(() => ({
  ...FAKE_STRIPE_ENV(stripe, WEBHOOK_SECRET),
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
}))

beforeAll(async () => {
  customer = { cookie: `payload-token=${await signIn('demo@tubelift.dev', TEST_ADMIN.password)}`, 'sec-fetch-site': 'same-origin' }
  adminToken = await signIn(TEST_ADMIN.email, TEST_ADMIN.password)
  const services = (await (await fetch(`${appUrl}/api/services?where[slug][equals]=views-campaign&depth=0`)).json()) as {
    docs: { packages: { id: string }[] }[]
  }
  packageId = services.docs[0]!.packages[0]!.id
})

afterAll(async () => {
  await Promise.all([stripe?.close(), smtp?.close(), new Promise((resolve) => (deadSmtp ? deadSmtp.close(resolve) : resolve(null)))])
})

type OrderView = {
  id: number
  number: string
  status: string
  statusHistory?: { status: string }[]
  payments?: { sessionId: string; status: string }[]
}

async function adminOrder(number: string): Promise<OrderView> {
  const response = await fetch(`${appUrl}/api/orders?where[number][equals]=${number}&depth=0&limit=1`, {
    headers: { authorization: `JWT ${adminToken}` },
  })
  const { docs } = (await response.json()) as { docs: OrderView[] }
  if (!docs[0]) throw new Error(`order ${number} not found`)
  return docs[0]
}

async function latestOrderNumber(): Promise<string> {
  const response = await fetch(`${appUrl}/api/orders?sort=-createdAt&limit=1&depth=0`, { headers: customer })
  return ((await response.json()) as { docs: OrderView[] }).docs[0]!.number
}

/** Checkout's Pay button, without JavaScript: returns where the browser is sent next. */
async function checkout(): Promise<string> {
  const query = new URLSearchParams({
    url: `https://youtu.be/${fakeVideos.full.id}`,
    service: 'views-campaign',
    package: packageId,
    countries: 'US',
  })
  const pageUrl = `${appUrl}/checkout?${query}`
  const page = await fetch(pageUrl, { headers: customer })
  expect(page.status).toBe(200)
  const response = await submitForm(pageUrl, actionForm(await page.text(), ['service', 'package']), { acceptTerms: 'on' }, customer)
  expect(response.status, (await response.clone().text()).slice(0, 500)).toBe(303)
  return new URL(response.headers.get('location')!, appUrl).toString()
}

const sessionIdIn = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').pop()!

async function payAtStripe(sessionId: string, action: 'complete' | 'async', outcome?: 'fail') {
  const body = new URLSearchParams({ email: 'payer@example.test', ...(outcome ? { outcome } : {}) })
  const response = await fetch(`${stripe.url}/pay/${sessionId}/${action}`, { method: 'POST', body, redirect: 'manual' })
  expect(response.status).toBeLessThan(400)
}

describe('Stripe failing when Checkout opens', () => {
  it('keeps the order pending, sends the customer to it, and a retry pays it', async () => {
    stripe.failCheckoutCreation('server-error')
    const landing = await checkout()
    stripe.failCheckoutCreation('none')
    expect(landing).toMatch(/\/dashboard\/my-orders\/[\w-]+\?payment=unavailable$/)
    const number = new URL(landing).pathname.split('/').pop()!
    expect((await adminOrder(number)).status).toBe('pending_payment')

    const pageUrl = `${appUrl}/dashboard/my-orders/${number}`
    const page = await fetch(pageUrl, { headers: customer })
    const retry = await submitForm(pageUrl, actionForm(await page.text(), ['order']), {}, customer)
    expect(retry.status).toBe(303)
    const sessionId = sessionIdIn(retry.headers.get('location')!)
    expect(stripe.sessions.get(sessionId)?.status).toBe('open')
    await payAtStripe(sessionId, 'complete')
    const event = stripe.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId)!
    expect(await stripe.sendEvent(event.type, sessionId, { id: event.id })).toBe(200)
    expect((await adminOrder(number)).status).toBe('paid')
  })
})

describe('a webhook storm while the mail server is down', () => {
  type Plan = { number: string; sessionId: string; expected: string }
  const plans: Plan[] = []

  beforeAll(async () => {
    const kinds = [
      ...Array<string>(8).fill('card'),
      ...Array<string>(4).fill('async-ok'),
      ...Array<string>(4).fill('async-fail'),
      ...Array<string>(4).fill('abandoned'),
    ]
    for (const kind of kinds) {
      const sessionId = sessionIdIn(await checkout())
      const number = await latestOrderNumber()
      if (kind === 'card') await payAtStripe(sessionId, 'complete')
      if (kind === 'async-ok') await payAtStripe(sessionId, 'async')
      if (kind === 'async-fail') await payAtStripe(sessionId, 'async', 'fail')
      if (kind === 'abandoned') {
        const expired = await new Stripe(stripe.apiKey, {
          host: new URL(stripe.url).hostname,
          port: Number(new URL(stripe.url).port),
          protocol: 'http',
        }).checkout.sessions.expire(sessionId)
        expect(expired.status).toBe('expired')
      }
      plans.push({
        number,
        sessionId,
        expected: { card: 'paid', 'async-ok': 'paid', 'async-fail': 'payment_failed', abandoned: 'pending_payment' }[kind]!,
      })
    }
    // Delayed methods settle a moment later; their second event exists once they have.
    await until(() => stripe.events.filter((e) => e.type.startsWith('checkout.session.async_payment')).length === 8, {
      timeoutMs: 10_000,
      intervalMs: 250,
      what: 'async payments settled',
    })
  })

  it('100 deliveries of 28 events, duplicated and shuffled, sent 10 at a time: every order ends right, once', async () => {
    const ours = new Set(plans.map((p) => p.sessionId))
    const events = stripe.events.filter((e) => ours.has((e.data.object as { id: string }).id))
    expect(events).toHaveLength(28)
    // Every event at least once, then duplicates up to 100, in a random order (seeded for reruns).
    let seed = 20261121
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const deliveries = [...events, ...Array.from({ length: 100 - events.length }, () => events[Math.floor(random() * events.length)]!)]
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!]
    }
    const statuses: number[] = []
    for (let i = 0; i < deliveries.length; i += 10) {
      const batch = deliveries.slice(i, i + 10)
      statuses.push(
        ...(await Promise.all(
          batch.map((event) => stripe.sendEvent(event.type, (event.data.object as { id: string }).id, { id: event.id })),
        )),
      )
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([])

    for (const plan of plans) {
      const order = await adminOrder(plan.number)
      expect(order.status, `order ${plan.number}`).toBe(plan.expected)
      const history = (order.statusHistory ?? []).map((entry) => entry.status)
      expect(new Set(history).size, `status history of ${plan.number}: ${history.join(' → ')}`).toBe(history.length)
    }
  })

  it('the mail server being down blocks nothing; the queued emails go out once it is back', async () => {
    const paid = plans.filter((plan) => plan.expected === 'paid')
    // The job runner has tried (every second here) and failed: the emails are waiting in the queue.
    await until(() => droppedMailConnections > 0, {
      timeoutMs: 20_000,
      intervalMs: 250,
      what: 'a delivery attempt to the dead mail server',
    })
    await new Promise((resolve) => deadSmtp.close(resolve))
    smtp = await startFakeSmtp({ smtpPort, httpPort: 0 })
    const receipts = () => smtp!.messages.filter((m) => /Payment received/.test(m.subject) && m.to.includes('demo@tubelift.dev'))
    // Retries back off exponentially from 5 s; the oldest failures come round again within a minute.
    await until(() => paid.every((plan) => receipts().some((m) => m.subject.includes(plan.number))), {
      timeoutMs: 90_000,
      intervalMs: 250,
      what: 'the receipts of the paid orders',
    })
    for (const plan of paid)
      expect(
        receipts().filter((m) => m.subject.includes(plan.number)),
        `receipts for ${plan.number}`,
      ).toHaveLength(1)
  })
})
