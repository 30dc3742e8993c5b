'use client'

import Link from 'next/link'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { signUp } from '@/lib/services/accounts/auth-actions'
import { PASSWORD_MIN, signUpSchema } from '@/lib/accounts/schemas'

/** `signInHref` keeps the way back (`next`) for a customer who signs in after confirming. */
export function SignUpForm({ next, signInHref }: { next?: string; signInHref: string }) {
  const { state, formAction, pending, onSubmit, errors, values } = useValidatedAction(signUpSchema, signUp)
  if (state.status === 'success') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">{state.message}</FormAlert>
        <p className="text-sm text-muted">
          The link works once. Nothing arrived after a few minutes? Check your spam folder, or{' '}
          <Link href={signInHref} className="font-medium text-accent-text hover:underline">
            sign in
          </Link>{' '}
          to have it sent again.
        </p>
      </div>
    )
  }
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <Field label="Name" name="name" autoComplete="name" required defaultValue={values.name} error={errors.name} />
      <Field label="Email" name="email" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.`}
      />
      <Field
        label="Repeat the password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <div className="flex flex-col gap-1.5">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="acceptTerms"
            defaultChecked={values.acceptTerms === 'on'}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'acceptTerms-error' : undefined}
            className="mt-1 h-4 w-4 accent-[var(--accent)]"
          />
          <span>
            I agree to the{' '}
            <Link href="/terms-of-service" className="font-medium text-accent-text underline" target="_blank">
              terms of service
            </Link>{' '}
            and have read the{' '}
            <Link href="/privacy-policy" className="font-medium text-accent-text underline" target="_blank">
              privacy policy
            </Link>
            .
          </span>
        </label>
        {errors.acceptTerms ? (
          <p id="acceptTerms-error" className="text-sm font-medium text-danger">
            {errors.acceptTerms}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingLabel="Creating your account…">
        Create account
      </SubmitButton>
    </form>
  )
}
