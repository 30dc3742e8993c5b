import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { decodeStripeForm, FAKE_STRIPE_ENV, startFakeStripe, type FakeEvent, type FakeStripe } from '../support/fake-stripe'

const WEBHOOK_SECRET = 'whsec_fake_stripe_unit_test'

/**
 * A tiny stand-in for the app's webhook route: it verifies each delivery with the real SDK, exactly
 * as the app must (raw body, Stripe-Signature header, endpoint secret), and answers 400 when the
 * signature does not verify. `answers` lets a test make it fail the next deliveries.
 */
type Received = { rawBody: string; signature: string; event: FakeEvent | null; error?: string; status: number }
type Receiver = { url: string; received: Received[]; answers: number[]; close(): Promise<void> }

async function startReceiver(): Promise<Receiver> {
  const verifier = new Stripe('sk_test_unused')
  const received: Received[] = []
  const answers: number[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8')
      const signature = String(req.headers['stripe-signature'] ?? '')
      let event: FakeEvent | null = null
      let error: string | undefined
      try {
        event = verifier.webhooks.constructEvent(rawBody, signature, WEBHOOK_SECRET) as unknown as FakeEvent
      } catch (e) {
        error = (e as Error).message
      }
      const status = error ? 400 : (answers.shift() ?? 200)
      received.push({ rawBody, signature, event, status, ...(error ? { error } : {}) })
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: !error }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    received,
    answers,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      server.closeAllConnections()
      await closed
    },
  }
}

let receiver: Receiver
let fake: FakeStripe
let stripe: Stripe

/** The app's configuration of the SDK, pointed at the fake. */
const clientFor = (target: FakeStripe, key = target.apiKey) =>
  new Stripe(key, { host: '127.0.0.1', port: target.port, protocol: 'http', maxNetworkRetries: 0 })

beforeAll(async () => {
  receiver = await startReceiver()
  fake = await startFakeStripe({ port: 0, webhookUrl: receiver.url, webhookSecret: WEBHOOK_SECRET, asyncSettleMs: 150, retryDelayMs: 10 })
  stripe = clientFor(fake)
})

afterAll(async () => {
  await fake.close()
  await receiver.close()
})

beforeEach(() => {
  fake.setWebhookMode('immediate')
  fake.failCheckoutCreation('none')
})

afterEach(() => {
  receiver.received.length = 0
  receiver.answers.length = 0
})

const orderParams = (orderId = 'ord_1'): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [
    {
      price_data: {
        currency: 'usd',
        unit_amount: 1900,
        product_data: { name: 'Channel audit', description: 'A review of 10 videos' },
      },
      quantity: 2,
    },
    { price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Rush delivery' } }, quantity: 1 },
  ],
  success_url: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://localhost:3000/checkout/cancelled',
  client_reference_id: orderId,
  customer_email: 'creator@example.com',
  metadata: { order_id: orderId },
})

