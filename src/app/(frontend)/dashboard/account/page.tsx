import { ChangeEmailForm, ChangePasswordForm, DeleteAccountForm, ProfileForm } from '@/components/accounts/AccountForms'
import { SignInMethods } from '@/components/accounts/SignInMethods'
import { FormAlert } from '@/components/forms/FormAlert'
import { googleNotice, signInMethodChangeMessage } from '@/lib/accounts/google-sign-in'
import { pendingEmailChange, signInMethods } from '@/lib/data/accounts'
import { requireUser } from '@/lib/data/session'
import { googleConfigured } from '@/lib/google/oauth'

export const metadata = { title: 'Account settings' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** What the link sent to a new email address did (app/(frontend)/auth/confirm-email). */
const EMAIL_CHANGE_OUTCOMES = {
  changed: { tone: 'success', text: 'Your new email address is confirmed: sign in with it from now on.' },
  failed: {
    tone: 'error',
    text: 'That link has expired, was already used, or the address now has another account. Ask for a new link below.',
  },
} as const

export default async function AccountPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard/account')
  const [{ email: outcome, google, methods: change }, pending, methods] = await Promise.all([
    searchParams,
    pendingEmailChange(user),
    signInMethods(user),
  ])
  const emailOutcome = outcome === 'changed' || outcome === 'failed' ? EMAIL_CHANGE_OUTCOMES[outcome] : null
  const googleOutcome = googleNotice(typeof google === 'string' ? google : undefined)
  const methodChange = signInMethodChangeMessage(typeof change === 'string' ? change : undefined)
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Account settings</h1>
        <p className="mt-1 text-muted">Your profile, sign-in details and data.</p>
      </header>
      {emailOutcome ? <FormAlert tone={emailOutcome.tone}>{emailOutcome.text}</FormAlert> : null}
      {googleOutcome ? <FormAlert tone={googleOutcome.tone}>{googleOutcome.text}</FormAlert> : null}
      {methodChange ? <FormAlert tone="success">{methodChange}</FormAlert> : null}
      <ProfileForm name={user.name} />
      <SignInMethods methods={methods} googleConfigured={googleConfigured()} />
      {/* These ask for the current password: an account made with Google sets one first (decision 019). */}
      {methods.password ? (
        <>
          <ChangeEmailForm email={user.email} pendingEmail={pending?.email ?? null} />
          <ChangePasswordForm />
          <DeleteAccountForm />
        </>
      ) : null}
    </div>
  )
}
