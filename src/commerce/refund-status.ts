/**
 * Where a refund request stands. A customer's request starts `requested` and staff approve it
 * (→ `processing`) or decline it; a refund staff issue starts `processing`. The provider's news then
 * moves it on, ranked so that late or repeated news never moves it back.
 */
export const REFUND_STATUSES = ['requested', 'declined', 'processing', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: 'Requested',
  declined: 'Declined',
  processing: 'Being refunded',
  succeeded: 'Refunded',
  failed: 'Refund failed',
}

/** Provider news about a refund, ranked: a `pending` arriving after `succeeded` changes nothing. */
export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed'
const PROVIDER_RANK: Record<ProviderRefundStatus, number> = { pending: 0, succeeded: 1, failed: 2 }
const RECORD_RANK: Partial<Record<RefundStatus, number>> = { processing: 0, succeeded: 1, failed: 2 }

/** The record's next status for a piece of provider news, or null when the news is old or a repeat. */
export function nextRefundStatus(current: RefundStatus, news: ProviderRefundStatus): RefundStatus | null {
  const rank = RECORD_RANK[current]
  if (rank === undefined || PROVIDER_RANK[news] <= rank) return null
  return news === 'pending' ? 'processing' : news
}

/** Money counted as given back (or on its way): bounds the next refund. */
const COUNTS_AS_REFUNDED: readonly RefundStatus[] = ['processing', 'succeeded']

/** What an order's refunds have given back so far (or have on the way), minor units. */
export const refundedAmount = (refunds: { status: RefundStatus; amount: number }[]) =>
  refunds.filter((r) => COUNTS_AS_REFUNDED.includes(r.status)).reduce((sum, r) => sum + r.amount, 0)
