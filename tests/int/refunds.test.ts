import { beforeAll, describe, expect, it } from 'vitest'

import { until } from '../support/until'

import { queuedEmails } from './support/emails'
import { orderInput as orderFor, shopWithCustomer, startStripeForFile, startYouTubeForFile } from './support/commerce'

/**
 * Refunds by the rules through the real Stripe SDK and the loopback fake: amounts from the rules,
 * one refund per request however often it is sent, Stripe's refund webhooks in any order and more
 * than once, and the customer's request to stop (docs/refunds.md).
 */
const stripe = await startStripeForFile({ webhookSecret: 'whsec_refunds', asyncSettleMs: 200 })
await startYouTubeForFile()

const { testPayload, createUser } = await import('./support/payload')
const { placeOrder, startPayment } = await import('@/lib/services/commerce/orders')
const { issueRefund, requestStop, declineStopRequest, quoteOrderRefund } = await import('@/lib/commerce/refunds')
const { createStripeProvider } = await import('@/commerce/providers/stripe')
const { getMyCreditNote } = await import('@/lib/data/commerce/refunds')

const payload = await testPayload()

type User = Awaited<ReturnType<typeof createUser>>
type Order = Awaited<ReturnType<typeof placeOrder>>
let alice: User
let editor: User
let packageId: string

beforeAll(async () => {
  ;({ alice, packageId } = await shopWithCustomer(payload))
  editor = await createUser(payload, ['editor'])
})

const reload = (id: Order['id']) => payload.findByID({ collection: 'orders', id, depth: 0 })
const refundsAtStripe = (order: Order) =>
  stripe.refunds.filter((r) => r.payment_intent === order.payments?.find((p) => p.reference)?.reference)
const refundRecords = async (order: Order) =>
  (await payload.find({ collection: 'refunds', where: { order: { equals: order.id } }, depth: 0, sort: 'createdAt' })).docs

/** A paid order of the seed's Starter views package ($29.00, 1,000–1,500 views), optionally running with views delivered. */
async function paidOrder({ running = false, views = 0 } = {}): Promise<Order> {
  const order = await placeOrder(alice, orderFor(packageId))
  const { redirectUrl } = await startPayment(order)
  await fetch(`${stripe.url}/pay/${new URL(redirectUrl).pathname.split('/').pop()}/complete`, {
    method: 'POST',
    body: new URLSearchParams({ email: 'payer@example.test' }),
    redirect: 'manual',
  })
  await until(async () => (await reload(order.id)).status === 'paid')
  if (running)
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'in_progress' }, user: editor, overrideAccess: false })
  if (views > 0)
    await payload.create({
      collection: 'campaign-deliveries',
      data: { order: order.id, day: '2026-11-20', impressions: views * 4, views, watchSeconds: 0, spend: 500 },
      depth: 0,
    })
  return reload(order.id)
}

const issue = (order: Order, rule: 'disapproved' | 'stopped_early', expectedAmount: number, requestKey = crypto.randomUUID()) =>
  issueRefund(payload, { order: order.id, rule, requestKey, expectedAmount, staff: editor.id, reason: 'Checked by staff' })

