import Link from 'next/link'

import { OrderSummary } from '@/components/commerce/OrderSummary'
import { UnpaidOrderActions } from '@/components/commerce/UnpaidOrderActions'
import { stateToQuery } from '@/components/commerce/wizard-state'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { isAwaitingPayment } from '@/commerce/status'
import type { Targeting } from '@/commerce/targeting'
import { getMyOrder } from '@/lib/data/orders'
import { getCurrentUser } from '@/lib/data/session'
import { pageMetadata } from '@/lib/metadata'
import { firstParam } from '@/lib/search-params'

export const metadata = pageMetadata({ title: 'Payment not completed', description: 'Your payment did not go through.', path: '/payment/failed', noIndex: true })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const REASONS: Record<string, string> = {
  cancelled: 'You left the payment page before paying. Nothing was charged.',
  declined: 'The payment was declined. Nothing was charged. Try again, maybe with another card or method.',
}

export default async function PaymentFailedPage({ searchParams }: Props) {
  const params = await searchParams
  const number = firstParam(params.order) ?? ''
  const user = await getCurrentUser()
  const order = user ? await getMyOrder(user, number) : null
  const reason = REASONS[firstParam(params.reason) ?? ''] ?? 'The payment did not go through. Nothing was charged.'
  return (
    <Container className="max-w-3xl py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">The payment did not go through</h1>
      <div className="mt-6 flex flex-col gap-4">
        <FormAlert tone="error">{reason}</FormAlert>
        {order ? (
          <>
            <p>Your order is saved. You can try the payment again, change the package, or cancel it.</p>
            {isAwaitingPayment(order.status) ? (
              <UnpaidOrderActions number={order.number} payLabel="Try the payment again">
                <Link
                  href={`/promote-video?${stateToQuery({ step: 2, videoUrl: order.video.url, service: order.item.serviceSlug, package: order.item.packageId, targeting: order.targeting as Targeting })}`}
                  className={buttonClass({ variant: 'secondary' })}
                >
                  Change the package
                </Link>
              </UnpaidOrderActions>
            ) : null}
            <OrderSummary order={order} />
          </>
        ) : (
          <Link href="/dashboard/my-orders" className={buttonClass({ className: 'self-start' })}>
            See your orders
          </Link>
        )}
      </div>
    </Container>
  )
}
