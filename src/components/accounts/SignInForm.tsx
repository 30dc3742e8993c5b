'use client'

import Link from 'next/link'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { signIn } from '@/lib/services/accounts/auth-actions'
import { signInSchema } from '@/lib/accounts/schemas'

import { ResendVerificationForm } from './ResendVerificationForm'

/** `email` prefills the address (a Google sign-in that needs this account's password once to link). */
export function SignInForm({ next, email }: { next?: string; email?: string }) {
  const { state, formAction, pending, onSubmit, errors, values } = useValidatedAction(signInSchema, signIn)
  const offerConfirmation = state.status === 'error' && values.offerConfirmation === 'true'
  return (
    <div className="flex flex-col gap-5">
      <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={values.email ?? email}
          error={errors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
          hint={
            <Link href="/auth?mode=forgot" className="font-medium text-accent-text hover:underline">
              Forgot your password?
            </Link>
          }
        />
        <SubmitButton pending={pending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
      {offerConfirmation ? <ResendVerificationForm email={values.email} next={next} /> : null}
    </div>
  )
}
