'use client'

import { Field } from '@/components/forms/Field'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { buttonClass } from '@/components/ui/button'
import { removePasswordSchema, setPasswordSchema, unlinkGoogleSchema } from '@/lib/accounts/schemas'
import type { SignInMethods as Methods } from '@/lib/accounts/google-sign-in'
import { removePassword, setPassword, unlinkGoogle } from '@/lib/services/accounts/sign-in-methods'

import { Messages, NewPasswordFields, Section } from './AccountForms'

function Method({ title, status, children }: { title: string; status: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-sm text-muted">{status}</p>
      </div>
      {children}
    </div>
  )
}

function GoogleMethod({ methods, googleConfigured }: { methods: Methods; googleConfigured: boolean }) {
  const { state, formAction, pending, onSubmit } = useValidatedAction(unlinkGoogleSchema, unlinkGoogle)
  if (!methods.google)
    return (
      <Method title="Google" status="Not linked.">
        {googleConfigured ? (
          // A plain link to the route handler that redirects to Google (a form would meet `form-action`).
          // eslint-disable-next-line @next/next/no-html-link-for-pages -- a route handler, not a page
          <a href="/api/auth/google?link=1" className={buttonClass({ variant: 'secondary', className: 'self-start' })}>
            Link Google
          </a>
        ) : (
          <p className="text-sm text-muted">Signing in with Google is not set up on this server.</p>
        )}
      </Method>
    )
  return (
    <Method title="Google" status={`Linked to ${methods.google.email}.`}>
      <form action={formAction} onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-3">
        <Messages state={state} />
        {methods.password ? (
          <SubmitButton pending={pending} pendingLabel="Removing…" variant="secondary" className="self-start">
            Remove Google
          </SubmitButton>
        ) : (
          <p className="text-sm text-muted">Google is your only way to sign in: set a password below before removing it.</p>
        )}
      </form>
    </Method>
  )
}

function SetPasswordForm() {
  const { state, formAction, pending, onSubmit, errors } = useValidatedAction(setPasswordSchema, setPassword)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <Messages state={state} />
      <NewPasswordFields errors={errors} />
      <SubmitButton pending={pending} pendingLabel="Saving…" className="self-start">
        Set password
      </SubmitButton>
    </form>
  )
}

function RemovePasswordForm() {
  const { state, formAction, pending, onSubmit, errors } = useValidatedAction(removePasswordSchema, removePassword)
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <Messages state={state} />
      <Field
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <SubmitButton pending={pending} pendingLabel="Removing…" variant="secondary" className="self-start">
        Remove password
      </SubmitButton>
    </form>
  )
}

function PasswordMethod({ methods }: { methods: Methods }) {
  if (!methods.password)
    return (
      <Method title="Password" status="No password yet. Set one to sign in with your email too, change your email or delete your account.">
        <SetPasswordForm />
      </Method>
    )
  return (
    <Method title="Password" status="Set.">
      {methods.google ? (
        <RemovePasswordForm />
      ) : (
        <p className="text-sm text-muted">Your password is your only way to sign in: link Google before removing it.</p>
      )}
    </Method>
  )
}

/** How this account signs in, with the changes that keep at least one way in (decision 019). */
export function SignInMethods({ methods, googleConfigured }: { methods: Methods; googleConfigured: boolean }) {
  return (
    <Section id="sign-in-methods-title" title="Sign-in methods" description="The ways you can sign in. Keep at least one.">
      <div className="flex flex-col gap-4">
        <GoogleMethod methods={methods} googleConfigured={googleConfigured} />
        <PasswordMethod methods={methods} />
      </div>
    </Section>
  )
}
