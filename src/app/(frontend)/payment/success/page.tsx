import Link from 'next/link'

import { AutoRefresh } from '@/components/commerce/AutoRefresh'
import { OrderSummary } from '@/components/commerce/OrderSummary'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { isPaid } from '@/commerce/status'
import { confirmWithProvider } from '@/lib/commerce/orders'
import { getMyOrder } from '@/lib/data/orders'
import { getCurrentUser } from '@/lib/data/session'
import { pageMetadata } from '@/lib/metadata'
import { firstParam } from '@/lib/search-params'

export const metadata = pageMetadata({ title: 'Payment received', description: 'Your payment for a TubeLift campaign.', path: '/payment/success', noIndex: true })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Where the payment page sends the payer back. It asks the provider itself about the session, so the
 * order shows as paid even when the webhook has not arrived yet.
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
      <Container className="max-w-2xl py-16 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">Thank you</h1>
        <p className="mt-4 text-lg text-muted">If you paid for an order, sign in to see its status. We also email you at every step.</p>
        <Link href={`/auth?next=${encodeURIComponent(`/dashboard/my-orders${number ? `/${number}` : ''}`)}`} className={buttonClass({ className: 'mt-6' })}>
          Sign in to see your orders
        </Link>
      </Container>
    )
  }
  const attempt = order.payments?.find((p) => p.sessionId === sessionId)
  const paid = isPaid(order.status)
  const processing = attempt?.status === 'processing'
  return (
    <Container className="max-w-3xl py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">{paid ? 'Payment received, thank you!' : processing ? 'Your payment is being processed' : 'Waiting for the payment confirmation'}</h1>
      <div className="mt-6 flex flex-col gap-4">
        {paid ? <FormAlert tone="success">Order {order.number} is paid. We have emailed you a confirmation.</FormAlert> : null}
        {processing ? <FormAlert tone="info">Your bank is processing the payment. This can take a few days for some methods; we email you as soon as it clears.</FormAlert> : null}
        {!paid && !processing ? (
          <>
            <FormAlert tone="info">We are waiting for the payment provider to confirm. This page updates by itself.</FormAlert>
            <AutoRefresh />
          </>
        ) : null}
        <OrderSummary order={order} />
        <div className="flex flex-wrap gap-3">
          <Link href={`/dashboard/my-orders/${order.number}`} className={buttonClass()}>
            Follow this order
          </Link>
          <Link href="/keyword-explorer" className={buttonClass({ variant: 'secondary' })}>
            Plan your next video
          </Link>
        </div>
      </div>
    </Container>
  )
}
