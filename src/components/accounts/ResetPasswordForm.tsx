'use client'

import Link from 'next/link'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { resetPassword } from '@/lib/services/accounts/auth-actions'
import { PASSWORD_MIN, resetPasswordSchema } from '@/lib/accounts/schemas'

export function ResetPasswordForm({ token }: { token: string }) {
  const { state, formAction, pending, onSubmit, errors } = useValidatedAction(resetPasswordSchema, resetPassword)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {state.status === 'error' && state.message ? (
        <FormAlert tone="error">
          {state.message}{' '}
          <Link href="/auth?mode=forgot" className="underline">
            Ask for a new link
          </Link>
        </FormAlert>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        error={errors.password ?? errors.token}
        hint={`At least ${PASSWORD_MIN} characters.`}
      />
      <Field
        label="Repeat the new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <SubmitButton pending={pending} pendingLabel="Saving…">
        Save the new password and sign in
      </SubmitButton>
    </form>
  )
}
