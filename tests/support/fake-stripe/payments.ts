import type { SessionExtras } from './sessions'
import { currentPlan, inBackground, makeEvent, sleep, type FakeStripeState } from './state'
import type { FakeCharge, FakeEvent, FakePaymentIntent, FakePaymentMethod, FakeRefund, FakeSession } from './types'
import { deliver, dispatch } from './webhooks'
import {
  ApiError,
  formatAmount,
  invalid,
  noSuch,
  now,
  optionalInteger,
  optionalString,
  randomId,
  readMetadata,
  rejectUnknown,
  type FormObject,
} from './wire'

/* What happens to money: payments by card or bank debit, expiry, refunds. */

export function createPaymentIntent(
  state: FakeStripeState,
  session: FakeSession,
  extras: SessionExtras,
  delayed: boolean,
): FakePaymentIntent {
  const id = randomId('pi_')
  const method: FakePaymentMethod = {
    id: randomId('pm_'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: session.customer_email, name: 'Test Buyer', phone: null },
    created: now(),
    customer: null,
    livemode: false,
    metadata: {},
    type: delayed ? 'sepa_debit' : 'card',
    ...(delayed
      ? {
          sepa_debit: {
            bank_code: '37040044',
            branch_code: '',
            country: 'DE' as const,
            fingerprint: randomId('', 16),
            last4: '3000' as const,
          },
        }
      : {
          card: {
            brand: 'visa' as const,
            country: 'US' as const,
            exp_month: 12,
            exp_year: new Date().getFullYear() + 3,
            funding: 'credit' as const,
            last4: '4242' as const,
          },
        }),
  }
  state.paymentMethods.set(method.id, method)
  const intent: FakePaymentIntent = {
    id,
    object: 'payment_intent',
    amount: session.amount_total ?? 0,
    amount_capturable: 0,
    amount_received: delayed ? 0 : (session.amount_total ?? 0),
    capture_method: 'automatic_async',
    client_secret: `${id}_secret_${randomId('', 24)}`,
    confirmation_method: 'automatic',
    created: now(),
    currency: session.currency ?? 'usd',
    customer: null,
    description: extras.paymentIntentDescription,
    last_payment_error: null,
    latest_charge: randomId('ch_'),
    livemode: false,
    metadata: { ...extras.paymentIntentMetadata },
    payment_method: method.id,
    payment_method_types: [method.type],
    receipt_email: null,
    status: delayed ? 'processing' : 'succeeded',
  }
  state.paymentIntents.set(id, intent)
  return intent
}

export function markComplete(session: FakeSession, intent: FakePaymentIntent, email: string, paid: boolean): void {
  session.status = 'complete'
  session.payment_status = paid ? 'paid' : 'unpaid'
  session.payment_intent = intent.id
  // Stripe clears the URL once the session is no longer open.
  session.url = null
  session.customer_details = {
    address: { city: null, country: 'US', line1: null, line2: null, postal_code: '10001', state: null },
    business_name: null,
    email,
    individual_name: null,
    name: 'Test Buyer',
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
  }
}

/** Card payment: paid at once, one checkout.session.completed. */
export function payByCard(state: FakeStripeState, session: FakeSession, extras: SessionExtras, email: string): void {
  const plan = currentPlan(state)
  const intent = createPaymentIntent(state, session, extras, false)
  markComplete(session, intent, email, true)
  const completed = makeEvent(state, 'checkout.session.completed', session)
  inBackground(() => dispatch(state, completed, plan))
}

/**
 * Delayed method (a bank debit): the session completes unpaid at once (checkout.session.completed
 * with payment_status 'unpaid'), then settles and sends async_payment_succeeded or _failed.
 * 'out-of-order' holds the completed event back until after the settlement event.
 */
export function payByDelayedMethod(
  state: FakeStripeState,
  session: FakeSession,
  extras: SessionExtras,
  email: string,
  fails: boolean,
): void {
  const plan = currentPlan(state)
  const intent = createPaymentIntent(state, session, extras, true)
  markComplete(session, intent, email, false)
  const completed = makeEvent(state, 'checkout.session.completed', session)
  const first = plan.mode === 'out-of-order' ? Promise.resolve() : dispatch(state, completed, plan)
  inBackground(async () => {
    await sleep(state, state.asyncSettleMs)
    if (state.closed) return
    if (fails) {
      intent.status = 'requires_payment_method'
      intent.last_payment_error = {
        type: 'card_error',
        code: 'payment_method_provider_decline',
        message: 'The payment was declined by the bank.',
      }
      session.payment_status = 'unpaid'
    } else {
      intent.status = 'succeeded'
      intent.amount_received = intent.amount
      session.payment_status = 'paid'
    }
    const settled = makeEvent(state, fails ? 'checkout.session.async_payment_failed' : 'checkout.session.async_payment_succeeded', session)
    if (plan.mode === 'out-of-order') {
      await deliver(state, settled)
      await deliver(state, completed)
      return
    }
    // In order: the settlement event never overtakes the completed one.
    await first
    await dispatch(state, settled, plan)
  })
  inBackground(() => first)
}

