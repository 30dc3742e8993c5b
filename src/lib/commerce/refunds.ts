import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { formatMoney, type Currency } from '@/commerce/money'
import { PaymentProviderError } from '@/commerce/providers/types'
import { quoteRefund, REFUNDABLE_STATES, REFUND_RULE_LABELS, type RefundQuote, type RefundRule } from '@/commerce/refund-rules'
import { nextRefundStatus, refundedAmount, type ProviderRefundStatus, type RefundStatus } from '@/commerce/refund-status'
import { canTransition, payingAttempt, STATUS_LABELS, type OrderStatus, type ProviderName } from '@/commerce/status'
import { refundIssuedMessage, stopRequestDeclinedMessage } from '@/emails/templates'
import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { Order, Refund } from '@/payload-types'

import { changeOrder } from './lifecycle'
import { withOrderLock } from './order-lock'
import { orderEmailSummary, orderPageUrl } from './order-summary'
import { providerFor } from './payments'

/**
 * Refunds by the rules (src/commerce/refund-rules.ts, docs/refunds.md): one `refunds` record per
 * request, claimed under the order's lock so two requests never give back more than was paid, and
 * its `requestKey` sent to the provider as the idempotency key, so a double click or a retry after a
 * timeout makes one refund. Takes the Payload instance (decision 001): the webhook runs it too.
 */

type Id = Order['id']

async function refundsOf(payload: Payload, order: Id): Promise<Refund[]> {
  const { docs } = await payload.find({ collection: 'refunds', where: { order: { equals: order } }, pagination: false, limit: 0, depth: 0 })
  return docs
}

/** Views and ad spend recorded for the order's campaign. */
async function deliveryTotals(payload: Payload, order: Id): Promise<{ views: number; spend: number }> {
  const { docs } = await payload.find({
    collection: 'campaign-deliveries',
    where: { order: { equals: order } },
    pagination: false,
    limit: 0,
    depth: 0,
    select: { views: true, spend: true },
  })
  return docs.reduce((sum, day) => ({ views: sum.views + (day.views ?? 0), spend: sum.spend + (day.spend ?? 0) }), { views: 0, spend: 0 })
}

/** What a rule gives back for the order now, from its payment, its refunds so far and its delivery. */
export async function quoteOrderRefund(payload: Payload, order: Order, rule: RefundRule): Promise<RefundQuote> {
  if (!REFUNDABLE_STATES.includes(order.status as OrderStatus))
    return { ok: false, reason: `Refunds by the rules apply to paid or running campaigns; this order is “${STATUS_LABELS[order.status]}”.` }
  const [refunds, delivered] = await Promise.all([refundsOf(payload, order.id), deliveryTotals(payload, order.id)])
  return quoteRefund({
    rule,
    paid: order.amount,
    alreadyRefunded: refundedAmount(refunds),
    deliverable: order.item.deliverable,
    deliveredViews: delivered.views,
    spent: delivered.spend,
  })
}

const money = (refund: Pick<Refund, 'amount' | 'currency'>) => formatMoney(refund.amount, refund.currency as Currency)

const orderOf = (refund: Pick<Refund, 'order'>): Id => (typeof refund.order === 'object' ? refund.order.id : refund.order)

async function findByKey(payload: Payload, requestKey: string): Promise<Refund | null> {
  const { docs } = await payload.find({ collection: 'refunds', where: { requestKey: { equals: requestKey } }, limit: 1, depth: 0 })
  return docs[0] ?? null
}

async function nextNumber(payload: Payload, order: Order): Promise<string> {
  const { totalDocs } = await payload.count({ collection: 'refunds', where: { order: { equals: order.id } } })
  return `${order.number}-R${totalDocs + 1}`
}

