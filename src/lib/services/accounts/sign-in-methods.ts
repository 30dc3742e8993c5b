'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { PASSWORD_RETIRED, removalRefusal, unknownPassword, type SignInMethodChange } from '@/lib/accounts/google-sign-in'
import { removePasswordSchema, setPasswordSchema, unlinkGoogleSchema } from '@/lib/accounts/schemas'
import { signInMethods } from '@/lib/data/accounts'
import { requireUser } from '@/lib/data/session'
import { errorState, parseForm, type FormState } from '@/lib/forms'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'

import { passwordIsCorrect } from './password-check'

/**
 * The account page's "Sign-in methods" (decision 019): set a first password, remove the password or
 * Google. Removing is refused when it would leave the account no way to sign in.
 */

const PAGE = '/dashboard/account'

/** The page again, saying what changed: the form that asked is replaced by the other method's. */
function changed(change: SignInMethodChange): never {
  revalidatePath(PAGE)
  redirect(`${PAGE}?methods=${change}`)
}

async function savePassword(user: User, password: string, retired: boolean) {
  const payload = await payloadClient()
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { password },
    // As this user: Payload keeps this session and ends the others when a password changes.
    user,
    overrideAccess: true,
    depth: 0,
    // recordPasswordSet keeps `hasPassword` in step: false when the password is one nobody knows.
    context: { credentialsVerified: true, [PASSWORD_RETIRED]: retired },
  })
}

export async function setPassword(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(setPasswordSchema, formData)
  if (!parsed.ok) return parsed.state
  const user = await requireUser(PAGE)
  if ((await signInMethods(user)).password) return errorState('Your account already has a password: change it in the Password section.')
  await savePassword(user, parsed.data.password, false)
  changed('password-set')
}

export async function removePassword(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(removePasswordSchema, formData)
  if (!parsed.ok) return parsed.state
  const user = await requireUser(PAGE)
  const refusal = removalRefusal(await signInMethods(user), 'password')
  if (refusal) return errorState(refusal)
  const check = await passwordIsCorrect(user.email, parsed.data.currentPassword)
  if (check !== true) return errorState('Fix the field below.', formData, { currentPassword: check })
  await savePassword(user, unknownPassword(), true)
  changed('password-removed')
}

export async function unlinkGoogle(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(unlinkGoogleSchema, formData)
  if (!parsed.ok) return parsed.state
  const user = await requireUser(PAGE)
  const refusal = removalRefusal(await signInMethods(user), 'google')
  if (refusal) return errorState(refusal)
  const payload = await payloadClient()
  // Access control off: the Google fields are server-only; the owner is the signed-in user.
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { googleSubject: null, googleEmail: null },
    overrideAccess: true,
    depth: 0,
  })
  changed('google-removed')
}
