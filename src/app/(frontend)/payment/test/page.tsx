import { notFound } from 'next/navigation'

import { OrderSummary } from '@/components/commerce/OrderSummary'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { isAwaitingPayment, STATUS_LABELS } from '@/commerce/status'
import { completeTestPayment } from '@/lib/services/commerce/actions'
import { paymentsMode } from '@/lib/commerce/payments'
import { getMyOrderBySession } from '@/lib/data/commerce/orders'
import { requireUser } from '@/lib/data/session'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Test payment',
  description: 'Simulated payment page for test mode.',
  path: '/payment/test',
  noIndex: true,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The test provider's "payment page": clearly not a real one, and only for the order's owner. */
export default async function TestPaymentPage({ searchParams }: Props) {
  const { session } = await searchParams
  const sessionId = typeof session === 'string' ? session : ''
  const user = await requireUser(`/payment/test?session=${encodeURIComponent(sessionId)}`)
  if (paymentsMode() !== 'test') notFound()
  const found = await getMyOrderBySession(user, sessionId)
  if (!found || found.attempt.provider !== 'test' || found.order.customer !== user.id) notFound()
  // Closed like a Stripe page once a newer attempt, a cancel or the order's expiry closed it.
  const open = found.attempt.status === 'open' && isAwaitingPayment(found.order.status)
  return (
    <Container width="3xl" className="py-12">
      <p className="rounded-xl border-2 border-dashed border-warning bg-warning-soft px-4 py-3 text-center text-lg font-bold text-warning">
        Test mode, no money moves
      </p>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight">Test payment</h1>
      <p className="mt-2 text-muted">
        This page stands in for the payment provider while the site runs without Stripe. Choose what the “bank” answers.
      </p>
      <div className="mt-6">
        <OrderSummary order={found.order} />
      </div>
      {open ? (
        <form action={completeTestPayment} className="mt-6 flex flex-wrap gap-3">
          <input type="hidden" name="session" value={sessionId} />
          <button type="submit" name="outcome" value="succeed" className={buttonClass({ size: 'lg' })}>
            Simulate a successful payment
          </button>
          <button type="submit" name="outcome" value="fail" className={buttonClass({ size: 'lg', variant: 'danger' })}>
            Simulate a declined payment
          </button>
        </form>
      ) : (
        <p className="mt-6 text-muted">
          This test payment page is closed (the payment is {found.attempt.status}; the order is{' '}
          {STATUS_LABELS[found.order.status].toLowerCase()}). Nothing can be paid here.
        </p>
      )}
    </Container>
  )
}
