'use client'

import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { resendVerification } from '@/lib/services/accounts/auth-actions'
import { resendVerificationSchema } from '@/lib/accounts/schemas'

export function ResendVerificationForm({ email, next }: { email?: string; next?: string }) {
  const { state, formAction, pending, onSubmit } = useValidatedAction(resendVerificationSchema, resendVerification)
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 rounded-xl border border-border bg-bg-subtle p-4"
    >
      <input type="hidden" name="email" value={email ?? ''} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {state.status === 'success' ? <FormAlert tone="success">{state.message}</FormAlert> : null}
      {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <SubmitButton pending={pending} pendingLabel="Sending…" variant="secondary">
        Send the confirmation link again
      </SubmitButton>
    </form>
  )
}
