import { countsViews, parseTarget } from '@/tools/campaign-delivery/progress'

import { canTransition, ORDER_STATUSES, type OrderStatus } from './status'

/**
 * The refund rules, stated on the service pages, at checkout and in the terms, and applied here
 * (docs/refunds.md):
 *
 * - `disapproved`: Google disapproved the ads before anything was delivered → everything paid.
 * - `stopped_early`: the campaign was stopped before its end (by the customer, before or while it
 *   runs, or by staff) → the unspent part: pro rata to the views delivered against the low end of the
 *   package's promise for packages counted in views, otherwise the payment less the ad spend.
 * - nothing else.
 *
 * Amounts are integers in minor units. Every refund is bounded by what is still refundable (paid
 * less refunds already issued), so any number of partial refunds never sum above the payment.
 */
export const REFUND_RULES = ['disapproved', 'stopped_early'] as const
export type RefundRule = (typeof REFUND_RULES)[number]

export const REFUND_RULE_LABELS: Record<RefundRule, string> = {
  disapproved: 'Ads disapproved by Google before delivery: full refund',
  stopped_early: 'Campaign stopped early: refund of the unspent part',
}

/** The rules in the customer's words, for the service pages, checkout and the terms. */
export const REFUND_POLICY = [
  'If Google disapproves the ads before any view is delivered, you get everything you paid back.',
  'If the campaign is stopped early (by you, before or while it runs, or by us), you get the unspent part back: in proportion to the views delivered against the low end of the package’s estimate, or for packages not counted in views, what you paid less what was spent on ads.',
  'No other refunds are made. Refunds go back to the original payment method and take 5–10 business days to appear.',
] as const

/** Orders whose campaign can still be refunded by a rule (paid, not started, or running): read off the transition table. */
export const REFUNDABLE_STATES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => canTransition(status, 'refunded'))

export type RefundBasis = { kind: 'views'; delivered: number; promised: number } | { kind: 'spend'; spent: number }

export type RefundInput = {
  rule: RefundRule
  /** What the customer paid, minor units. */
  paid: number
  /** Refunds already issued or in flight for this order, minor units. */
  alreadyRefunded: number
  deliverable: string
  deliveredViews: number
  /** Ad spend recorded so far, minor units in the order's currency. */
  spent: number
}

export type RefundQuote = { ok: true; amount: number; basis: RefundBasis | null; explanation: string } | { ok: false; reason: string }

/** The refundable remainder: what was paid less what was already refunded, never negative. */
export const refundableRemainder = (paid: number, alreadyRefunded: number) => Math.max(0, paid - alreadyRefunded)

/** amount × part / whole, rounded down, exactly (BigInt: the product can pass 2^53). */
function proRata(amount: number, part: number, whole: number): number {
  if (whole <= 0) return 0
  const clamped = Math.min(Math.max(part, 0), whole)
  return Number((BigInt(amount) * BigInt(clamped)) / BigInt(whole))
}

/** The amount a rule gives back now, or why it gives nothing. */
export function quoteRefund(input: RefundInput): RefundQuote {
  const remainder = refundableRemainder(input.paid, input.alreadyRefunded)
  if (remainder === 0) return { ok: false, reason: 'Everything paid for this order has already been refunded.' }
  if (input.rule === 'disapproved') {
    if (input.deliveredViews > 0)
      return { ok: false, reason: 'Views were already delivered, so this is not a disapproval before delivery: stop the campaign instead.' }
    return { ok: true, amount: remainder, basis: null, explanation: 'The ads were disapproved before delivery: everything paid goes back.' }
  }
  const target = parseTarget(input.deliverable)
  const basis: RefundBasis = countsViews(target)
    ? { kind: 'views', delivered: input.deliveredViews, promised: target!.min }
    : { kind: 'spend', spent: input.spent }
  const unspent =
    basis.kind === 'views'
      ? proRata(input.paid, basis.promised - basis.delivered, basis.promised)
      : Math.max(0, input.paid - Math.max(0, basis.spent))
  const amount = Math.min(remainder, Math.max(0, unspent - input.alreadyRefunded))
  if (amount === 0) return { ok: false, reason: 'Nothing is left unspent: the campaign delivered what was paid for.' }
  const explanation =
    basis.kind === 'views'
      ? `${basis.delivered.toLocaleString('en-US')} of ${basis.promised.toLocaleString('en-US')} promised views delivered: the undelivered share of the payment goes back.`
      : 'The payment less the ad spend recorded so far goes back.'
  return { ok: true, amount, basis, explanation }
}