/** A customer's request to stop a paid or running campaign; asking twice returns the open request. */
export async function requestStop(payload: Payload, order: Order, reason: string): Promise<Refund> {
  if (!REFUNDABLE_STATES.includes(order.status as OrderStatus))
    throw new AppError('unprocessable', 'Only a paid or running campaign can be stopped.')
  const { refund, created } = await withOrderLock(payload, String(order.id), async () => {
    const { docs } = await payload.find({
      collection: 'refunds',
      where: { and: [{ order: { equals: order.id } }, { status: { equals: 'requested' } }] },
      limit: 1,
      depth: 0,
    })
    if (docs[0]) return { refund: docs[0], created: false }
    const quote = await quoteOrderRefund(payload, order, 'stopped_early')
    const record = await payload.create({
      collection: 'refunds',
      data: {
        number: await nextNumber(payload, order),
        order: order.id,
        customer: typeof order.customer === 'object' ? order.customer?.id : order.customer,
        status: 'requested',
        rule: 'stopped_early',
        amount: quote.ok ? quote.amount : 0,
        currency: order.currency,
        explanation: quote.ok ? quote.explanation : quote.reason,
        requestedBy: 'customer',
        reason: reason || undefined,
        requestKey: randomUUID(),
      },
      depth: 0,
    })
    return { refund: record, created: true }
  })
  if (created)
    await changeOrder(payload, order.id, async () => ({
      data: { needsAttention: true },
      by: 'customer',
      historyNote: `${refund.number}: the customer asked to stop the campaign (about ${money(refund)} back)${reason ? `: ${reason}` : ''}`,
    }))
  return refund
}

export type IssueRefundInput = {
  order: Id
  rule: RefundRule
  /** One per request (the form's, or the customer's request's): the provider's idempotency key. */
  requestKey: string
  /** The amount staff saw before confirming: a different one now (delivery imported meanwhile) is refused. */
  expectedAmount: number
  staff: Id
  reason?: string
}

/** Claims the request: its record, created (or a customer's request approved) under the order's lock. */
async function claim(payload: Payload, input: IssueRefundInput): Promise<Refund> {
  return withOrderLock(payload, String(input.order), async () => {
    const existing = await findByKey(payload, input.requestKey)
    // A key is one request on one order: another order's key must not approve or return that refund.
    if (existing && orderOf(existing) !== input.order)
      throw new AppError('conflict', 'This request belongs to another order: reload the order and try again.')
    if (existing && existing.status !== 'requested') return existing
    const order = await payload.findByID({ collection: 'orders', id: input.order, depth: 0 })
    const quote = await quoteOrderRefund(payload, order, input.rule)
    if (!quote.ok) throw new AppError('unprocessable', quote.reason)
    if (quote.amount !== input.expectedAmount)
      throw new AppError(
        'conflict',
        `The refund is now ${formatMoney(quote.amount, order.currency as Currency)} (delivery or refunds changed since it was shown): check it and confirm again.`,
      )
    const data = {
      status: 'processing' as const,
      rule: input.rule,
      amount: quote.amount,
      explanation: quote.explanation,
      decidedBy: input.staff,
      issuedAt: new Date().toISOString(),
    }
    if (existing) return payload.update({ collection: 'refunds', id: existing.id, data, depth: 0 })
    return payload.create({
      collection: 'refunds',
      data: {
        ...data,
        number: await nextNumber(payload, order),
        order: order.id,
        customer: typeof order.customer === 'object' ? order.customer?.id : order.customer,
        currency: order.currency,
        requestedBy: 'staff',
        reason: input.reason || undefined,
        requestKey: input.requestKey,
      },
      depth: 0,
    })
  })
}