/** Stripe expires open state.sessions at expires_at; the fake notices when it next looks at one. */
export function expireIfDue(state: FakeStripeState, session: FakeSession): void {
  if (session.status === 'open' && now() >= session.expires_at) expire(state, session, { id: null, idempotency_key: null })
}

export function expire(state: FakeStripeState, session: FakeSession, request: FakeEvent['request']): void {
  const plan = currentPlan(state)
  session.status = 'expired'
  session.url = null
  const event = makeEvent(state, 'checkout.session.expired', session, request)
  inBackground(() => dispatch(state, event, plan))
}

export function createRefund(state: FakeStripeState, params: FormObject): FakeRefund {
  rejectUnknown(
    params,
    [
      'amount',
      'charge',
      'currency',
      'customer',
      'expand',
      'instructions_email',
      'metadata',
      'origin',
      'payment_intent',
      'reason',
      'refund_application_fee',
      'reverse_transfer',
    ],
    '',
  )
  const intentId = optionalString(params, 'payment_intent')
  const chargeId = optionalString(params, 'charge')
  if (!intentId && !chargeId)
    throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent')
  const intent = intentId
    ? state.paymentIntents.get(intentId)
    : [...state.paymentIntents.values()].find((pi) => pi.latest_charge === chargeId)
  if (!intent) throw intentId ? noSuch(400, 'payment_intent', intentId, 'payment_intent') : noSuch(400, 'charge', chargeId ?? '', 'charge')
  const amount = optionalInteger(params, 'amount')
  if (amount !== undefined && amount < 1) throw invalid('This value must be greater than or equal to 1.', 'amount')
  const reason = optionalString(params, 'reason')
  if (reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
    throw invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, 'reason')
  }
  const metadata = readMetadata(params, 'metadata')
  // From here on the endpoint "executes": errors are saved under the idempotency key.
  const charge = intent.latest_charge ?? ''
  if (intent.status !== 'succeeded') {
    throw new ApiError(
      400,
      {
        type: 'invalid_request_error',
        message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        param: 'payment_intent',
      },
      true,
    )
  }
  const refunded = state.refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0)
  const remaining = intent.amount_received - refunded
  if (remaining <= 0) {
    throw new ApiError(
      400,
      { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge} has already been refunded.` },
      true,
    )
  }
  const refundAmount = amount ?? remaining
  if (refundAmount > remaining) {
    const what = refunded > 0 ? 'unrefunded amount on charge' : 'charge amount'
    throw new ApiError(
      400,
      {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount (${formatAmount(refundAmount, intent.currency)}) is greater than ${what} (${formatAmount(remaining, intent.currency)})`,
      },
      true,
    )
  }
  const refund: FakeRefund = {
    id: randomId('re_'),
    object: 'refund',
    amount: refundAmount,
    balance_transaction: randomId('txn_'),
    charge,
    created: now(),
    currency: intent.currency,
    customer: null,
    customer_account: null,
    destination_details: {
      type: 'card',
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
    },
    metadata,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    reason: (reason ?? null) as FakeRefund['reason'],
    receipt_number: null,
    source_transfer_reversal: null,
    status: state.refundSettling === 'pending' ? 'pending' : 'succeeded',
    transfer_reversal: null,
  }
  state.refunds.push(refund)
  announceRefund(state, refund, intent)
  return refund
}

/** The payment's Charge now: amount_refunded counts every refund not failed or canceled. */
export function chargeOf(state: FakeStripeState, intent: FakePaymentIntent): FakeCharge {
  const refunded = state.refunds
    .filter((r) => r.payment_intent === intent.id && r.status !== 'failed' && r.status !== 'canceled')
    .reduce((sum, r) => sum + r.amount, 0)
  return {
    id: intent.latest_charge ?? '',
    object: 'charge',
    amount: intent.amount,
    amount_captured: intent.amount_received,
    amount_refunded: refunded,
    captured: true,
    created: intent.created,
    currency: intent.currency,
    livemode: false,
    metadata: { ...intent.metadata },
    paid: true,
    payment_intent: intent.id,
    payment_method: intent.payment_method,
    refunded: refunded >= intent.amount_received,
    status: 'succeeded',
  }
}

/**
 * Stripe sends charge.refunded and refund.created for a new refund, then refund.updated when a
 * pending one settles. 'out-of-order' delivers them newest first.
 */
function announceRefund(state: FakeStripeState, refund: FakeRefund, intent: FakePaymentIntent): void {
  const plan = currentPlan(state)
  const created = [makeEvent(state, 'charge.refunded', chargeOf(state, intent)), makeEvent(state, 'refund.created', refund)]
  inBackground(async () => {
    let events: FakeEvent<FakeRefund | FakeCharge>[] = created
    if (refund.status === 'pending') {
      await sleep(state, state.asyncSettleMs)
      if (state.closed) return
      refund.status = 'succeeded'
      events = [...created, makeEvent(state, 'refund.updated', refund)]
    }
    if (plan.mode === 'out-of-order') events = events.reverse()
    for (const event of events) await dispatch(state, event, plan)
  })
}
