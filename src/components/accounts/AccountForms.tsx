'use client'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { changeEmail, changePassword, deleteAccount, updateProfile } from '@/lib/services/accounts/account-actions'
import type { FieldErrors } from '@/lib/errors'
import type { FormState } from '@/lib/forms'
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, PASSWORD_MIN, profileSchema } from '@/lib/accounts/schemas'

export function Messages({ state }: { state: FormState }) {
  if (state.status === 'success') return <FormAlert tone="success">{state.message}</FormAlert>
  if (state.status === 'error' && state.message) return <FormAlert tone="error">{state.message}</FormAlert>
  return null
}

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  )
}

export function ProfileForm({ name }: { name: string }) {
  const { state, formAction, pending, onSubmit, errors, values } = useValidatedAction(profileSchema, updateProfile)
  return (
    <Section id="profile-title" title="Profile" description="The name shown in your dashboard and in emails.">
      <form action={formAction} onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        <Messages state={state} />
        <Field label="Name" name="name" autoComplete="name" defaultValue={values.name ?? name} error={errors.name} />
        <SubmitButton pending={pending} pendingLabel="Saving…" className="self-start">
          Save name
        </SubmitButton>
      </form>
    </Section>
  )
}

export function ChangeEmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const { state, formAction, pending: sending, onSubmit, errors, values } = useValidatedAction(changeEmailSchema, changeEmail)
  return (
    <Section
      id="email-title"
      title="Email address"
      description={`You sign in with ${email}. A new address takes over once you open the link we send to it.`}
    >
      {pendingEmail && state.status !== 'success' ? (
        <FormAlert tone="info" className="mb-4 max-w-md">
          Waiting for you to confirm {pendingEmail}: open the link we sent there (it works for 24 hours).
        </FormAlert>
      ) : null}
      <form action={formAction} onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        <Messages state={state} />
        <Field label="New email address" name="email" type="email" autoComplete="email" defaultValue={values.email} error={errors.email} />
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <SubmitButton pending={sending} pendingLabel="Sending…" className="self-start">
          Send the confirmation link
        </SubmitButton>
      </form>
    </Section>
  )
}

/** A new password and its repetition, as the account page's password forms ask for them. */
export function NewPasswordFields({ errors }: { errors: FieldErrors }) {
  return (
    <>
      <Field
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={errors.password}
        hint={`At least ${PASSWORD_MIN} characters.`}
      />
      <Field
        label="Repeat the new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
    </>
  )
}

export function ChangePasswordForm() {
  const { state, formAction, pending, onSubmit, errors } = useValidatedAction(changePasswordSchema, changePassword)
  return (
    <Section id="password-title" title="Password" description="Use a password you do not use on any other site.">
      <form action={formAction} onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        <Messages state={state} />
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <NewPasswordFields errors={errors} />
        <SubmitButton pending={pending} pendingLabel="Saving…" className="self-start">
          Change password
        </SubmitButton>
      </form>
    </Section>
  )
}

export function DeleteAccountForm() {
  const { state, formAction, pending, onSubmit, errors } = useValidatedAction(deleteAccountSchema, deleteAccount)
  return (
    <Section
      id="delete-title"
      title="Delete account"
      description="Deletes at once your account, saved keyword searches and lists, SEO reports, thumbnail lookups, designs and uploaded images. Orders stay on record for our accounting, without your name or email."
    >
      <form action={formAction} onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        <Messages state={state} />
        <Field
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
        />
        <Field label="Type DELETE to confirm" name="confirm" autoComplete="off" error={errors.confirm} />
        <SubmitButton pending={pending} pendingLabel="Deleting…" variant="danger" className="self-start">
          Delete my account
        </SubmitButton>
      </form>
    </Section>
  )
}
