import { beforeAll, describe, expect, it } from 'vitest'

import { until } from '../support/until'

import { orderInput as orderFor, shopWithCustomer, startStripeForFile, startYouTubeForFile } from './support/commerce'

/**
 * Money is taken at most once, with the real Stripe SDK against the loopback fake: new attempts and
 * cancels close the order's open Checkout Sessions, a payment that arrives for an order that no
 * longer wants it is refunded and recorded, unpaid orders expire through the jobs queue, and order
 * writes never lose a concurrent change.
 */
// A bank debit clears 2 s after it starts: the tests cancel or expire an order while it is still
// clearing, which 300 ms did not leave time for on a loaded CI machine.
const stripe = await startStripeForFile({ webhookSecret: 'whsec_payments_once', asyncSettleMs: 2_000 })
await startYouTubeForFile()

const { testPayload, createUser } = await import('./support/payload')
const { placeOrder, startPayment, cancelOrder, cancelReplacedOrder } = await import('@/lib/services/commerce/orders')
const { changeOrder } = await import('@/lib/commerce/lifecycle')
const { createStripeProvider } = await import('@/commerce/providers/stripe')

const payload = await testPayload()
const provider = createStripeProvider({ secretKey: stripe.apiKey, apiBaseUrl: stripe.url })

type User = Awaited<ReturnType<typeof createUser>>
type Order = Awaited<ReturnType<typeof placeOrder>>
let alice: User
let packageId: string

beforeAll(async () => {
  ;({ alice, packageId } = await shopWithCustomer(payload))
})

const orderInput = () => orderFor(packageId)

const reload = (id: Order['id']) => payload.findByID({ collection: 'orders', id, depth: 0 })
/** Status changes only: the history also records notes that keep the status (an automatic refund). */
const transitions = (order: Order) =>
  (order.statusHistory ?? []).map((entry) => entry.status).filter((status, i, all) => i === 0 || status !== all[i - 1])
const sessionOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop()!
const expireCalls = (sessionId: string) =>
  stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`)

async function pay(sessionId: string, action: 'complete' | 'async' = 'complete') {
  const response = await fetch(`${stripe.url}/pay/${sessionId}/${action}`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'payer@example.test' }),
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
}

/** A Checkout Session for the order that the order itself never recorded (opened by an older release, or before a crash). */
async function unrecordedSession(order: Order) {
  const { sessionId } = await provider.createCheckout({
    orderNumber: order.number,
    attemptId: crypto.randomUUID(),
    amount: order.amount,
    currency: 'usd',
    description: 'Second tab',
    successUrl: 'http://127.0.0.1:9/payment/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://127.0.0.1:9/payment/failed',
    expiresAt: new Date(Date.now() + 3600_000),
  })
  return sessionId
}

async function refundEmails(order: Order) {
  const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, depth: 0, limit: 500 })
  return jobs.docs.filter((job) => (job.input as { subject?: string }).subject === `We refunded a payment · order ${order.number}`)
}

describe('one order, two payments', () => {
  it('keeps the first, refunds the second, records it, flags it and emails the customer', async () => {
    const order = await placeOrder(alice, orderInput())
    const first = sessionOf((await startPayment(order)).redirectUrl)
    const second = await unrecordedSession(order)
    await pay(first)
    await until(async () => (await reload(order.id)).status === 'paid', { timeoutMs: 8_000 })
    await pay(second)
    await until(async () => (await reload(order.id)).payments?.some((p) => p.sessionId === second && p.status === 'refunded') ?? false, {
      timeoutMs: 8_000,
    })

    const settled = await reload(order.id)
    expect(settled.status).toBe('paid')
    expect(transitions(settled)).toEqual(['pending_payment', 'paid'])
    expect(settled.needsAttention).toBe(true)
    const kept = settled.payments!.find((p) => p.sessionId === first)!
    const refunded = settled.payments!.find((p) => p.sessionId === second)!
    expect(kept).toMatchObject({ status: 'paid', method: 'card' })
    expect(stripe.refunds.map((r) => r.payment_intent)).toContain(refunded.reference)
    expect(stripe.refunds.map((r) => r.payment_intent)).not.toContain(kept.reference)
    expect(refunded.refundReference).toBe(stripe.refunds.find((r) => r.payment_intent === refunded.reference)?.id)
    expect(settled.statusHistory?.at(-1)).toMatchObject({
      status: 'paid',
      by: 'payment',
      note: expect.stringMatching(/already paid: refunded automatically/),
    })
    expect(await refundEmails(order)).toHaveLength(1)

    // Stripe delivers again: nothing more is refunded, recorded or emailed.
    const refundsBefore = stripe.refunds.length
    expect(await stripe.sendEvent('checkout.session.completed', second)).toBe(200)
    expect(stripe.refunds.length).toBe(refundsBefore)
    expect((await reload(order.id)).statusHistory).toHaveLength(settled.statusHistory!.length)
    expect(await refundEmails(order)).toHaveLength(1)
  })
})

describe('closing payment pages', () => {
  it('expires the open session before a new attempt, and on cancel', async () => {
    const order = await placeOrder(alice, orderInput())
    const first = sessionOf((await startPayment(order)).redirectUrl)
    expect(expireCalls(first)).toHaveLength(0)
    const second = sessionOf((await startPayment(await reload(order.id))).redirectUrl)
    expect(expireCalls(first)).toHaveLength(1)
    expect(stripe.sessions.get(first)?.status).toBe('expired')
    expect(stripe.sessions.get(second)?.status).toBe('open')
    // The session closes when the order does (Stripe's 24-hour limit, less a minute for clock skew).
    const early = new Date(order.expiresAt!).getTime() - stripe.sessions.get(second)!.expires_at * 1000
    expect(early).toBeGreaterThanOrEqual(0)
    expect(early).toBeLessThan(2 * 60_000)

    const cancelled = await cancelOrder(alice, order.number)
    expect(cancelled.status).toBe('cancelled')
    expect(expireCalls(second)).toHaveLength(1)
    expect(stripe.sessions.get(second)?.status).toBe('expired')
    expect(cancelled.payments?.map((p) => p.status)).toEqual(['expired', 'expired'])
  })

  it('does not open a new page when the old one was paid meanwhile', async () => {
    const order = await placeOrder(alice, orderInput())
    stripe.setWebhookMode('never')
    const first = sessionOf((await startPayment(order)).redirectUrl)
    await pay(first)
    const creates = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length
    await expect(startPayment(await reload(order.id))).rejects.toMatchObject({ code: 'unprocessable' })
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').length).toBe(creates)
    expect((await reload(order.id)).status).toBe('paid')
    stripe.setWebhookMode('immediate')
  })
})

describe('a payment after the order was cancelled', () => {
  it('is refunded and recorded when a bank debit clears after the cancel', async () => {
    const order = await placeOrder(alice, orderInput())
    const session = sessionOf((await startPayment(order)).redirectUrl)
    await pay(session, 'async')
    await until(async () => (await reload(order.id)).payments?.[0]?.status === 'processing', { timeoutMs: 8_000 })
    expect((await cancelOrder(alice, order.number)).status).toBe('cancelled')
    await until(async () => (await reload(order.id)).payments?.[0]?.status === 'refunded', { timeoutMs: 8_000 })

    const settled = await reload(order.id)
    expect(settled.status).toBe('cancelled')
    expect(settled.needsAttention).toBe(true)
    expect(settled.payments?.[0]).toMatchObject({ method: 'sepa_debit', refundReference: expect.stringMatching(/^re_/) })
    expect(settled.statusHistory?.at(-1)?.note).toMatch(/after the order was cancelled: refunded automatically/)
    expect(await refundEmails(order)).toHaveLength(1)
  })

  it('is refunded when it comes through a session the order had lost', async () => {
    const order = await placeOrder(alice, orderInput())
    const lost = await unrecordedSession(order)
    await cancelOrder(alice, order.number)
    await pay(lost)
    await until(async () => (await reload(order.id)).payments?.some((p) => p.sessionId === lost && p.status === 'refunded') ?? false, {
      timeoutMs: 8_000,
    })
    expect((await reload(order.id)).status).toBe('cancelled')
  })
})

describe('Stripe events', () => {
  it('are not marked handled when their order cannot be found, so Stripe retries', async () => {
    const ghost = { number: 'TL-2026-GHOST1', amount: 2900 } as Order
    const session = await unrecordedSession(ghost)
    stripe.setWebhookMode('never')
    await provider.expireSession(session)
    stripe.setWebhookMode('immediate')
    expect(await stripe.sendEvent('checkout.session.expired', session, { id: 'evt_ghost_order' })).toBe(503)
    expect((await payload.count({ collection: 'payment-events', where: { eventId: { equals: 'evt_ghost_order' } } })).totalDocs).toBe(0)
  })
})

describe('order writes', () => {
  it('never lose a change another process made between read and write', async () => {
    const order = await placeOrder(alice, orderInput())
    const attempt = (sessionId: string) => ({
      attemptId: sessionId,
      provider: 'stripe' as const,
      sessionId,
      status: 'open' as const,
      createdAt: new Date().toISOString(),
    })
    let rounds = 0
    const written = await changeOrder(payload, order.id, async (current) => {
      rounds += 1
      // Another process appends its attempt after this one read the order.
      if (rounds === 1)
        await payload.update({
          collection: 'orders',
          id: order.id,
          data: { payments: [...(current.payments ?? []), attempt('cs_other_process')] },
          depth: 0,
        })
      return { data: { payments: [...(current.payments ?? []), attempt('cs_this_process')] }, by: 'system' }
    })
    expect(rounds).toBe(2)
    expect(written.payments?.map((p) => p.sessionId)).toEqual(['cs_other_process', 'cs_this_process'])
  })
})

describe('unpaid orders', () => {
  it('expire through the jobs queue, with their sessions', async () => {
    const order = await placeOrder(alice, orderInput())
    expect(new Date(order.expiresAt!).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000)
    const session = sessionOf((await startPayment(order)).redirectUrl)
    const processing = await placeOrder(alice, orderInput())
    await pay(sessionOf((await startPayment(processing)).redirectUrl), 'async')
    await until(async () => (await reload(processing.id)).payments?.[0]?.status === 'processing', { timeoutMs: 8_000 })
    const past = new Date(Date.now() - 60_000).toISOString()
    for (const id of [order.id, processing.id]) await payload.update({ collection: 'orders', id, data: { expiresAt: past }, depth: 0 })

    const job = await payload.jobs.queue({ task: 'expireUnpaidOrders', input: {} })
    await payload.jobs.runByID({ id: job.id })

    const expired = await reload(order.id)
    expect(expired.status).toBe('expired')
    expect(expired.statusHistory?.at(-1)).toMatchObject({ status: 'expired', by: 'system', note: 'Not paid within 24 hours' })
    expect(expireCalls(session)).toHaveLength(1)
    expect(stripe.sessions.get(session)?.status).toBe('expired')
    await expect(startPayment(expired)).rejects.toMatchObject({ code: 'unprocessable' })
    // A bank debit still clearing is left to finish: expiring now would refund a payment made in time.
    await until(async () => (await reload(processing.id)).status === 'paid', { timeoutMs: 8_000 })
  })
})

describe('changing the package', () => {
  it('cancels the unpaid order the new one replaces and closes its payment page, but only the customer’s own', async () => {
    const old = await placeOrder(alice, orderInput())
    const oldSession = sessionOf((await startPayment(old)).redirectUrl)
    const replacement = await placeOrder(alice, { ...orderInput(), replaces: old.number })
    await cancelReplacedOrder(alice, old.number, replacement)
    const cancelled = await reload(old.id)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.statusHistory?.at(-1)?.note).toContain(`Replaced by order ${replacement.number}`)
    expect(expireCalls(oldSession)).toHaveLength(1)

    const bob = await createUser(payload, ['customer'], { _verified: true })
    const bobs = await placeOrder(bob, orderInput())
    await cancelReplacedOrder(alice, bobs.number, replacement)
    expect((await reload(bobs.id)).status).toBe('pending_payment')
  })
})