describe('refunds by the rules', () => {
  it('gives everything back for ads disapproved before delivery, records who and why, emails the credit note', async () => {
    const order = await paidOrder()
    const refund = await issue(order, 'disapproved', 2900)
    expect(refund).toMatchObject({
      status: 'succeeded',
      amount: 2900,
      number: `${order.number}-R1`,
      providerRefundId: expect.stringMatching(/^re_/),
    })
    expect(refundsAtStripe(order).map((r) => r.amount)).toEqual([2900])
    expect(stripe.requests.find((r) => r.path === '/v1/refunds' && r.idempotencyKey === `refund-${refund.requestKey}`)).toBeDefined()
    const refunded = await reload(order.id)
    expect(refunded.status).toBe('refunded')
    expect(refunded.statusHistory?.at(-1)).toMatchObject({
      status: 'refunded',
      by: 'staff',
      note: expect.stringMatching(/R1: refunded \$29\.00 .*Checked by staff/),
    })
    const emails = queuedEmails(alice.email).filter((e) => e.subject.startsWith('Refund of $29.00'))
    expect(emails).toHaveLength(1)
    expect(emails[0]!.text).toContain(`/dashboard/my-orders/${order.number}/credit-notes/${refund.number}`)
    // Stripe's charge.refunded and refund.created come back and agree with the record: nothing for staff to look at.
    await until(
      async () =>
        (await payload.count({ collection: 'payment-events', where: { order: { equals: order.id }, type: { like: 'refund' } } }))
          .totalDocs >= 1,
    )
    expect((await reload(order.id)).needsAttention).toBe(false)
  })

  it('refunds the undelivered share when a running campaign is stopped, and completes it', async () => {
    const order = await paidOrder({ running: true, views: 250 })
    await expect(quoteOrderRefund(payload, order, 'disapproved')).resolves.toMatchObject({ ok: false })
    const quote = await quoteOrderRefund(payload, order, 'stopped_early')
    expect(quote).toMatchObject({ ok: true, amount: 2175 }) // $29.00 × 750 / 1,000 views
    await expect(issue(order, 'stopped_early', 2000)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/now \$21\.75/) })
    const refund = await issue(order, 'stopped_early', 2175)
    expect(refundsAtStripe(order).map((r) => r.amount)).toEqual([2175])
    expect((await reload(order.id)).status).toBe('completed')
    expect(refund.explanation).toMatch(/250 of 1,000 promised views/)
    await expect(issue(await reload(order.id), 'stopped_early', 725)).rejects.toMatchObject({ status: 422 })
  })

  it('refunds the payment that paid the order, not a duplicate already refunded automatically', async () => {
    const order = await paidOrder()
    const paid = order.payments!.find((p) => p.status === 'paid')!
    // A second page paid too and was given back at once; it sits first in the list.
    const duplicate = {
      ...paid,
      id: undefined,
      attemptId: 'duplicate',
      sessionId: 'cs_duplicate',
      reference: 'pi_duplicate',
      status: 'refunded' as const,
      refundReference: 're_duplicate',
    }
    await payload.update({ collection: 'orders', id: order.id, data: { payments: [duplicate, ...order.payments!] }, depth: 0 })
    const refund = await issue(await reload(order.id), 'disapproved', 2900)
    expect(refund.status).toBe('succeeded')
    expect(stripe.refunds.filter((r) => r.payment_intent === paid.reference)).toHaveLength(1)
    expect(stripe.refunds.filter((r) => r.payment_intent === 'pi_duplicate')).toHaveLength(0)
  })

  it('never gives back more than was paid when two staff refund at once', async () => {
    const order = await paidOrder()
    const results = await Promise.allSettled([issue(order, 'disapproved', 2900), issue(order, 'stopped_early', 2900)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    expect(refundsAtStripe(order).reduce((sum, r) => sum + r.amount, 0)).toBe(2900)
  })
})

describe('one refund per request', () => {
  it('a double click makes one refund', async () => {
    const order = await paidOrder()
    const key = crypto.randomUUID()
    const [first, second] = await Promise.all([issue(order, 'disapproved', 2900, key), issue(order, 'disapproved', 2900, key)])
    expect(first.id).toBe(second.id)
    expect(refundsAtStripe(order)).toHaveLength(1)
    expect(await refundRecords(order)).toHaveLength(1)
    expect((await reload(order.id)).statusHistory?.filter((e) => e.note?.includes('-R1: refunded'))).toHaveLength(1)
  })

  it('a retry after the answer was lost finishes the same refund', async () => {
    const order = await paidOrder()
    const key = crypto.randomUUID()
    stripe.loseRefundAnswers(3) // the SDK's own two retries lose theirs too
    stripe.setWebhookMode('never') // nor does a webhook tell the site
    await expect(issue(order, 'disapproved', 2900, key)).rejects.toMatchObject({ status: 503 })
    expect((await refundRecords(order))[0]).toMatchObject({ status: 'processing', amount: 2900 })
    expect((await reload(order.id)).status).toBe('paid')
    stripe.setWebhookMode('immediate')
    const retried = await issue(order, 'disapproved', 2900, key)
    expect(retried.status).toBe('succeeded')
    expect(refundsAtStripe(order)).toHaveLength(1)
    expect((await reload(order.id)).status).toBe('refunded')
  })

  it("another order's request key is refused and refunds nothing", async () => {
    const [first, second] = [await paidOrder(), await paidOrder()]
    const request = await requestStop(payload, first, '')
    await expect(issue(second, 'disapproved', 2900, request.requestKey)).rejects.toMatchObject({ status: 409 })
    expect(refundsAtStripe(first)).toHaveLength(0)
    expect(refundsAtStripe(second)).toHaveLength(0)
    expect(await refundRecords(first)).toMatchObject([{ id: request.id, status: 'requested' }])
  })
})