/** Sends the claimed refund to the provider, with the request's key every time it is tried. */
async function sendToProvider(payload: Payload, refund: Refund, order: Order): Promise<Refund> {
  const attempt = payingAttempt(order)
  const provider = attempt ? providerFor(attempt.provider as ProviderName, payload) : null
  if (!attempt?.reference || !provider) {
    const failureReason = attempt
      ? `Refunds through ${attempt.provider} are not configured on this server.`
      : 'The order has no recorded payment.'
    await payload.update({ collection: 'refunds', id: refund.id, data: { status: 'failed', failureReason }, depth: 0 })
    throw new AppError('unprocessable', failureReason)
  }
  try {
    const result = await provider.refund(attempt.reference, refund.amount, {
      idempotencyKey: `refund-${refund.requestKey}`,
      metadata: { order_number: order.number, refund_request: refund.requestKey },
    })
    // A webhook may have reported the refund already: the record only moves forward.
    const current = await payload.findByID({ collection: 'refunds', id: refund.id, depth: 0 })
    const status = nextRefundStatus(current.status, result.status) ?? current.status
    return payload.update({
      collection: 'refunds',
      id: refund.id,
      data: { status, provider: attempt.provider as ProviderName, providerRefundId: result.refundId, failureReason: null },
      depth: 0,
    })
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    if (error.retryable) {
      // Still counted as on its way: the same request, retried, reaches the same refund at the provider.
      await payload.update({ collection: 'refunds', id: refund.id, data: { failureReason: error.message }, depth: 0 })
      throw new AppError('unavailable', `${error.message} Try again: the same request never refunds twice.`, { retryAfter: 5 })
    }
    await payload.update({ collection: 'refunds', id: refund.id, data: { status: 'failed', failureReason: error.message }, depth: 0 })
    throw new AppError('bad_gateway', error.message)
  }
}

/**
 * Records the refund on the order once (its number in the history): refunded when all the payment is
 * back, completed when a running campaign stopped with part of it back; the customer is emailed the
 * credit note.
 */
async function recordOnOrder(payload: Payload, refund: Refund): Promise<void> {
  const orderId = orderOf(refund)
  const refunded = refundedAmount(await refundsOf(payload, orderId))
  await changeOrder(payload, orderId, async (current) => {
    if (current.statusHistory?.some((entry) => entry.note?.startsWith(`${refund.number}: refunded`))) return null
    const from = current.status as OrderStatus
    const all = refunded >= current.amount
    const to: OrderStatus = all && canTransition(from, 'refunded') ? 'refunded' : from === 'in_progress' ? 'completed' : from
    const payments = all
      ? current.payments?.map((p) =>
          p.status === 'paid' ? { ...p, status: 'refunded' as const, refundReference: refund.providerRefundId } : p,
        )
      : current.payments
    const note = `${refund.number}: refunded ${money(refund)} (${REFUND_RULE_LABELS[refund.rule]})${refund.reason ? `: ${refund.reason}` : ''}`
    return {
      data: { status: to, payments, needsAttention: false, refund: { reference: refund.providerRefundId, at: refund.issuedAt } },
      by: 'staff',
      ...(to === from ? { historyNote: note } : { note }),
      context: { refundRecorded: true, refundEmailed: true },
      after: async (order) => {
        if (!order.customerEmail) return
        await queueEmail(
          payload,
          order.customerEmail,
          refundIssuedMessage(
            { name: order.customerName },
            orderEmailSummary(order),
            { number: refund.number, amount: money(refund), explanation: refund.explanation ?? '' },
            orderPageUrl(order, refund.number),
            env.NEXT_PUBLIC_SERVER_URL,
          ),
        )
      },
    }
  })
}

/**
 * Issues a refund by a rule (or approves a customer's request: pass its `requestKey`). Calling it
 * again with the same key, after a double click or a timeout, finishes the same refund and never
 * makes a second one.
 */
export async function issueRefund(payload: Payload, input: IssueRefundInput): Promise<Refund> {
  let refund = await claim(payload, input)
  if (refund.status === 'declined' || refund.status === 'failed')
    throw new AppError('unprocessable', `${refund.number} was ${refund.status}: start a new request.`)
  if (!refund.providerRefundId) {
    const order = await payload.findByID({ collection: 'orders', id: input.order, depth: 0 })
    refund = await sendToProvider(payload, refund, order)
  }
  if (refund.status !== 'failed') await recordOnOrder(payload, refund)
  return refund
}

