'use client'

import Link from 'next/link'

import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { buttonClass } from '@/components/ui/button'
import { verifyEmail } from '@/lib/auth/actions'
import { verifyEmailSchema } from '@/lib/validation/auth'

/** Confirming takes a click, so link scanners in mail clients cannot confirm an address by themselves. */
export function VerifyEmailForm({ token }: { token: string }) {
  const { state, formAction, pending, onSubmit } = useValidatedAction(verifyEmailSchema, verifyEmail)
  if (state.status === 'success') {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success">{state.message}</FormAlert>
        <Link href="/auth" className={buttonClass()}>
          Sign in
        </Link>
      </div>
    )
  }
  return (
    <form action={formAction} onSubmit={onSubmit} className="flex flex-col gap-4">
      {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <input type="hidden" name="token" value={token} />
      <SubmitButton pending={pending} pendingLabel="Confirming…">
        Confirm my email
      </SubmitButton>
    </form>
  )
}
