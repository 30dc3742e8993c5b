'use client'

import { useState } from 'react'

import { buttonClass } from '@/components/ui/button'
import { cancelMyOrder } from '@/lib/services/commerce/actions'

/** Cancelling asks once more before it happens: it closes the order's payment page for good. */
export function CancelOrderButton({ number }: { number: string }) {
  const [step, setStep] = useState<'closed' | 'confirming' | 'kept'>('closed')
  if (step !== 'confirming')
    return (
      // Back from "Keep the order", focus returns to this button rather than to the top of the page.
      <button
        type="button"
        autoFocus={step === 'kept'}
        onClick={() => setStep('confirming')}
        className={buttonClass({ variant: 'danger' })}
      >
        Cancel the order
      </button>
    )
  return (
    <form
      action={cancelMyOrder}
      role="group"
      aria-label="Confirm cancelling the order"
      className="flex basis-full flex-col gap-3 rounded-xl border border-border bg-bg-subtle p-4"
    >
      <input type="hidden" name="order" value={number} />
      <p className="text-sm">Cancel order {number}? It can no longer be paid afterwards; nothing has been charged.</p>
      <div className="flex flex-wrap gap-3">
        {/* Focus lands on the decision, so a keyboard user is not left on a button that vanished. */}
        <button type="submit" autoFocus className={buttonClass({ variant: 'danger' })}>
          Yes, cancel the order
        </button>
        <button type="button" onClick={() => setStep('kept')} className={buttonClass({ variant: 'secondary' })}>
          Keep the order
        </button>
      </div>
    </form>
  )
}
