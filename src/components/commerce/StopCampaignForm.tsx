'use client'

import { FormAlert } from '@/components/forms/FormAlert'
import { inputClass } from '@/components/forms/Field'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { stopRequestSchema } from '@/commerce/refund-schema'
import { askToStopMyCampaign } from '@/lib/services/commerce/actions'

/**
 * "Ask to stop the campaign", folded away until opened: the refund the rules give is shown first,
 * and staff decide (the order page then shows their answer).
 */
export function StopCampaignForm({ number, estimate }: { number: string; estimate: string }) {
  const { state, formAction, pending, onSubmit, errors, values } = useValidatedAction(stopRequestSchema, askToStopMyCampaign)
  return (
    <details className="rounded-2xl border border-border bg-card p-6">
      <summary className="cursor-pointer text-lg font-bold">Stop the campaign</summary>
      <form action={formAction} onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
        {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
        <p className="text-sm">{estimate}</p>
        <input type="hidden" name="order" value={number} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="stop-reason" className="text-sm font-semibold">
            Why do you want to stop? (optional)
          </label>
          <textarea
            id="stop-reason"
            name="reason"
            rows={3}
            maxLength={1000}
            defaultValue={values.reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'stop-reason-error' : undefined}
            className={`${inputClass} h-auto py-2`}
          />
          {errors.reason ? (
            <p id="stop-reason-error" className="text-sm font-medium text-danger">
              {errors.reason}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={pending} pendingLabel="Sending…" variant="danger" className="self-start">
          Ask to stop the campaign
        </SubmitButton>
      </form>
    </details>
  )
}