/** Presses one of the hosted page's buttons the way the browser's form submission does. */
async function pressButton(sessionId: string, button: 'Pay' | 'delayed-succeeds' | 'delayed-fails', email = 'creator@example.com') {
  const path = button === 'Pay' ? 'complete' : 'async'
  const form = new URLSearchParams({ email })
  if (button === 'delayed-succeeds') form.set('outcome', 'succeed')
  if (button === 'delayed-fails') form.set('outcome', 'fail')
  const response = await fetch(`${fake.url}/pay/${sessionId}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  })
  return { status: response.status, location: response.headers.get('location') }
}

const eventsFor = (sessionId: string) =>
  receiver.received.filter((r) => r.event?.data.object.id === sessionId).map((r) => r.event as FakeEvent)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('form decoding', () => {
  it('decodes the nested keys the SDK writes into objects and arrays', () => {
    const body =
      'mode=payment&line_items[0][price_data][unit_amount]=1900&line_items[0][price_data][product_data][name]=A%20b&line_items[1][quantity]=3' +
      '&metadata[order_id]=42&metadata[0]=zero&expand[]=line_items&expand[]=payment_intent&__proto__[x]=1'
    expect(decodeStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '1900', product_data: { name: 'A b' } } }, { quantity: '3' }],
      metadata: { order_id: '42', 0: 'zero' },
      expand: ['line_items', 'payment_intent'],
    })
  })
})

describe('fake Stripe API through the real SDK', () => {
  it('binds a free port and exposes the env for the app', () => {
    expect(fake.port).toBeGreaterThan(0)
    expect(fake.url).toBe(`http://127.0.0.1:${fake.port}`)
    expect(FAKE_STRIPE_ENV(fake, WEBHOOK_SECRET)).toEqual({
      STRIPE_API_BASE_URL: fake.url,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
  })

  it('creates a Checkout Session with the fields Stripe returns', async () => {
    const session = await stripe.checkout.sessions.create(orderParams('ord_create'))
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/)
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: 'payment',
      amount_total: 4300,
      amount_subtotal: 4300,
      currency: 'usd',
      url: `${fake.url}/pay/${session.id}`,
      // The placeholder stays literal; Stripe substitutes it only on the redirect.
      success_url: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/checkout/cancelled',
      client_reference_id: 'ord_create',
      customer_email: 'creator@example.com',
      metadata: { order_id: 'ord_create' },
      payment_intent: null,
      livemode: false,
    })
    expect(session.expires_at - session.created).toBe(24 * 3600)
    expect(fake.sessions.get(session.id)?.status).toBe('open')
    const request = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')
    expect(request).toMatchObject({ method: 'POST' })
    // The SDK keys every POST and pins its API version.
    expect(request?.idempotencyKey).toMatch(/^stripe-node-retry-/)
    expect(request?.stripeVersion).toBe(Stripe.API_VERSION)
  })

  it('rejects missing required params the way Stripe does', async () => {
    const { line_items: _omit, ...withoutItems } = orderParams()
    const error = await stripe.checkout.sessions.create(withoutItems).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', code: 'parameter_missing', param: 'line_items' })

    const { success_url: _url, ...withoutUrl } = orderParams()
    await expect(stripe.checkout.sessions.create(withoutUrl)).rejects.toMatchObject({ statusCode: 400, param: 'success_url' })

    const typo = { ...orderParams(), sucess_url: 'http://x' } as Stripe.Checkout.SessionCreateParams
    await expect(stripe.checkout.sessions.create(typo)).rejects.toMatchObject({ message: 'Received unknown parameter: sucess_url' })
  })

  it('replays an idempotent create and rejects the same key with other params', async () => {
    const first = await stripe.checkout.sessions.create(orderParams('ord_idem'), { idempotencyKey: 'order-ord_idem' })
    const again = await stripe.checkout.sessions.create(orderParams('ord_idem'), { idempotencyKey: 'order-ord_idem' })
    expect(again.id).toBe(first.id)
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true')
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined()

    const error = await stripe.checkout.sessions
      .create(orderParams('ord_other'), { idempotencyKey: 'order-ord_idem' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError)
    expect((error as Error).message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters they were first used with\./,
    )
  })

  it('retrieves a session, with line items and the payment intent expanded on request', async () => {
    const created = await stripe.checkout.sessions.create(orderParams('ord_get'))
    const fetched = await stripe.checkout.sessions.retrieve(created.id)
    expect(fetched.id).toBe(created.id)
    expect(fetched.line_items).toBeUndefined()

    const withItems = await stripe.checkout.sessions.retrieve(created.id, { expand: ['line_items'] })
    expect(withItems.line_items?.data.map((item) => [item.description, item.quantity, item.amount_total])).toEqual([
      ['Channel audit', 2, 3800],
      ['Rush delivery', 1, 500],
    ])
    const items = await stripe.checkout.sessions.listLineItems(created.id)
    expect(items.data).toHaveLength(2)
  })

  it('answers 404 resource_missing for unknown sessions', async () => {
    const error = await stripe.checkout.sessions.retrieve('cs_test_nope').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such checkout.session: 'cs_test_nope'" })
  })

  it('answers 401 for a wrong key or no key', async () => {
    const error = await clientFor(fake, 'sk_test_wrong_key_1234')
      .checkout.sessions.create(orderParams())
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    expect(error).toMatchObject({ statusCode: 401, message: 'Invalid API Key provided: sk_test_**********1234' })

    const response = await fetch(`${fake.url}/v1/checkout/sessions/cs_test_x`)
    expect(response.status).toBe(401)
    const body = (await response.json()) as { error: { type: string; message: string } }
    expect(body.error.type).toBe('invalid_request_error')
    expect(body.error.message).toMatch(/^You did not provide an API key/)
  })

  it('fails session creation on demand, until reset', async () => {
    fake.failCheckoutCreation('server-error')
    const serverError = await stripe.checkout.sessions.create(orderParams(), { idempotencyKey: 'flaky-1' }).catch((e: unknown) => e)
    expect(serverError).toBeInstanceOf(Stripe.errors.StripeAPIError)
    expect(serverError).toMatchObject({ statusCode: 500 })

    fake.failCheckoutCreation('card-error')
    const cardError = await stripe.checkout.sessions.create(orderParams()).catch((e: unknown) => e)
    expect(cardError).toBeInstanceOf(Stripe.errors.StripeCardError)
    expect(cardError).toMatchObject({ statusCode: 402, code: 'card_declined' })

    fake.failCheckoutCreation('none')
    // The simulated failure was not saved under the key, so the app's retry with it goes through.
    const session = await stripe.checkout.sessions.create(orderParams(), { idempotencyKey: 'flaky-1' })
    expect(session.status).toBe('open')
  })
})

