import Link from 'next/link'

import { OrderSummary } from '@/components/commerce/OrderSummary'
import { UnpaidOrderActions } from '@/components/commerce/UnpaidOrderActions'
import { stateToQuery } from '@/components/commerce/promote-wizard/wizard-state'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { isAwaitingPayment } from '@/commerce/status'
import type { Targeting } from '@/commerce/targeting'
import type { Order } from '@/payload-types'

/** A payment that did not go through: why, and the customer's choices (pay again, change the package, cancel). */
export function PaymentNotCompleted({ order, reason }: { order: Order; reason: string }) {
  return (
    <>
      <FormAlert tone="error">{reason}</FormAlert>
      <p>Your order is saved. You can try the payment again, change the package, or cancel it.</p>
      {isAwaitingPayment(order.status) ? (
        <UnpaidOrderActions number={order.number} payLabel="Try the payment again">
          <Link
            href={`/promote-video?${stateToQuery({ step: 2, videoUrl: order.video.url, service: order.item.serviceSlug, package: order.item.packageId, targeting: order.targeting as Targeting, replaces: order.number })}`}
            className={buttonClass({ variant: 'secondary' })}
          >
            Change the package
          </Link>
        </UnpaidOrderActions>
      ) : null}
      <OrderSummary order={order} />
    </>
  )
}
