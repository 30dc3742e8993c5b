import { ChangeEmailForm, ChangePasswordForm, DeleteAccountForm, ProfileForm } from '@/components/accounts/AccountForms'
import { requireUser } from '@/lib/data/session'

export const metadata = { title: 'Account settings' }

export default async function AccountPage() {
  const user = await requireUser('/dashboard/account')
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Account settings</h1>
        <p className="mt-1 text-muted">Your profile, sign-in details and data.</p>
      </header>
      <ProfileForm name={user.name} />
      <ChangeEmailForm email={user.email} />
      <ChangePasswordForm />
      <DeleteAccountForm />
    </div>
  )
}
