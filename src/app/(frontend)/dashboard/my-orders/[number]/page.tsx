import Link from 'next/link'
import { notFound } from 'next/navigation'

import { OrderRefunds, stopEstimate } from '@/components/commerce/OrderRefunds'
import { OrderStatusBadge } from '@/components/commerce/OrderStatusBadge'
import { OrderSummary } from '@/components/commerce/OrderSummary'
import { StopCampaignForm } from '@/components/commerce/StopCampaignForm'
import { UnpaidOrderActions } from '@/components/commerce/UnpaidOrderActions'
import { DeliveryProgress, showsDelivery } from '@/components/campaign-delivery/DeliveryProgress'
import { ViewCountDefinitions } from '@/components/campaign-delivery/ViewCountDefinitions'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { REFUNDABLE_STATES } from '@/commerce/refund-rules'
import { isAwaitingPayment, isPaid } from '@/commerce/status'
import { getOrderDelivery } from '@/lib/data/campaign-delivery'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { getMyRefunds } from '@/lib/data/commerce/refunds'
import { requireUser } from '@/lib/data/session'
import { formatDate } from '@/lib/format'

type Props = { params: Promise<{ number: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props) {
  return { title: `Order ${(await params).number}` }
}

const NOTICES: Record<string, { tone: 'error' | 'success' | 'info'; text: string }> = {
  'payment=unavailable': {
    tone: 'error',
    text: 'We could not reach the payment provider. Your order is saved: try the payment again in a moment.',
  },
  'payment=not-needed': { tone: 'info', text: 'This order does not need a payment.' },
  'cancel=refused': {
    tone: 'error',
    text: 'This order can no longer be cancelled here. For a paid order, contact support about a refund.',
  },
  'cancelled=1': { tone: 'success', text: 'The order is cancelled. Nothing was charged.' },
  'stop=requested': {
    tone: 'success',
    text: 'We have your request to stop the campaign. We answer within one business day, here and by email.',
  },
}

export default async function OrderPage({ params, searchParams }: Props) {
  const { number } = await params
  const user = await requireUser(`/dashboard/my-orders/${number}`)
  const order = await getMyOrder(user, number)
  if (!order) notFound()
  const query = await searchParams
  const notice = Object.entries(NOTICES).find(([key]) => {
    const [name, value] = key.split('=')
    return query[name!] === value
  })?.[1]
  const awaiting = isAwaitingPayment(order.status)
  const [delivery, refunds] = await Promise.all([
    showsDelivery(order) ? getOrderDelivery(user, order) : null,
    isPaid(order.status) ? getMyRefunds(user, order) : [],
  ])
  const canAskToStop = REFUNDABLE_STATES.includes(order.status) && !refunds.some((refund) => refund.status === 'requested')
  return (
    <div className="flex flex-col gap-6">
      <header>
        <Link href="/dashboard/my-orders" className="text-sm font-semibold text-accent-text hover:underline">
          ← My orders
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">Order {order.number}</h1>
      </header>
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      {awaiting ? (
        <UnpaidOrderActions number={order.number} payLabel={order.status === 'payment_failed' ? 'Try the payment again' : 'Pay now'} />
      ) : null}
      <OrderSummary order={order} />
      {delivery ? <DeliveryProgress order={order} delivery={delivery} /> : null}
      {delivery ? <ViewCountDefinitions counts={['delivered', 'publicCounter', 'analyticsAds']} /> : null}
      <OrderRefunds refunds={refunds} orderNumber={order.number} />
      {canAskToStop ? (
        <StopCampaignForm
          number={order.number}
          estimate={stopEstimate(order, refunds, { views: delivery?.totals.views ?? 0, spend: delivery?.totals.spend ?? 0 })}
        />
      ) : null}
      <section aria-labelledby="timeline-title" className="rounded-2xl border border-border bg-card p-6">
        <h2 id="timeline-title" className="text-lg font-bold">
          Timeline
        </h2>
        <ol className="mt-4 flex flex-col gap-4 border-l-2 border-border pl-5">
          {(order.statusHistory ?? []).map((entry, index) => (
            <li key={entry.id ?? index} className="relative">
              <span aria-hidden="true" className="absolute -left-[1.65rem] top-1.5 h-3 w-3 rounded-full bg-accent" />
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={entry.status} />
                <time dateTime={entry.at} className="text-sm text-muted">
                  {new Date(entry.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC
                </time>
              </div>
              {/* The customer's own notes, and payment news that kept the status (an automatic refund). */}
              {entry.note &&
              (entry.by === 'customer' || (entry.by === 'payment' && order.statusHistory?.[index - 1]?.status === entry.status)) ? (
                <p className="mt-1 text-sm text-muted">{entry.note}</p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
      {isPaid(order.status) ? (
        <Link
          href={`/dashboard/my-orders/${order.number}/receipt`}
          className={buttonClass({ variant: 'secondary', className: 'self-start' })}
        >
          View receipt
        </Link>
      ) : null}
      <p className="text-sm text-muted">
        Placed {formatDate(order.createdAt)}. Questions about this order? Write to support@tubelift.dev and mention {order.number}.
      </p>
    </div>
  )
}