describe('hosted payment page and webhooks', () => {
  it('shows an accessible page with the amount, the buttons and a cancel link', async () => {
    const session = await stripe.checkout.sessions.create(orderParams('ord_page'))
    const response = await fetch(session.url ?? '')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Fake Stripe Checkout</title>')
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('$43.00')
    expect(html).toContain('>Pay</button>')
    expect(html).toContain('>Pay with a delayed method (succeeds)</button>')
    expect(html).toContain('>Pay with a delayed method (fails)</button>')
    expect(html).toContain('<a href="http://localhost:3000/checkout/cancelled">Cancel</a>')
    expect(html).toContain('<label for="email">Email</label>')
  })

  it('completes a card payment, redirects to success and POSTs a webhook that verifies with the real SDK', async () => {
    const session = await stripe.checkout.sessions.create(orderParams('ord_paid'))
    const { status, location } = await pressButton(session.id, 'Pay')
    expect(status).toBe(303)
    expect(location).toBe(`http://localhost:3000/checkout/success?session_id=${session.id}`)

    await vi.waitFor(() => expect(eventsFor(session.id)).toHaveLength(1))
    const delivery = receiver.received.find((r) => r.event?.data.object.id === session.id)
    expect(delivery?.error).toBeUndefined()
    expect(delivery?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    // Stripe's bodies are pretty-printed: the app must verify the raw bytes, not re-serialised JSON.
    expect(delivery?.rawBody).toContain('\n  "id": "evt_')
    const event = delivery?.event as FakeEvent
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    })
    expect(event.id).toMatch(/^evt_/)
    expect(event.data.object).toMatchObject({
      id: session.id,
      status: 'complete',
      payment_status: 'paid',
      client_reference_id: 'ord_paid',
      metadata: { order_id: 'ord_paid' },
      amount_total: 4300,
      url: null,
    })
    expect(event.data.object.customer_details?.email).toBe('creator@example.com')

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(paid.status).toBe('complete')
    expect(paid.payment_status).toBe('paid')
    const intent = paid.payment_intent as Stripe.PaymentIntent
    expect(intent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 4300, amount_received: 4300 })
    expect(fake.deliveries.filter((d) => d.eventId === event.id)).toEqual([
      expect.objectContaining({ type: 'checkout.session.completed', status: 200, attempt: 1 }),
    ])

    // Paying again (a double submit) changes nothing and sends the browser back to success.
    expect(await pressButton(session.id, 'Pay')).toMatchObject({ status: 303 })
    await sleep(100)
    expect(eventsFor(session.id)).toHaveLength(1)
  })

  it('delayed method that succeeds: completed (unpaid), then async_payment_succeeded (paid)', async () => {
    const session = await stripe.checkout.sessions.create(orderParams('ord_async_ok'))
    expect((await pressButton(session.id, 'delayed-succeeds')).location).toContain(session.id)
    const pending = await stripe.checkout.sessions.retrieve(session.id)
    expect([pending.status, pending.payment_status]).toEqual(['complete', 'unpaid'])

    await vi.waitFor(() => expect(eventsFor(session.id)).toHaveLength(2))
    expect(eventsFor(session.id).map((e) => [e.type, e.data.object.payment_status])).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.async_payment_succeeded', 'paid'],
    ])
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid')
    expect((await stripe.paymentIntents.retrieve(String(pending.payment_intent))).status).toBe('succeeded')
  })

  it('delayed method that fails: completed (unpaid), then async_payment_failed (unpaid)', async () => {
    const session = await stripe.checkout.sessions.create(orderParams('ord_async_ko'))
    await pressButton(session.id, 'delayed-fails')
    await vi.waitFor(() => expect(eventsFor(session.id)).toHaveLength(2))
    expect(eventsFor(session.id).map((e) => [e.type, e.data.object.payment_status])).toEqual([
      ['checkout.session.completed', 'unpaid'],
      ['checkout.session.async_payment_failed', 'unpaid'],
    ])
    const failed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] })
    expect(failed.payment_status).toBe('unpaid')
    expect((failed.payment_intent as Stripe.PaymentIntent).status).toBe('requires_payment_method')
  })

  it("'out-of-order' delivers the settlement before the completed event", async () => {
    fake.setWebhookMode('out-of-order')
    const session = await stripe.checkout.sessions.create(orderParams('ord_ooo'))
    await pressButton(session.id, 'delayed-succeeds')
    await vi.waitFor(() => expect(eventsFor(session.id)).toHaveLength(2))
    expect(eventsFor(session.id).map((e) => [e.type, e.data.object.payment_status])).toEqual([
      ['checkout.session.async_payment_succeeded', 'paid'],
      ['checkout.session.completed', 'unpaid'],
    ])
  })

  it("'duplicate' sends the same event id three times", async () => {
    fake.setWebhookMode('duplicate')
    const session = await stripe.checkout.sessions.create(orderParams('ord_dup'))
    await pressButton(session.id, 'Pay')
    await vi.waitFor(() => expect(eventsFor(session.id)).toHaveLength(3))
    const ids = new Set(eventsFor(session.id).map((e) => e.id))
    expect(ids.size).toBe(1)
    expect(receiver.received.every((r) => !r.error)).toBe(true)
  })

  it("'never' sends nothing, but the session is still paid for the success page to find", async () => {
    fake.setWebhookMode('never')
    const session = await stripe.checkout.sessions.create(orderParams('ord_never'))
    await pressButton(session.id, 'Pay')
    await sleep(300)
    expect(eventsFor(session.id)).toHaveLength(0)
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid')
    // The event still exists at Stripe, as it would without a reachable endpoint.
    expect(fake.events.some((e) => e.data.object.id === session.id)).toBe(true)
  })

  it("'delayed' holds the event back for delayMs", async () => {
    fake.setWebhookMode('delayed', 400)
    const session = await stripe.checkout.sessions.create(orderParams('ord_delayed'))
    const pressed = Date.now()
    await pressButton(session.id, 'Pay')
    await sleep(150)
    expect(eventsFor(session.id)).toHaveLength(0)
    await vi.waitFor(() => expect(eventsFor(session.id)).toHaveLength(1))
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(400)
  })

  it('retries a failed delivery up to 3 times', async () => {
    receiver.answers.push(500, 503)
    const session = await stripe.checkout.sessions.create(orderParams('ord_retry'))
    await pressButton(session.id, 'Pay')
    await vi.waitFor(() => expect(eventsFor(session.id)).toHaveLength(3))
    const eventId = eventsFor(session.id)[0]?.id
    // The fake logs an attempt when its answer arrives, after the receiver has counted the event.
    await vi.waitFor(() =>
      expect(fake.deliveries.filter((d) => d.eventId === eventId).map((d) => [d.attempt, d.status])).toEqual([
        [1, 500],
        [2, 503],
        [3, 200],
      ]),
    )
  })

  it('retries when nothing listens, then gives up after 4 attempts', async () => {
    const lonely = await startFakeStripe({ port: 0, webhookUrl: 'http://127.0.0.1:9/hook', webhookSecret: WEBHOOK_SECRET, retryDelayMs: 5 })
    try {
      const session = await clientFor(lonely).checkout.sessions.create(orderParams('ord_refused'))
      await fetch(`${lonely.url}/pay/${session.id}/complete`, { method: 'POST', redirect: 'manual' })
      await vi.waitFor(() => expect(lonely.deliveries).toHaveLength(4))
      expect(lonely.deliveries.every((d) => d.status === 0 && d.error)).toBe(true)
      await sleep(100)
      expect(lonely.deliveries).toHaveLength(4)
    } finally {
      await lonely.close()
    }
  })

  it('sendEvent resends an event by id, and forged signatures are rejected by the SDK', async () => {
    fake.setWebhookMode('never')
    const session = await stripe.checkout.sessions.create(orderParams('ord_manual'))
    await pressButton(session.id, 'Pay')
    const original = fake.events.find((e) => e.data.object.id === session.id && e.type === 'checkout.session.completed')
    expect(original).toBeDefined()

    expect(await fake.sendEvent('checkout.session.completed', session.id, { id: original?.id })).toBe(200)
    expect(await fake.sendEvent('checkout.session.completed', session.id, { id: original?.id })).toBe(200)
    expect(eventsFor(session.id).map((e) => e.id)).toEqual([original?.id, original?.id])

    expect(await fake.sendEvent('checkout.session.completed', session.id, { signWith: 'whsec_attacker' })).toBe(400)
    expect(receiver.received.at(-1)?.error).toMatch(/No signatures found matching the expected signature/)

    const stale = Math.floor(Date.now() / 1000) - 3600
    expect(await fake.sendEvent('checkout.session.completed', session.id, { timestamp: stale })).toBe(400)
    expect(receiver.received.at(-1)?.error).toBe('Timestamp outside the tolerance zone')
  })

  it('expires an open session (and sends checkout.session.expired), once', async () => {
    const session = await stripe.checkout.sessions.create(orderParams('ord_expire'))
    const expired = await stripe.checkout.sessions.expire(session.id, undefined, { idempotencyKey: 'expire-1' })
    expect(expired).toMatchObject({ status: 'expired', url: null })
    await vi.waitFor(() => expect(eventsFor(session.id).map((e) => e.type)).toEqual(['checkout.session.expired']))
    expect(eventsFor(session.id)[0]?.request).toMatchObject({ idempotency_key: 'expire-1' })
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 })
    const pageHtml = await (await fetch(`${fake.url}/pay/${session.id}`)).text()
    expect(pageHtml).toContain('This checkout session has expired')
  })
})

