import type React from 'react'

import { buttonClass } from '@/components/ui/button'
import { payOrder } from '@/lib/services/commerce/actions'

import { CancelOrderButton } from './CancelOrderButton'

/** What a customer can do with an order that is not paid yet: pay (a new attempt), anything between, or cancel (confirmed first). */
export function UnpaidOrderActions({ number, payLabel, children }: { number: string; payLabel: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap gap-3">
      <form action={payOrder}>
        <input type="hidden" name="order" value={number} />
        <button type="submit" className={buttonClass()}>
          {payLabel}
        </button>
      </form>
      {children}
      <CancelOrderButton number={number} />
    </div>
  )
}
