import type { Payload, PayloadRequest } from 'payload'

import type { PaymentMethod, SessionOutcome } from '@/commerce/providers/types'
import { ATTEMPT_RANK, isAwaitingPayment, type OrderStatus, type ProviderName } from '@/commerce/status'
import { automaticRefundMessage } from '@/emails/templates'
import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import type { Order } from '@/payload-types'

import { withOrderLock } from './order-lock'
import { orderEmailSummary, orderPageUrl } from './order-summary'
import { findBySession, providerFor } from './payments'

/**
 * What happens to an order after it is placed: payment news, closing payment pages, cancelling and
 * expiring. Every change is a conditional write (`changeOrder`), so two processes handling the same
 * order never lose each other's changes. Takes the Payload instance as an argument (no config
 * import), so the jobs queue can run it too.
 */

type Attempt = NonNullable<Order['payments']>[number]
export type ChangedBy = NonNullable<Order['statusHistory']>[number]['by']

export type OrderChange = {
  data: Partial<Pick<Order, 'status' | 'payments' | 'needsAttention' | 'refund'>>
  by: ChangedBy
  /** Recorded with a status change. */
  note?: string
  /** Recorded in the history even when the status stays the same. */
  historyNote?: string
  /** Runs once, after the write that won (emails). */
  after?: (order: Order) => Promise<void>
  /** Passed to the order's hooks (a refund already made through its own record: `refundRecorded`). */
  context?: Record<string, unknown>
}

const MAX_ROUNDS = 5

/**
 * Reads the order, lets `decide` work out the change, and writes it only if the order's revision is
 * still the one read (Payload's update-by-where on id and revision). If another process changed the
 * order in between, it reads and decides again. `decide` returning null means "nothing to do".
 * On PostgreSQL the read and the write run in one transaction holding the order's advisory lock; on
 * MongoDB in one transaction, so the check is atomic by itself; on SQLite (no transactions in
 * Payload's adapter) it is atomic only under the order lock, which spans instances through Redis
 * (see order-lock.ts). The change's `after` (emails) runs once its write is committed.
 */
export async function changeOrder(
  payload: Payload,
  id: Order['id'],
  decide: (current: Order) => Promise<OrderChange | null>,
): Promise<Order> {
  const rounds = async (req?: Partial<PayloadRequest>): Promise<{ order: Order; after?: () => Promise<void> }> => {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const current = await payload.findByID({ collection: 'orders', id, depth: 0, req })
      const change = await decide(current)
      if (!change) return { order: current }
      const { docs, errors } = await payload.update({
        collection: 'orders',
        where: {
          and: [
            { id: { equals: id } },
            current.revision == null ? { revision: { exists: false } } : { revision: { equals: current.revision } },
          ],
        },
        data: change.data,
        depth: 0,
        req,
        context: { ...change.context, statusChangedBy: change.by, statusNote: change.note, historyNote: change.historyNote },
      })
      if (errors.length > 0) throw new AppError('unprocessable', errors[0]?.message)
      const written = docs[0]
      if (written) return { order: written, after: change.after && (() => change.after!(written)) }
    }
    throw new AppError('unavailable', 'This order is being updated right now. Please try again in a moment.')
  }
  const { order, after } = await withOrderLock(payload, String(id), rounds)
  await after?.()
  return order
}

export type OutcomeReport = {
  sessionId: string
  outcome: SessionOutcome
  reference?: string
  method?: PaymentMethod
  failureReason?: string
  source: 'webhook' | 'success-page' | 'test-page' | 'closing'
  /** From the session's metadata: finds the order when the attempt was never recorded (a crash right after the session was created). */
  orderNumber?: string
  attemptId?: string
}

/** Why a payment is not wanted, in the words of the customer's email. */
function unwantedBecause(status: OrderStatus): string {
  if (status === 'cancelled') return 'after the order was cancelled'
  if (status === 'expired') return 'after the order had expired'
  return 'for an order that was already paid'
}

async function emailAutomaticRefund(payload: Payload, order: Order, why: string): Promise<void> {
  if (!order.customerEmail) return
  await queueEmail(
    payload,
    order.customerEmail,
    automaticRefundMessage({ name: order.customerName }, orderEmailSummary(order), why, orderPageUrl(order), env.NEXT_PUBLIC_SERVER_URL),
  )
}

