import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { handleApi, readBody } from './api'
import { closedPage, htmlReply, page, paymentPage, successRedirect } from './pages'
import { expireIfDue, payByCard, payByDelayedMethod } from './payments'
import type { SessionExtras } from './sessions'
import { createState, makeEvent, type FakeStripeState } from './state'
import type { FakeStripe, FakeStripeOptions } from './types'
import { attempt } from './webhooks'
import { errorReply, type Reply } from './wire'

/** The page Stripe hosts at checkout.stripe.com: its buttons pay (card or bank debit) and send the browser back. */
async function handlePage(state: FakeStripeState, req: IncomingMessage, url: URL, method: string): Promise<Reply> {
  const match = /^\/pay\/([^/]+)(?:\/(complete|async))?$/.exec(url.pathname)
  const session = match ? state.sessions.get(decodeURIComponent(match[1] ?? '')) : undefined
  if (!match || !session) return htmlReply(404, page('Not found', '<h1>Checkout session not found</h1>'))
  expireIfDue(state, session)
  const extras = state.extrasById.get(session.id) as SessionExtras
  const action = match[2]

  if (!action && method === 'GET') {
    return htmlReply(200, session.status === 'open' ? paymentPage(session, extras) : closedPage(session))
  }
  if (!action || method !== 'POST') return htmlReply(405, page('Method not allowed', '<h1>Method not allowed</h1>'))

  const form = new URLSearchParams(await readBody(req))
  if (session.status === 'complete') return { status: 303, headers: { location: successRedirect(session) }, body: '' }
  if (session.status !== 'open') return htmlReply(409, closedPage(session))
  const email = form.get('email')?.trim() || session.customer_email || 'buyer@example.com'
  if (action === 'complete') payByCard(state, session, extras, email)
  else payByDelayedMethod(state, session, extras, email, form.get('outcome') === 'fail')
  // The browser goes back to the merchant straight away; webhooks follow in the background.
  return { status: 303, headers: { location: successRedirect(session) }, body: '' }
}

/** Null: the answer is lost (the connection dropped after the fake acted). */
async function route(state: FakeStripeState, req: IncomingMessage): Promise<Reply | null> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  const method = (req.method ?? 'GET').toUpperCase()
  const idempotencyKey = req.headers['idempotency-key']
  const stripeVersion = req.headers['stripe-version']
  state.requests.push({
    method,
    path: url.pathname,
    ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
    ...(typeof stripeVersion === 'string' ? { stripeVersion } : {}),
    at: Date.now(),
  })
  if (url.pathname.startsWith('/v1/')) {
    const reply = await handleApi(state, req, url, method)
    if (method === 'POST' && url.pathname === '/v1/refunds' && state.lostRefundAnswers > 0) {
      state.lostRefundAnswers -= 1
      return null
    }
    return reply
  }
  if (url.pathname.startsWith('/pay/')) return handlePage(state, req, url, method)
  return htmlReply(404, page('Not found', '<h1>Not found</h1>'))
}

/** Starts the fake on a loopback port (0: any free one) and hands tests its state and switches. */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const state = createState(options)
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void route(state, req)
      .catch((error: unknown) => errorReply(500, { type: 'api_error', message: `Fake Stripe failed: ${String(error)}` }))
      .then((reply) => {
        if (!reply) res.destroy()
        else if (!res.destroyed) res.writeHead(reply.status, reply.headers).end(reply.body)
      })
  })
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  // With port 0 the OS picks a free port: report the one actually bound.
  const bound = (server.address() as AddressInfo).port
  state.baseUrl = `http://127.0.0.1:${bound}`

  return {
    url: state.baseUrl,
    port: bound,
    apiKey: state.apiKey,
    sessions: state.sessions,
    paymentIntents: state.paymentIntents,
    paymentMethods: state.paymentMethods,
    refunds: state.refunds,
    events: state.events,
    requests: state.requests,
    deliveries: state.deliveries,
    setWebhookMode(mode, delayMs = 1000) {
      state.webhookMode = mode
      state.webhookDelayMs = delayMs
    },
    setRefundSettling(mode) {
      state.refundSettling = mode
    },
    loseRefundAnswers(count) {
      state.lostRefundAnswers = count
    },
    failCheckoutCreation(kind) {
      state.checkoutFailure = kind
    },
    async sendEvent(type, sessionId, opts = {}) {
      const existing = opts.id ? state.events.find((e) => e.id === opts.id) : undefined
      if (existing && existing.type !== type) throw new Error(`fake Stripe: event ${opts.id} is a ${existing.type}, not ${type}`)
      // An existing event (about a session, refund or charge) is resent as it was.
      const session = existing ? undefined : state.sessions.get(sessionId)
      if (!existing && !session) throw new Error(`fake Stripe: no session ${sessionId}`)
      const event = existing ?? makeEvent(state, type, session!, undefined, opts.id)
      const attempts = state.deliveries.filter((d) => d.eventId === event.id).length
      return attempt(state, event, attempts + 1, opts.signWith, opts.timestamp)
    },
    close: async () => {
      state.closed = true
      // Pending waits end now; every background task checks `closed` and stops.
      for (const [timer, resolve] of state.timers) {
        clearTimeout(timer)
        resolve()
      }
      state.timers.clear()
      for (const req of state.outgoing) req.destroy()
      const done = new Promise((resolve) => server.close(resolve))
      // The SDK keeps connections alive; without this close() would wait for them to time out.
      server.closeAllConnections()
      await done
    },
  }
}
