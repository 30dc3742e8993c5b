import Link from 'next/link'

import { PaymentNotCompleted } from '@/components/commerce/PaymentNotCompleted'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { getCurrentUser } from '@/lib/data/session'
import { pageMetadata } from '@/lib/metadata'
import { firstParam } from '@/lib/http/search-params'

export const metadata = pageMetadata({
  title: 'Payment not completed',
  description: 'Your payment did not go through.',
  path: '/payment/failed',
  noIndex: true,
})

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
    <Container width="3xl" className="py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">The payment did not go through</h1>
      <div className="mt-6 flex flex-col gap-4">
        {order ? (
          <PaymentNotCompleted order={order} reason={reason} />
        ) : (
          <>
            <FormAlert tone="error">{reason}</FormAlert>
            <Link href="/dashboard/my-orders" className={buttonClass({ className: 'self-start' })}>
              See your orders
            </Link>
          </>
        )}
      </div>
    </Container>
  )
}