/** The order holding the session; an attempt the order never recorded is adopted from the session's metadata. */
async function orderFor(payload: Payload, report: OutcomeReport): Promise<Order | null> {
  const found = await findBySession(payload, report.sessionId)
  if (found) return found.order
  if (!report.orderNumber) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { number: { equals: report.orderNumber } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const order = docs[0]
  if (!order) return null
  return changeOrder(payload, order.id, async (current) => {
    if (current.payments?.some((p) => p.sessionId === report.sessionId)) return null
    const adopted: Attempt = {
      attemptId: report.attemptId ?? report.sessionId,
      provider: 'stripe',
      sessionId: report.sessionId,
      status: 'open',
      createdAt: new Date().toISOString(),
    }
    return {
      data: { payments: [...(current.payments ?? []), adopted] },
      by: 'payment',
      historyNote: `Recorded a payment page the order had lost (${report.sessionId})`,
    }
  })
}

/**
 * Applies what the provider says about a session, whatever order the news arrives in and however
 * often: duplicates change nothing, a failure after a success is ignored, and only an order awaiting
 * payment becomes paid (once). A payment for an order that no longer wants it (cancelled, expired,
 * or paid through another session) is refunded through the provider, recorded in the history,
 * flagged for staff and emailed to the customer. A refund the provider refuses throws: nothing is
 * recorded, and the webhook's retry tries again.
 */
export async function applySessionOutcome(payload: Payload, report: OutcomeReport): Promise<Order | null> {
  const order = await orderFor(payload, report)
  if (!order) return null
  return changeOrder(payload, order.id, async (current) => {
    const payments = current.payments ?? []
    const index = payments.findIndex((p) => p.sessionId === report.sessionId)
    const attempt = payments[index]
    if (!attempt) return null
    if (ATTEMPT_RANK[report.outcome] <= ATTEMPT_RANK[attempt.status]) {
      // Same news again; it may still name the method an earlier report did not know.
      if (report.outcome !== attempt.status || !report.method || attempt.method) return null
      return { data: { payments: payments.with(index, { ...attempt, method: report.method }) }, by: 'payment' }
    }
    const updated: Attempt = {
      ...attempt,
      status: report.outcome,
      reference: report.reference ?? attempt.reference,
      method: report.method ?? attempt.method,
      failureReason: report.failureReason ?? attempt.failureReason,
    }
    if (updated.status === 'paid' && !isAwaitingPayment(current.status)) {
      const why = unwantedBecause(current.status)
      const provider = providerFor(attempt.provider as ProviderName, payload)
      if (!provider || !updated.reference)
        throw new AppError('unavailable', `A payment arrived ${why}, but ${attempt.provider} refunds are not available on this server.`)
      // The key Stripe has always been sent for this refund, so a retry finds the refund it made.
      const { refundId } = await provider.refund(updated.reference, current.amount, {
        idempotencyKey: `refund-${updated.reference}-${current.amount}`,
        metadata: { order_number: current.number },
      })
      return {
        data: { payments: payments.with(index, { ...updated, status: 'refunded', refundReference: refundId }), needsAttention: true },
        by: 'payment',
        historyNote: `A payment (${attempt.provider} ${updated.reference}) arrived ${why}: refunded automatically (${refundId})`,
        after: (written) => emailAutomaticRefund(payload, written, why),
      }
    }
    const next = payments.with(index, updated)
    let status: OrderStatus = current.status
    if (updated.status === 'paid') status = 'paid'
    else if (
      updated.status === 'failed' &&
      current.status === 'pending_payment' &&
      !next.some((p) => p.status === 'paid' || p.status === 'processing' || p.status === 'open')
    )
      status = 'payment_failed'
    return { data: { payments: next, status }, by: 'payment', note: `${attempt.provider} reported ${report.outcome} (${report.source})` }
  })
}

/**
 * Closes the order's open payment pages at the provider, so none of them can be paid any more, and
 * records what each turned out to be (a page paid in the meantime counts as paid). A provider that
 * cannot be reached throws: the caller decides whether to go on.
 */
export async function closeOpenAttempts(payload: Payload, id: Order['id']): Promise<Order> {
  const order = await payload.findByID({ collection: 'orders', id, depth: 0 })
  for (const attempt of (order.payments ?? []).filter((p) => p.status === 'open')) {
    const provider = providerFor(attempt.provider as ProviderName, payload)
    // A test attempt on a site now running Stripe cannot be paid any more: it only needs recording.
    const state = provider
      ? await provider.expireSession(attempt.sessionId)
      : { outcome: 'expired' as const, reference: undefined, method: undefined }
    await applySessionOutcome(payload, {
      sessionId: attempt.sessionId,
      outcome: state.outcome,
      reference: state.reference,
      method: state.method,
      source: 'closing',
    })
  }
  return payload.findByID({ collection: 'orders', id, depth: 0 })
}

/**
 * Ends an unpaid order (cancelled by the customer, or expired): its payment pages are closed first,
 * best effort, since a payment that still gets through is refunded automatically. An order that has
 * been paid meanwhile is not ended: `unprocessable`.
 */
export async function endUnpaidOrder(
  payload: Payload,
  id: Order['id'],
  status: 'cancelled' | 'expired',
  by: ChangedBy,
  note: string,
): Promise<Order> {
  try {
    await closeOpenAttempts(payload, id)
  } catch (error) {
    payload.logger.warn(
      { err: error, order: id },
      'Could not close an order’s payment pages; a late payment will be refunded automatically',
    )
  }
  return changeOrder(payload, id, async (current) => {
    if (current.status === status) return null
    if (!isAwaitingPayment(current.status))
      throw new AppError(
        'unprocessable',
        'Only an order that has not been paid can be cancelled. For a paid order, contact support about a refund.',
      )
    return { data: { status }, by, note }
  })
}

/**
 * Expires the orders whose payment window has passed (run by the jobs queue). An order with a bank
 * payment still processing is left until the bank answers: expiring it would refund a payment the
 * customer made in time.
 */
export async function expireDueOrders(payload: Payload, now = new Date()): Promise<{ expired: string[] }> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ status: { in: ['pending_payment', 'payment_failed'] } }, { expiresAt: { less_than_equal: now.toISOString() } }] },
    sort: 'expiresAt',
    limit: 100,
    depth: 0,
  })
  const expired: string[] = []
  for (const order of docs) {
    if (order.payments?.some((p) => p.status === 'processing')) continue
    try {
      await endUnpaidOrder(payload, order.id, 'expired', 'system', `Not paid within ${env.ORDER_PAYMENT_WINDOW_HOURS} hours`)
      expired.push(order.number)
    } catch (error) {
      // Paid at the last moment, or busy: the next run looks again.
      payload.logger.info({ err: error, order: order.number }, 'Order not expired')
    }
  }
  return { expired }
}
