import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll } from 'vitest'

import { FAKE_STRIPE_ENV, startFakeStripe, type FakeStripe } from '../../support/fake-stripe'
import { FAKE_YOUTUBE_ENV, startFakeYouTube, type FakeYouTube } from '../../support/fake-youtube'
import { fakeVideos } from '../../support/youtube-fixtures'

import type { OrderStatus } from '@/commerce/status'
import type { User } from '@/payload-types'

import { createUser } from './payload'

/**
 * The set-up the order and payment suites share. The fakes must run before any app module is
 * imported (the app reads their addresses from the environment when it loads), so call them at the
 * top of the test file and import app modules afterwards. Each fake is closed after the file.
 */

/** The loopback YouTube fake, for looking up the promoted video. */
export async function startYouTubeForFile(): Promise<FakeYouTube> {
  const youtube = await startFakeYouTube({ port: 0 })
  Object.assign(process.env, FAKE_YOUTUBE_ENV(youtube.url))
  afterAll(() => youtube.close())
  return youtube
}

/**
 * The loopback Stripe fake, delivering signed webhooks to the app's own route handler through a
 * small HTTP bridge (the handler answers on a real port, as under Next).
 */
export async function startStripeForFile({
  webhookSecret,
  asyncSettleMs,
}: {
  webhookSecret: string
  asyncSettleMs: number
}): Promise<FakeStripe> {
  const bridge = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const headers = new Headers(
      Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])) as [string, string][],
    )
    const { POST } = await import('@/app/api/payments/stripe/webhook/route')
    const response = await POST(
      new Request('http://127.0.0.1/api/payments/stripe/webhook', { method: 'POST', headers, body: Buffer.concat(chunks) }),
      undefined,
    )
    res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text())
  })
  await new Promise<void>((resolve) => bridge.listen(0, '127.0.0.1', resolve))
  const webhookUrl = `http://127.0.0.1:${(bridge.address() as AddressInfo).port}/`
  const stripe = await startFakeStripe({ port: 0, webhookUrl, webhookSecret, asyncSettleMs, retryDelayMs: 50 })
  Object.assign(process.env, FAKE_STRIPE_ENV(stripe, webhookSecret))
  afterAll(async () => {
    await stripe.close()
    await new Promise((resolve) => bridge.close(resolve))
  })
  return stripe
}

/** The first account (an admin, as on a new site), a verified customer and the seed's first service on sale. */
export async function shopWithCustomer(payload: Payload) {
  const { loadCatalogue } = await import('@/seed/load')
  const { services } = await loadCatalogue()
  await createUser(payload, ['admin'])
  const alice = await createUser(payload, ['customer'], { _verified: true })
  const service = await payload.create({ collection: 'services', data: { ...services[0]!, active: true } as never, depth: 0 })
  return { alice, packageId: service.packages![0]!.id! }
}

/** What the checkout form sends for a views campaign of the package, for the fake's full video. */
export const orderInput = (packageId: string, extra: Record<string, unknown> = {}) => ({
  service: 'views-campaign',
  package: packageId,
  videoUrl: `https://youtu.be/${fakeVideos.full.id}`,
  targeting: { countries: ['US'], interests: ['Education'], ageMin: 18, ageMax: 65 },
  acceptTerms: true,
  ...extra,
})

/** An order's data as checkout stores it, for writing straight through the Local API (no payment made). */
export function storedOrder(
  customer: Pick<User, 'id' | 'name' | 'email'>,
  { number, status = 'pending_payment', title, createdAt }: { number: string; status?: OrderStatus; title: string; createdAt?: string },
) {
  return {
    number,
    status,
    customer: customer.id,
    customerName: customer.name,
    customerEmail: customer.email,
    item: {
      serviceName: 'Views campaign',
      serviceSlug: 'views-campaign',
      packageId: 'p1',
      packageName: 'Starter',
      deliverable: '1,000 views',
      durationDays: 7,
    },
    video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', videoId: 'dQw4w9WgXcQ', title },
    targeting: { countries: [], interests: [], ageMin: 18, ageMax: 65 },
    amount: 2900,
    currency: 'usd' as const,
    ...(createdAt ? { createdAt } : {}),
  }
}
