import type { Order } from '@/payload-types'
import { deliveryShortfall, remedySentence, shortfallSentence } from '@/tools/campaign-delivery/shortfall'

/**
 * On a completed campaign that delivered less than its package's low end: what was short and what
 * staff recorded the customer gets for it (docs/campaign-delivery.md#completing-below-target).
 */
export function CompletionShortfall({ order, delivered }: { order: Order; delivered: number }) {
  if (order.status !== 'completed') return null
  const shortfall = deliveryShortfall(order.item.deliverable, delivered)
  if (!shortfall) return null
  const remedy = remedySentence(order.completionRemedy, order.completionRemedyNote)
  return (
    <div role="note" aria-label="Delivered below the package" className="rounded-lg bg-warning-soft px-4 py-3 text-sm text-fg">
      <p className="font-semibold">This campaign ended below what the package promises: {shortfallSentence(shortfall)}</p>
      {remedy ? <p className="mt-1">{remedy}</p> : null}
    </div>
  )
}
