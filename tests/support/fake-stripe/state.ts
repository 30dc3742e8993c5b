import type { ClientRequest } from 'node:http'

import Stripe from 'stripe'

import type { SessionExtras } from './sessions'
import type {
  AnyFakeEvent,
  CheckoutFailure,
  Delivery,
  FakeCharge,
  FakeEvent,
  FakePaymentIntent,
  FakePaymentMethod,
  FakeRefund,
  FakeSession,
  FakeStripe,
  FakeStripeOptions,
  RefundSettling,
  WebhookMode,
} from './types'
import { clone, now, randomId, type Reply } from './wire'

/** How an event is delivered, fixed when its payment (or expiry) happened. */
export type Plan = { mode: WebhookMode; delayMs: number }

/** A request answered under an idempotency key, replayed for the same key and parameters. */
export type Pending = { method: string; path: string; canonical: string; reply: Reply; requestId: string }

/** Everything the fake remembers: Stripe's objects, what it was asked and sent, and its test switches. */
export type FakeStripeState = {
  options: FakeStripeOptions
  apiKey: string
  asyncSettleMs: number
  retryDelayMs: number
  sessions: Map<string, FakeSession>
  extrasById: Map<string, SessionExtras>
  paymentIntents: Map<string, FakePaymentIntent>
  paymentMethods: Map<string, FakePaymentMethod>
  refunds: FakeRefund[]
  events: AnyFakeEvent[]
  refundSettling: RefundSettling
  lostRefundAnswers: number
  requests: FakeStripe['requests']
  deliveries: Delivery[]
  idempotent: Map<string, Pending>
  webhookMode: WebhookMode
  webhookDelayMs: number
  checkoutFailure: CheckoutFailure
  baseUrl: string
  /** Everything that runs later is tracked, so close() leaves no timer or socket behind. */
  closed: boolean
  timers: Map<NodeJS.Timeout, () => void>
  outgoing: Set<ClientRequest>
}

export function createState(options: FakeStripeOptions): FakeStripeState {
  return {
    options,
    apiKey: options.apiKey ?? 'sk_test_fake',
    asyncSettleMs: options.asyncSettleMs ?? 1000,
    retryDelayMs: options.retryDelayMs ?? 100,
    sessions: new Map(),
    extrasById: new Map(),
    paymentIntents: new Map(),
    paymentMethods: new Map(),
    refunds: [],
    events: [],
    refundSettling: 'instant',
    lostRefundAnswers: 0,
    requests: [],
    deliveries: [],
    idempotent: new Map(),
    webhookMode: 'immediate',
    webhookDelayMs: 1000,
    checkoutFailure: 'none',
    baseUrl: '',
    closed: false,
    timers: new Map(),
    outgoing: new Set(),
  }
}

/** A wait that close() ends at once. */
export function sleep(state: FakeStripeState, ms: number) {
  return new Promise<void>((resolve) => {
    if (state.closed) return resolve()
    const timer = setTimeout(() => {
      state.timers.delete(timer)
      resolve()
    }, ms)
    state.timers.set(timer, resolve)
  })
}

export const inBackground = (task: () => Promise<void>) => {
  void task().catch(() => undefined)
}

/** The delivery plan in force now: later payments keep the plan of their own moment. */
export const currentPlan = (state: FakeStripeState): Plan => ({ mode: state.webhookMode, delayMs: state.webhookDelayMs })

/** Records an event about an object (a session, refund or charge), as Stripe creates one whether or not an endpoint gets it. */
export function makeEvent<T extends FakeSession | FakeRefund | FakeCharge>(
  state: FakeStripeState,
  type: string,
  object: T,
  request: FakeEvent['request'] = { id: null, idempotency_key: null },
  id?: string,
): FakeEvent<T> {
  const event: FakeEvent<T> = {
    id: id ?? randomId('evt_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object: clone(object) },
    livemode: false,
    pending_webhooks: 1,
    request,
    type,
  }
  state.events.push(event)
  return event
}