describe('refunds', () => {
  async function paidIntent(orderId: string): Promise<string> {
    const session = await stripe.checkout.sessions.create(orderParams(orderId))
    await pressButton(session.id, 'Pay')
    return String(fake.sessions.get(session.id)?.payment_intent)
  }

  it('refunds a payment in full once', async () => {
    const intent = await paidIntent('ord_refund')
    const refund = await stripe.refunds.create({ payment_intent: intent })
    expect(refund).toMatchObject({ object: 'refund', status: 'succeeded', amount: 4300, currency: 'usd', payment_intent: intent })
    expect(refund.id).toMatch(/^re_/)
    const again = await stripe.refunds.create({ payment_intent: intent }).catch((e: unknown) => e)
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError)
    expect(again).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' })
  })

  it('refunds partially, then refuses more than what is left', async () => {
    const intent = await paidIntent('ord_partial')
    expect((await stripe.refunds.create({ payment_intent: intent, amount: 1000 })).amount).toBe(1000)
    await expect(stripe.refunds.create({ payment_intent: intent, amount: 4000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      message: 'Refund amount ($40.00) is greater than unrefunded amount on charge ($33.00)',
    })
    expect((await stripe.refunds.create({ payment_intent: intent })).amount).toBe(3300)
  })

  it('answers resource_missing for an unknown payment intent', async () => {
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'payment_intent',
    })
  })
})
