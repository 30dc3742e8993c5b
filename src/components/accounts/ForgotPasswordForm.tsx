'use client'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { forgotPassword } from '@/lib/services/accounts/auth-actions'
import { forgotPasswordSchema } from '@/lib/accounts/schemas'

export function ForgotPasswordForm() {
  const { state, formAction, pending, onSubmit, errors, values } = useValidatedAction(forgotPasswordSchema, forgotPassword)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {state.status === 'success' ? <FormAlert tone="success">{state.message}</FormAlert> : null}
      {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
        hint="We will email you a link to choose a new password."
      />
      <SubmitButton pending={pending} pendingLabel="Sending the link…">
        Send the reset link
      </SubmitButton>
    </form>
  )
}
