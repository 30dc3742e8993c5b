import Link from 'next/link'

import { AutoRefresh } from '@/components/commerce/AutoRefresh'
import { OrderSummary } from '@/components/commerce/OrderSummary'
import { PaymentNotCompleted } from '@/components/commerce/PaymentNotCompleted'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { isPaid, STATUS_NEXT_STEPS } from '@/commerce/status'
import { confirmWithProvider } from '@/lib/services/commerce/orders'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { getCurrentUser } from '@/lib/data/session'
import { pageMetadata } from '@/lib/metadata'
import { firstParam } from '@/lib/http/search-params'
import type { Order } from '@/payload-types'

export const metadata = pageMetadata({
  title: 'Your payment',
  description: 'Your payment for a TubeLift campaign.',
  path: '/payment/success',
  noIndex: true,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

type Attempt = NonNullable<Order['payments']>[number]

/** What this page says about the order and this payment attempt, from the order's own record. */
function verdict(order: Order, attempt: Attempt | undefined) {
  if (attempt?.status === 'refunded') return 'refunded' as const
  if (order.status === 'cancelled' || order.status === 'expired') return order.status
  if (isPaid(order.status)) return 'paid' as const
  if (attempt?.status === 'failed') return 'failed' as const
  if (attempt?.status === 'expired') return 'page-closed' as const
  if (attempt?.status === 'processing') return 'processing' as const
  return 'waiting' as const
}

const HEADINGS: Record<ReturnType<typeof verdict>, string> = {
  paid: 'Payment received, thank you!',
  processing: 'Your payment is being processed',
  waiting: 'Waiting for the payment confirmation',
  failed: 'The payment did not go through',
  'page-closed': 'The payment did not go through',
  cancelled: 'This order was cancelled',
  expired: 'This order has expired',
  refunded: 'This payment was refunded',
}

/**
 * Where the payment page sends the payer back. It asks the provider itself about the session, so the
 * order shows as paid even when the webhook has not arrived yet, and it says plainly when the
 * payment failed, the order was closed, or the payment was given back. While it waits it refreshes
 * itself for two minutes, then says what happens next.
 */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const params = await searchParams
  const number = firstParam(params.order) ?? ''
  const sessionId = firstParam(params.session_id) ?? ''
  const user = await getCurrentUser()
  const mine = user ? await getMyOrder(user, number) : null
  // Settles the order with what the provider says; what the page shows is read as the customer.
  const confirmed = mine && sessionId && mine.payments?.some((p) => p.sessionId === sessionId) ? await confirmWithProvider(sessionId) : null
  const order = confirmed && user ? await getMyOrder(user, number) : mine

  if (!order) {
    return (
      <Container width="2xl" className="py-16 text-center">
        {user && !number ? (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight">No order to show</h1>
            <p className="mt-4 text-lg text-muted">
              This page shows an order’s payment when you come back from checkout, and this link names no order. Your orders and their
              payments are in My orders.
            </p>
            <Link href="/dashboard/my-orders" className={buttonClass({ className: 'mt-6' })}>
              See your orders
            </Link>
          </>
        ) : user ? (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight">This is not one of your orders</h1>
            <p className="mt-4 text-lg text-muted">
              You are signed in as {user.email}, and no order {number ? `numbered ${number} ` : ''}belongs to this account. If you paid with
              another account, sign in with that one.
            </p>
            <Link href="/dashboard/my-orders" className={buttonClass({ className: 'mt-6' })}>
              See your orders
            </Link>
          </>
        ) : (
          <>
            <h1 className="text-3xl font-extrabold tracking-tight">Thank you</h1>
            <p className="mt-4 text-lg text-muted">If you paid for an order, sign in to see its status. We also email you at every step.</p>
            <Link
              href={`/auth?next=${encodeURIComponent(`/dashboard/my-orders${number ? `/${number}` : ''}`)}`}
              className={buttonClass({ className: 'mt-6' })}
            >
              Sign in to see your orders
            </Link>
          </>
        )}
      </Container>
    )
  }
  const attempt = order.payments?.find((p) => p.sessionId === sessionId)
  const state = verdict(order, attempt)
  return (
    <Container width="3xl" className="py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{HEADINGS[state]}</h1>
      <div className="mt-6 flex flex-col gap-4">
        {state === 'failed' || state === 'page-closed' ? (
          <PaymentNotCompleted
            order={order}
            reason={
              state === 'failed'
                ? (attempt?.failureReason ?? 'The payment was declined.') + ' Nothing was charged.'
                : 'This payment page closed before the payment was made. Nothing was charged.'
            }
          />
        ) : (
          <>
            {state === 'paid' ? (
              <FormAlert tone="success">Order {order.number} is paid. We have emailed you a confirmation.</FormAlert>
            ) : null}
            {state === 'refunded' ? (
              <FormAlert tone="info">
                {order.status === 'refunded'
                  ? STATUS_NEXT_STEPS.refunded
                  : 'This payment arrived when the order no longer needed it, so we refunded it automatically. Refunds take 5–10 business days to appear.'}
              </FormAlert>
            ) : null}
            {state === 'cancelled' || state === 'expired' ? <FormAlert tone="info">{STATUS_NEXT_STEPS[state]}</FormAlert> : null}
            {state === 'processing' ? (
              <>
                <FormAlert tone="info">
                  Your bank is processing the payment. This can take a few days for some methods; we email you as soon as it clears.
                </FormAlert>
                <AutoRefresh>
                  <p>You can close this page: the payment is still with your bank, and we email you as soon as it clears or if it fails.</p>
                </AutoRefresh>
              </>
            ) : null}
            {state === 'waiting' ? (
              <>
                <FormAlert tone="info">
                  We are waiting for the payment provider to confirm. This page updates by itself for two minutes.
                </FormAlert>
                <AutoRefresh>
                  <FormAlert tone="info">
                    We have not heard from the payment provider yet. You can close this page: we email you as soon as the payment is
                    confirmed, and your order page shows its status. If you did not finish paying, you can pay from the order page.
                  </FormAlert>
                </AutoRefresh>
              </>
            ) : null}
            <OrderSummary order={order} />
            <div className="flex flex-wrap gap-3">
              <Link href={`/dashboard/my-orders/${order.number}`} className={buttonClass()}>
                Follow this order
              </Link>
              <Link
                href={state === 'cancelled' || state === 'expired' ? '/promote-video' : '/keyword-explorer'}
                className={buttonClass({ variant: 'secondary' })}
              >
                {state === 'cancelled' || state === 'expired' ? 'Start a new order' : 'Plan your next video'}
              </Link>
            </div>
          </>
        )}
      </div>
    </Container>
  )
}
