import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { orderInput as orderFor, shopWithCustomer, startYouTubeForFile } from './support/commerce'

/**
 * The test provider (no Stripe keys: "test mode, no money moves") follows the same rules as Stripe:
 * a new attempt or a cancel closes the open test page, and a payment that still arrives for a
 * cancelled order is refunded, recorded, flagged and emailed.
 */
await startYouTubeForFile()

const { testPayload } = await import('./support/payload')
const { placeOrder, startPayment, cancelOrder } = await import('@/lib/services/commerce/orders')
const { applySessionOutcome } = await import('@/lib/commerce/lifecycle')
const { paymentsMode } = await import('@/lib/commerce/payments')

const payload = await testPayload()

let alice: User
let packageId: string

beforeAll(async () => {
  ;({ alice, packageId } = await shopWithCustomer(payload))
})

const orderInput = () => orderFor(packageId)

const sessionOf = (redirectUrl: string) => new URL(redirectUrl, 'http://site.test').searchParams.get('session')!

describe('the test provider', () => {
  it('runs here', () => {
    expect(paymentsMode()).toBe('test')
  })

  it('closes the earlier test page when the customer pays again, and on cancel', async () => {
    const order = await placeOrder(alice, orderInput())
    const first = sessionOf((await startPayment(order)).redirectUrl)
    const second = sessionOf((await startPayment(await payload.findByID({ collection: 'orders', id: order.id, depth: 0 }))).redirectUrl)
    const retried = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    expect(retried.payments?.map((p) => [p.sessionId, p.status])).toEqual([
      [first, 'expired'],
      [second, 'open'],
    ])
    const cancelled = await cancelOrder(alice, order.number)
    expect(cancelled.payments?.map((p) => p.status)).toEqual(['expired', 'expired'])
  })

  it('refunds a test payment that arrives after the cancel', async () => {
    const order = await placeOrder(alice, orderInput())
    const session = sessionOf((await startPayment(order)).redirectUrl)
    await cancelOrder(alice, order.number)
    const reference = `test_pi_${session.replace(/^test_cs_/, '')}`
    const settled = await applySessionOutcome(payload, {
      sessionId: session,
      outcome: 'paid',
      reference,
      method: 'test',
      source: 'test-page',
    })
    expect(settled).toMatchObject({ status: 'cancelled', needsAttention: true })
    expect(settled?.payments?.[0]).toMatchObject({
      status: 'refunded',
      method: 'test',
      refundReference: expect.stringMatching(/^test_re_/),
    })
    expect(settled?.statusHistory?.at(-1)?.note).toMatch(/after the order was cancelled: refunded automatically/)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, depth: 0, limit: 100 })
    expect(
      jobs.docs.filter((job) => (job.input as { subject?: string }).subject === `We refunded a payment · order ${order.number}`),
    ).toHaveLength(1)
  })
})
