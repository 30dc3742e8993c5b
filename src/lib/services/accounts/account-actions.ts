'use server'

import { logout } from '@payloadcms/next/auth'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { payloadClient, payloadConfig } from '@/lib/payload/client'
import { requireUser } from '@/lib/data/session'
import { errorState, parseForm, type FormState } from '@/lib/forms'
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, profileSchema } from '@/lib/accounts/schemas'
import { clearHintCookie } from '@/lib/accounts/session-cookie'

import { EMAIL_CHANGE_LINK_HOURS, requestEmailChange } from './email-change'
import { passwordIsCorrect } from './password-check'

/** Account settings in the dashboard. Sensitive changes ask for the current password first. */

export async function updateProfile(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(profileSchema, formData)
  if (!parsed.ok) return parsed.state
  const user = await requireUser('/dashboard/account')
  const payload = await payloadClient()
  await payload.update({ collection: 'users', id: user.id, data: { name: parsed.data.name }, user, overrideAccess: false, depth: 0 })
  // The dashboard's sidebar shows the name too.
  revalidatePath('/dashboard', 'layout')
  return { status: 'success', message: 'Your name is saved.', values: { name: parsed.data.name } }
}

export async function changePassword(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(changePasswordSchema, formData)
  if (!parsed.ok) return parsed.state
  const user = await requireUser('/dashboard/account')
  const check = await passwordIsCorrect(user.email, parsed.data.currentPassword)
  if (check !== true) return errorState('Fix the field below.', formData, { currentPassword: check })
  const payload = await payloadClient()
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password: parsed.data.password },
    user,
    overrideAccess: false,
    depth: 0,
    context: { credentialsVerified: true },
  })
  return { status: 'success', message: 'Your password is changed. Use the new one next time you sign in.' }
}

export async function changeEmail(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(changeEmailSchema, formData)
  if (!parsed.ok) return parsed.state
  const user = await requireUser('/dashboard/account')
  const { email, currentPassword } = parsed.data
  if (email === user.email) return errorState('Fix the field below.', formData, { email: 'This is already your email address.' })
  const check = await passwordIsCorrect(user.email, currentPassword)
  if (check !== true) return errorState('Fix the field below.', formData, { currentPassword: check })
  // The same answer whether or not the address already has an account: its owner is emailed instead.
  await requestEmailChange(user, email)
  revalidatePath('/dashboard/account')
  return {
    status: 'success',
    message: `Almost done: open the link we sent to ${email} within ${EMAIL_CHANGE_LINK_HOURS} hours. Until then you keep signing in with ${user.email}.`,
  }
}

export async function deleteAccount(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(deleteAccountSchema, formData)
  if (!parsed.ok) return parsed.state
  const user = await requireUser('/dashboard/account')
  const check = await passwordIsCorrect(user.email, parsed.data.currentPassword)
  if (check !== true) return errorState('Fix the field below.', formData, { currentPassword: check })
  await logout({ config: payloadConfig, allSessions: true })
  const payload = await payloadClient()
  // Deleting users is an admin action through the API; here the owner has just proved who they are.
  await payload.delete({ collection: 'users', id: user.id, overrideAccess: true, depth: 0 })
  await clearHintCookie()
  redirect('/?accountDeleted=1')
}
