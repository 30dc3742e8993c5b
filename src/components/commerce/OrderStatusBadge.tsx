import { STATUS_LABELS, type OrderStatus } from '@/commerce/status'
import { cx } from '@/lib/cx'

const TONE: Record<OrderStatus, string> = {
  pending_payment: 'bg-warning-soft text-warning',
  payment_failed: 'bg-danger-soft text-danger',
  paid: 'bg-accent-soft text-accent-text',
  in_progress: 'bg-accent-soft text-accent-text',
  completed: 'bg-success-soft text-success',
  cancelled: 'bg-bg-subtle text-muted',
  expired: 'bg-bg-subtle text-muted',
  refunded: 'bg-bg-subtle text-muted',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={cx('inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[status])}>
      {STATUS_LABELS[status]}
    </span>
  )
}
