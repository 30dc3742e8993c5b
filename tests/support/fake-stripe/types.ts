import type Stripe from 'stripe'

/* The fake's public types: what tests see of it. */

export type FakeSession = Stripe.Checkout.Session

export type WebhookMode = 'immediate' | 'delayed' | 'never' | 'duplicate' | 'out-of-order'

export type CheckoutFailure = 'server-error' | 'card-error' | 'none'

/** The subset of a PaymentIntent the fake keeps; GET /v1/payment_intents/:id answers with it. */
export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_capturable: number
  amount_received: number
  capture_method: 'automatic_async'
  client_secret: string
  confirmation_method: 'automatic'
  created: number
  currency: string
  customer: null
  description: string | null
  last_payment_error: { code: string; decline_code?: string; message: string; type: string } | null
  latest_charge: string | null
  livemode: false
  metadata: Record<string, string>
  payment_method: string | null
  payment_method_types: string[]
  receipt_email: string | null
  status: 'processing' | 'succeeded' | 'requires_payment_method'
}

/** The PaymentMethod a payment used: `type` is what a receipt names (card, sepa_debit). */
export type FakePaymentMethod = {
  id: string
  object: 'payment_method'
  allow_redisplay: 'unspecified'
  billing_details: { address: null; email: string | null; name: string | null; phone: null }
  created: number
  customer: null
  livemode: false
  metadata: Record<string, string>
  type: 'card' | 'sepa_debit'
  card?: { brand: 'visa'; country: 'US'; exp_month: number; exp_year: number; funding: 'credit'; last4: '4242' }
  sepa_debit?: { bank_code: string; branch_code: string; country: 'DE'; fingerprint: string; last4: '3000' }
}

export type FakeRefund = Stripe.Refund

/** The Charge behind a payment, as charge.* events carry it (amount_refunded is the running total). */
export type FakeCharge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'refunded'
  | 'status'
> & { payment_intent: string; payment_method: string | null }

/** A snapshot Event as Stripe posts it to webhook endpoints: about a session, or a refund or charge. */
export type FakeEvent<T = FakeSession> = {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: T }
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: string
}

export type AnyFakeEvent = FakeEvent<FakeSession | FakeRefund | FakeCharge>

/** How refunds settle: at once (cards, usually), or `pending` first and `refund.updated` to succeeded later. */
export type RefundSettling = 'instant' | 'pending'

/** One HTTP attempt to deliver an event; status 0 means no HTTP answer (refused, reset, timed out). */
export type Delivery = { eventId: string; type: string; status: number; attempt: number; at: number; error?: string }

export type FakeStripe = {
  url: string
  port: number
  apiKey: string
  /** Checkout Sessions by id, exactly as GET /v1/checkout/sessions/:id would answer (unexpanded). */
  sessions: Map<string, FakeSession>
  paymentIntents: Map<string, FakePaymentIntent>
  paymentMethods: Map<string, FakePaymentMethod>
  refunds: FakeRefund[]
  /** Every event created, delivered or not (Stripe creates events even when no endpoint gets them). */
  events: AnyFakeEvent[]
  requests: { method: string; path: string; idempotencyKey?: string; stripeVersion?: string; at: number }[]
  deliveries: Delivery[]
  /** How the next payments deliver their webhooks: 'immediate' (default), 'delayed' (after delayMs), 'never' (the success page must confirm by itself), 'duplicate' (the same event 3 times), 'out-of-order' (for async payments: deliver the later event first). */
  setWebhookMode(mode: WebhookMode, delayMs?: number): void
  /** 'pending': new refunds start pending and succeed after asyncSettleMs (refund.updated); default 'instant'. */
  setRefundSettling(mode: RefundSettling): void
  /**
   * The next `count` refund requests are carried out but their answers are lost (the connection is
   * dropped), as when a timeout strikes after Stripe acted: the SDK's retries and the app's must
   * reach the same refund through the idempotency key.
   */
  loseRefundAnswers(count: number): void
  /** Makes POST /v1/checkout/sessions answer 500 ('server-error') or 402 ('card-error') until reset with 'none'. */
  failCheckoutCreation(kind: CheckoutFailure): void
  /**
   * Sends a signed event for a session now, once, without retries (tests of duplicates, ordering,
   * forged signatures, stale timestamps). `id` of an event already sent resends that very event
   * (refund and charge events too, whatever `sessionId` says); a new `id` names a fresh one. Returns the delivery's HTTP status (0 when nothing answered).
   */
  sendEvent(type: string, sessionId: string, opts?: { id?: string; signWith?: string; timestamp?: number }): Promise<number>
  close(): Promise<void>
}

export type FakeStripeOptions = {
  port: number
  webhookUrl: string
  webhookSecret: string
  apiKey?: string
  /** How long a delayed payment method takes to succeed or fail (Stripe: days; here ~1 s). */
  asyncSettleMs?: number
  /** First retry delay for failed deliveries; doubles each time (Stripe: hours; here milliseconds). */
  retryDelayMs?: number
}
