/**
 * The order lifecycle, in one table that the admin hooks, the payment webhooks and the customer's
 * own actions all go through.
 *
 *   pending_payment → paid → in_progress → completed
 *   pending_payment → payment_failed (retryable: → pending_payment, paid) | cancelled
 *   pending_payment | payment_failed → expired (unpaid for ORDER_PAYMENT_WINDOW_HOURS; final)
 *   paid | in_progress → refunded
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'payment_failed',
  'paid',
  'in_progress',
  'completed',
  'cancelled',
  'expired',
  'refunded',
] as const

export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'payment_failed', 'cancelled', 'expired'],
  payment_failed: ['pending_payment', 'paid', 'cancelled', 'expired'],
  paid: ['in_progress', 'refunded'],
  in_progress: ['completed', 'refunded'],
  completed: [],
  cancelled: [],
  expired: [],
  refunded: [],
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to)
}

export class TransitionError extends Error {
  constructor(
    readonly from: OrderStatus,
    readonly to: OrderStatus,
  ) {
    super(
      `An order cannot go from “${STATUS_LABELS[from]}” to “${STATUS_LABELS[to]}”.${TRANSITIONS[from].length ? ` From here it can go to: ${TRANSITIONS[from].map((s) => STATUS_LABELS[s]).join(', ')}.` : ' It is final.'}`,
    )
    this.name = 'TransitionError'
  }
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (from !== to && !canTransition(from, to)) throw new TransitionError(from, to)
}

/** Payment is settled (money received) in these states: a later failure notice must not undo it. */
export const PAID_STATES: readonly OrderStatus[] = ['paid', 'in_progress', 'completed', 'refunded']

export function isPaid(status: OrderStatus): boolean {
  return PAID_STATES.includes(status)
}

/** Customers may pay (again) or cancel only before any money moved. */
export function isAwaitingPayment(status: OrderStatus): boolean {
  return status === 'pending_payment' || status === 'payment_failed'
}

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  in_progress: 'Campaign running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
}

/** What the customer should expect next, shown on the order page and in emails. */
export const STATUS_NEXT_STEPS: Record<OrderStatus, string> = {
  pending_payment: 'Complete the payment to start. Your order is saved, so you can come back to it.',
  payment_failed: 'The payment did not go through. Try again with the same or another payment method; nothing was charged.',
  paid: 'Payment received. Our team reviews the video and sets up the campaign, usually within two business days.',
  in_progress: 'Your campaign is running. Results build up over the campaign’s duration; we email you when it ends.',
  completed: 'The campaign has finished. Its report shows what it delivered, day by day, next to YouTube’s own view counter.',
  cancelled: 'This order was cancelled before payment. Nothing was charged; a payment that still arrives is refunded automatically.',
  expired:
    'This order expired before it was paid. Nothing was charged; a payment that still arrives is refunded automatically. Place a new order to promote your video.',
  refunded: 'This order was refunded to the original payment method. Refunds take 5–10 business days to appear.',
}

/**
 * One payment attempt (one provider session), ranked: later news wins over earlier, except that
 * nothing undoes a payment. `refunded` is a payment given back (by staff, or automatically when it
 * arrived for an order that no longer wanted it).
 */
export const ATTEMPT_STATUSES = ['open', 'processing', 'failed', 'expired', 'paid', 'refunded'] as const

export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number]

export const ATTEMPT_RANK: Record<AttemptStatus, number> = { open: 0, processing: 1, failed: 2, expired: 2, paid: 3, refunded: 4 }

/**
 * The attempt that paid the order: the paid one or, once the order's own refund gave it back, that
 * one; never a second payment refunded automatically because the order no longer wanted it.
 */
export function payingAttempt<A extends { status: AttemptStatus; refundReference?: string | null }>(order: {
  payments?: A[] | null
  refund?: { reference?: string | null } | null
}): A | undefined {
  const payments = order.payments ?? []
  return (
    payments.find((p) => p.status === 'paid') ??
    payments.find((p) => p.status === 'refunded' && p.refundReference != null && p.refundReference === order.refund?.reference)
  )
}

/** The payment providers an attempt can go through. */
export const PROVIDER_NAMES = ['stripe', 'test'] as const

export type ProviderName = (typeof PROVIDER_NAMES)[number]
