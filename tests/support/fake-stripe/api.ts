import type { IncomingMessage } from 'node:http'

import Stripe from 'stripe'

import { createRefund, expire, expireIfDue } from './payments'
import { createSession, EXPANDABLE, lineItemList, type SessionExtras } from './sessions'
import type { FakeStripeState } from './state'
import type { FakeSession } from './types'
import {
  ApiError,
  canonicalParams,
  clone,
  decodeStripeForm,
  errorReply,
  invalid,
  json,
  noSuch,
  randomId,
  readExpand,
  type FormObject,
  type Reply,
} from './wire'

/* The REST API at /v1: authentication, idempotency keys, and each endpoint the app calls. */

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 1_000_000) req.destroy(new Error('body too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Stripe shows the key's prefix and last four characters, never the rest. */
function maskKey(key: string): string {
  const prefix = /^[a-z]+_(?:test|live)_/.exec(key)?.[0] ?? ''
  const rest = key.slice(prefix.length)
  return rest.length <= 4 ? `${prefix}${'*'.repeat(rest.length)}` : `${prefix}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`
}

/** The key from `Authorization: Bearer sk_…` or Basic auth (`curl -u sk_…:`), both of which Stripe accepts. */
function presentedKey(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const bearer = /^Bearer\s+(.+)$/i.exec(header)
  if (bearer) return bearer[1]?.trim()
  const basic = /^Basic\s+(.+)$/i.exec(header)
  if (basic)
    return Buffer.from(basic[1] ?? '', 'base64')
      .toString('utf8')
      .split(':')[0]
  return header
}

export function findSession(state: FakeStripeState, id: string, status: number): FakeSession {
  const session = state.sessions.get(id)
  if (!session) throw noSuch(status, 'checkout.session', id, 'session')
  expireIfDue(state, session)
  return session
}

export function expanded(state: FakeStripeState, session: FakeSession, expand: string[]): unknown {
  const out = clone(session) as unknown as Record<string, unknown>
  for (const path of expand) {
    if (!EXPANDABLE.includes(path)) throw invalid(`This property cannot be expanded (${path}).`, 'expand')
    if (path === 'line_items') out.line_items = lineItemList(session, state.extrasById.get(session.id) as SessionExtras)
    if (path === 'payment_intent' && session.payment_intent)
      out.payment_intent = clone(state.paymentIntents.get(String(session.payment_intent)) ?? null)
    if (path === 'payment_intent.payment_method' && session.payment_intent) {
      const intent = clone(state.paymentIntents.get(String(session.payment_intent)) ?? null)
      out.payment_intent = intent && {
        ...intent,
        payment_method: intent.payment_method ? (state.paymentMethods.get(intent.payment_method) ?? null) : null,
      }
    }
  }
  return out
}

type ApiResult = { status: number; value: unknown }

export async function api(
  state: FakeStripeState,
  method: string,
  path: string,
  params: FormObject,
  idempotencyKey: string | undefined,
  requestId: string,
): Promise<ApiResult> {
  const parts = path.split('/').slice(2) // ['checkout', 'sessions', id, …]
  const [a, b, c, d] = parts.map(decodeURIComponent)

  if (method === 'POST' && a === 'checkout' && b === 'sessions' && c === undefined) {
    if (state.checkoutFailure === 'server-error') {
      throw new ApiError(500, {
        type: 'api_error',
        message: 'An unknown error occurred while processing your request (simulated by the fake).',
      })
    }
    if (state.checkoutFailure === 'card-error') {
      throw new ApiError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      })
    }
    const { session, extras } = createSession(params, state.baseUrl)
    state.sessions.set(session.id, session)
    state.extrasById.set(session.id, extras)
    return { status: 200, value: expanded(state, session, readExpand(params)) }
  }
  if (a === 'checkout' && b === 'sessions' && c !== undefined) {
    if (method === 'GET' && d === undefined) return { status: 200, value: expanded(state, findSession(state, c, 404), readExpand(params)) }
    if (method === 'GET' && d === 'line_items') {
      const session = findSession(state, c, 404)
      return { status: 200, value: lineItemList(session, state.extrasById.get(session.id) as SessionExtras) }
    }
    if (method === 'POST' && d === 'expire') {
      const session = findSession(state, c, 404)
      if (session.status !== 'open') {
        throw new ApiError(
          400,
          { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` },
          true,
        )
      }
      expire(state, session, { id: requestId, idempotency_key: idempotencyKey ?? null })
      return { status: 200, value: expanded(state, session, readExpand(params)) }
    }
  }
  if (method === 'GET' && a === 'payment_intents' && b !== undefined && c === undefined) {
    const intent = state.paymentIntents.get(b)
    if (!intent) throw noSuch(404, 'payment_intent', b, 'intent')
    return { status: 200, value: intent }
  }
  if (method === 'GET' && a === 'payment_methods' && b !== undefined && c === undefined) {
    const paymentMethod = state.paymentMethods.get(b)
    if (!paymentMethod) throw noSuch(404, 'PaymentMethod', b, 'payment_method')
    return { status: 200, value: paymentMethod }
  }
  if (method === 'GET' && a === 'events' && b !== undefined && c === undefined) {
    const event = state.events.find((e) => e.id === b)
    if (!event) throw noSuch(404, 'event', b, 'id')
    return { status: 200, value: event }
  }
  if (a === 'refunds') {
    if (method === 'POST' && b === undefined) return { status: 200, value: createRefund(state, params) }
    if (method === 'GET' && b !== undefined && c === undefined) {
      const refund = state.refunds.find((r) => r.id === b)
      if (!refund) throw noSuch(404, 'refund', b, 'refund')
      return { status: 200, value: refund }
    }
  }
  throw new ApiError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  })
}

export async function handleApi(state: FakeStripeState, req: IncomingMessage, url: URL, method: string): Promise<Reply> {
  const requestId = randomId('req_', 14)
  const version = typeof req.headers['stripe-version'] === 'string' ? req.headers['stripe-version'] : Stripe.API_VERSION
  const common = { 'request-id': requestId, 'stripe-version': version }

  const key = presentedKey(req)
  if (key !== state.apiKey) {
    const message = key
      ? `Invalid API Key provided: ${maskKey(key)}`
      : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/."
    return errorReply(401, { type: 'invalid_request_error', message }, { ...common, 'www-authenticate': 'Bearer realm="Stripe"' })
  }

  const body = method === 'POST' ? await readBody(req) : ''
  const params = decodeStripeForm(method === 'POST' ? body : url.search.slice(1))
  // Idempotency keys matter on POST only; Stripe ignores them elsewhere.
  const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined
  const keyHeaders: Record<string, string> = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}

  if (idempotencyKey) {
    const previous = state.idempotent.get(`${state.apiKey}\n${idempotencyKey}`)
    if (previous) {
      if (previous.method !== method || previous.path !== url.pathname || previous.canonical !== canonicalParams(body)) {
        return errorReply(
          400,
          {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
          { ...common, ...keyHeaders },
        )
      }
      const replay = previous.reply
      return {
        ...replay,
        headers: { ...replay.headers, ...common, 'idempotent-replayed': 'true', 'original-request': previous.requestId },
      }
    }
  }

  let reply: Reply
  let save: boolean
  try {
    const result = await api(state, method, url.pathname, params, idempotencyKey, requestId)
    reply = json(result.status, result.value, { ...common, ...keyHeaders })
    save = true
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    reply = errorReply(error.status, error.error, { ...common, ...keyHeaders })
    save = error.saved
  }
  if (idempotencyKey && save) {
    state.idempotent.set(`${state.apiKey}\n${idempotencyKey}`, {
      method,
      path: url.pathname,
      canonical: canonicalParams(body),
      reply,
      requestId,
    })
  }
  return reply
}
