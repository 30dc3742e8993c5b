import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'

import Stripe from 'stripe'

import { sleep, type FakeStripeState, type Plan } from './state'
import type { AnyFakeEvent } from './types'

/* Delivering events to the app's webhook endpoint the way Stripe does: signed, retried, in the planned mode. */

/** POSTs the raw body; resolves with the HTTP status once the answer has been read. */
export function post(state: FakeStripeState, url: string, body: string, signature: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    const req = send(
      target,
      {
        method: 'POST',
        agent: false,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'cache-control': 'no-cache',
          accept: '*/*; q=0.5, application/xml',
          'stripe-signature': signature,
        },
      },
      (res) => {
        res.resume()
        res.on('close', () => resolve(res.statusCode ?? 0))
      },
    )
    state.outgoing.add(req)
    req.on('close', () => state.outgoing.delete(req))
    req.on('timeout', () => req.destroy(new Error('timed out after 10 s')))
    req.on('error', reject)
    req.end(body)
  })
}

/**
 * One delivery attempt. Each attempt is signed afresh (new timestamp, same body), as Stripe does;
 * the body is the pretty-printed JSON Stripe sends, so an app that re-serialises it before
 * verifying fails here as it would in production.
 */
export async function attempt(
  state: FakeStripeState,
  event: AnyFakeEvent,
  attemptNo: number,
  secret = state.options.webhookSecret,
  timestamp?: number,
): Promise<number> {
  const payload = JSON.stringify(event, null, 2)
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) })
  const at = Date.now()
  try {
    const status = await post(state, state.options.webhookUrl, payload, signature)
    state.deliveries.push({ eventId: event.id, type: event.type, status, attempt: attemptNo, at })
    return status
  } catch (error) {
    state.deliveries.push({ eventId: event.id, type: event.type, status: 0, attempt: attemptNo, at, error: (error as Error).message })
    return 0
  }
}

/** Stripe retries failed state.deliveries for days with backoff; here 3 retries, state.retryDelayMs doubling. */
export async function deliver(state: FakeStripeState, event: AnyFakeEvent): Promise<void> {
  for (let attemptNo = 1; attemptNo <= 4 && !state.closed; attemptNo++) {
    const status = await attempt(state, event, attemptNo)
    if (status >= 200 && status < 300) return
    if (attemptNo < 4) await sleep(state, state.retryDelayMs * 2 ** (attemptNo - 1))
  }
}

/** Delivers per the mode captured when the event's payment (or expiry) happened. */
export async function dispatch(state: FakeStripeState, event: AnyFakeEvent, plan: Plan): Promise<void> {
  if (plan.mode === 'never' || state.closed) return
  if (plan.mode === 'delayed') await sleep(state, plan.delayMs)
  if (plan.mode === 'duplicate') {
    // The same event, body and id, three times: Stripe promises at-least-once delivery.
    for (let i = 0; i < 3 && !state.closed; i++) await deliver(state, event)
    return
  }
  await deliver(state, event)
}