describe('Stripe refund webhooks', () => {
  it('settle a pending refund whatever order its events arrive in, and repeats change nothing', async () => {
    const order = await paidOrder()
    stripe.setRefundSettling('pending')
    stripe.setWebhookMode('out-of-order')
    const refund = await issue(order, 'disapproved', 2900)
    expect(refund.status).toBe('processing')
    await until(async () => (await refundRecords(order))[0]?.status === 'succeeded', { timeoutMs: 5_000 })
    const events = stripe.events.filter((e) => ['charge.refunded', 'refund.created', 'refund.updated'].includes(e.type))
    const ours = events.filter(
      (e) =>
        JSON.stringify(e.data.object).includes(refund.providerRefundId!) ||
        JSON.stringify(e.data.object).includes(refundsAtStripe(order)[0]!.payment_intent as string),
    )
    await until(
      async () =>
        (await payload.count({ collection: 'payment-events', where: { eventId: { in: ours.map((e) => e.id) } } })).totalDocs ===
        ours.length,
    )
    const history = (await reload(order.id)).statusHistory?.length
    for (const event of [...ours].reverse()) expect(await stripe.sendEvent(event.type, '', { id: event.id })).toBe(200)
    expect((await refundRecords(order))[0]?.status).toBe('succeeded')
    expect((await reload(order.id)).statusHistory).toHaveLength(history!)
    expect((await reload(order.id)).needsAttention).toBe(false)
    stripe.setRefundSettling('instant')
    stripe.setWebhookMode('immediate')
  })

  it('flag a refund made outside the site (the Stripe dashboard) for staff', async () => {
    const order = await paidOrder()
    const provider = createStripeProvider({ secretKey: stripe.apiKey, apiBaseUrl: stripe.url })
    await provider.refund(order.payments![0]!.reference!, 500, { idempotencyKey: crypto.randomUUID() })
    await until(async () => (await reload(order.id)).needsAttention === true)
    expect((await reload(order.id)).statusHistory?.at(-1)?.note).toMatch(/reports \$5\.00 refunded .* the site recorded \$0\.00/)
  })
})

describe('the customer asks to stop', () => {
  it('staff approve with the computed amount: the request becomes the refund', async () => {
    const order = await paidOrder({ running: true, views: 500 })
    const request = await requestStop(payload, order, 'The video is getting enough views now')
    expect(request).toMatchObject({ status: 'requested', amount: 1450, requestedBy: 'customer' })
    expect(await requestStop(payload, order, 'again')).toMatchObject({ id: request.id })
    expect(await reload(order.id)).toMatchObject({ needsAttention: true })
    const refund = await issueRefund(payload, {
      order: order.id,
      rule: 'stopped_early',
      requestKey: request.requestKey,
      expectedAmount: 1450,
      staff: editor.id,
    })
    expect(refund).toMatchObject({ id: request.id, status: 'succeeded', amount: 1450, reason: 'The video is getting enough views now' })
    expect(await reload(order.id)).toMatchObject({ status: 'completed', needsAttention: false })
  })

  it('staff decline with a reason the customer reads', async () => {
    const order = await paidOrder()
    const request = await requestStop(payload, order, '')
    const declined = await declineStopRequest(payload, request.id, editor.id, 'The campaign already finished setting up.')
    expect(declined).toMatchObject({ status: 'declined', decisionNote: 'The campaign already finished setting up.' })
    expect(refundsAtStripe(order)).toHaveLength(0)
    expect(queuedEmails(alice.email).some((e) => e.text.includes('The campaign already finished setting up.'))).toBe(true)
    await expect(
      issueRefund(payload, {
        order: order.id,
        rule: 'stopped_early',
        requestKey: request.requestKey,
        expectedAmount: 2900,
        staff: editor.id,
      }),
    ).rejects.toMatchObject({ status: 422 })
  })

  it("shows a credit note under its own order only, to the order's customer only", async () => {
    const [order, other] = [await paidOrder(), await paidOrder()]
    const refund = await issue(order, 'disapproved', 2900)
    expect(await getMyCreditNote(alice, order, refund.number)).toMatchObject({ id: refund.id })
    expect(await getMyCreditNote(alice, other, refund.number)).toBeNull()
    const bob = await createUser(payload, ['customer'], { _verified: true })
    expect(await getMyCreditNote(bob, order, refund.number)).toBeNull()
  })

  it('lets a customer read their own refunds only', async () => {
    const order = await paidOrder()
    await requestStop(payload, order, '')
    const bob = await createUser(payload, ['customer'], { _verified: true })
    const asBob = await payload.find({ collection: 'refunds', where: { order: { equals: order.id } }, user: bob, overrideAccess: false })
    const asAlice = await payload.find({
      collection: 'refunds',
      where: { order: { equals: order.id } },
      user: alice,
      overrideAccess: false,
    })
    expect(asBob.docs).toHaveLength(0)
    expect(asAlice.docs).toHaveLength(1)
    await expect(
      payload.update({ collection: 'refunds', id: asAlice.docs[0]!.id, data: { amount: 1 }, user: alice, overrideAccess: false }),
    ).rejects.toThrow()
  })
})