/** Staff decline a customer's request to stop, with a reason the customer reads. */
export async function declineStopRequest(payload: Payload, id: Refund['id'], staff: Id, reason: string): Promise<Refund> {
  const refund = await payload.findByID({ collection: 'refunds', id, depth: 0 })
  if (refund.status === 'declined') return refund
  if (refund.status !== 'requested') throw new AppError('unprocessable', `${refund.number} is no longer waiting for a decision.`)
  const declined = await payload.update({
    collection: 'refunds',
    id,
    data: { status: 'declined', decidedBy: staff, decisionNote: reason },
    depth: 0,
  })
  const orderId = orderOf(refund)
  await changeOrder(payload, orderId, async () => ({
    data: { needsAttention: false },
    by: 'staff',
    historyNote: `${refund.number}: the request to stop was declined: ${reason}`,
    after: async (order) => {
      if (!order.customerEmail) return
      await queueEmail(
        payload,
        order.customerEmail,
        stopRequestDeclinedMessage(
          { name: order.customerName },
          orderEmailSummary(order),
          reason,
          orderPageUrl(order),
          env.NEXT_PUBLIC_SERVER_URL,
        ),
      )
    },
  }))
  return declined
}

export type ProviderRefundNews = { refundId: string; requestKey?: string; status: ProviderRefundStatus; failureReason?: string }

/**
 * The provider's news about a refund (Stripe's refund.* events), in any order and any number of
 * times: the record only moves forward; a refund that failed after all flags the order for staff.
 * Returns the order, or null for refunds that are not ours.
 */
export async function applyProviderRefund(payload: Payload, news: ProviderRefundNews): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'refunds',
    where: {
      or: [{ providerRefundId: { equals: news.refundId } }, ...(news.requestKey ? [{ requestKey: { equals: news.requestKey } }] : [])],
    },
    limit: 1,
    depth: 0,
  })
  const refund = docs[0]
  if (!refund) return null
  const orderId = orderOf(refund)
  const status: RefundStatus | null = nextRefundStatus(refund.status, news.status)
  if (status) {
    await payload.update({
      collection: 'refunds',
      id: refund.id,
      data: { status, providerRefundId: news.refundId, ...(news.failureReason ? { failureReason: news.failureReason } : {}) },
      depth: 0,
    })
  }
  if (status !== 'failed') return payload.findByID({ collection: 'orders', id: orderId, depth: 0 })
  return changeOrder(payload, orderId, async () => ({
    data: { needsAttention: true },
    by: 'payment',
    historyNote: `${refund.number}: the refund of ${money(refund)} failed at the payment provider${news.failureReason ? ` (${news.failureReason})` : ''}; refund it again or contact the customer`,
  }))
}

/**
 * Stripe's total refunded on a payment (charge.refunded): more than the site recorded means a refund
 * made outside the site (the Stripe dashboard), which staff are asked to look at once.
 */
export async function reconcileRefundedTotal(payload: Payload, paymentReference: string, totalRefunded: number): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { 'payments.reference': { equals: paymentReference } },
    limit: 1,
    depth: 0,
  })
  const order = docs[0]
  if (!order) return null
  // Read under the order's lock: an automatic refund holds it while Stripe refunds, and Stripe's
  // charge.refunded can arrive before that refund is recorded.
  return changeOrder(payload, order.id, async (current) => {
    const attempt = current.payments?.find((p) => p.reference === paymentReference)
    // A payment refunded automatically (it arrived for an order that no longer wanted it) was given back whole.
    const recorded =
      attempt?.status === 'refunded' && attempt.refundReference ? current.amount : refundedAmount(await refundsOf(payload, current.id))
    if (totalRefunded <= recorded) return null
    const currency = current.currency as Currency
    const note = `The payment provider reports ${formatMoney(totalRefunded, currency)} refunded on ${paymentReference}, the site recorded ${formatMoney(recorded, currency)}: a refund made outside the site?`
    return current.statusHistory?.at(-1)?.note === note ? null : { data: { needsAttention: true }, by: 'payment', historyNote: note }
  })
}
