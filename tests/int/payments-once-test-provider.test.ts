import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FAKE_YOUTUBE_ENV, startFakeYouTube } from '../support/fake-youtube'
import { fakeVideos } from '../support/youtube-fixtures'

/**
 * The test provider (no Stripe keys: "test mode, no money moves") follows the same rules as Stripe:
 * a new attempt or a cancel closes the open test page, and a payment that still arrives for a
 * cancelled order is refunded, recorded, flagged and emailed.
 */
const youtube = await startFakeYouTube({ port: 0 })
Object.assign(process.env, FAKE_YOUTUBE_ENV(youtube.url))

const { testPayload, createUser } = await import('./support/payload')
const { placeOrder, startPayment, cancelOrder, applySessionOutcome } = await import('@/lib/commerce/orders')
const { paymentsMode } = await import('@/lib/commerce/payments')
const { loadCatalogue } = await import('@/seed/load')
const { services: seedServices } = await loadCatalogue()

const payload = await testPayload()

afterAll(async () => {
  await youtube.close()
})

type User = Awaited<ReturnType<typeof createUser>>
let alice: User
let packageId: string

beforeAll(async () => {
  await createUser(payload, ['admin'])
  alice = await createUser(payload, ['customer'], { _verified: true })
  const service = await payload.create({ collection: 'services', data: { ...seedServices[0]!, active: true } as never, depth: 0 })
  packageId = service.packages![0]!.id!
})

const orderInput = () => ({
  service: 'views-campaign',
  package: packageId,
  videoUrl: `https://youtu.be/${fakeVideos.full.id}`,
  targeting: { countries: ['US'], interests: ['Education'], ageMin: 18, ageMax: 65 },
  acceptTerms: true,
})

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
    const settled = await applySessionOutcome({ sessionId: session, outcome: 'paid', reference, method: 'test', source: 'test-page' })
    expect(settled).toMatchObject({ status: 'cancelled', needsAttention: true })
    expect(settled?.payments?.[0]).toMatchObject({ status: 'refunded', method: 'test', refundReference: `test_re_${session.replace(/^test_cs_/, '')}` })
    expect(settled?.statusHistory?.at(-1)?.note).toMatch(/after the order was cancelled: refunded automatically/)
    const jobs = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, depth: 0, limit: 100 })
    expect(jobs.docs.filter((job) => (job.input as { subject?: string }).subject === `We refunded a payment · order ${order.number}`)).toHaveLength(1)
  })
})
