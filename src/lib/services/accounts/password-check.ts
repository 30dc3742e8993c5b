import 'server-only'

import { headers } from 'next/headers'

import { enforceAuthRateLimit } from '@/lib/accounts/rate-limits'
import { isAppError } from '@/lib/errors'
import { clientIp } from '@/lib/http/request-ip'
import { isSignInRefusal } from '@/lib/payload-errors'
import { payloadClient } from '@/lib/payload/client'

/** Checks the current password the way signing in would (tries count towards the same per-account-and-client limit). */
export async function passwordIsCorrect(email: string, password: string): Promise<true | string> {
  try {
    await enforceAuthRateLimit('login', { ip: clientIp(await headers()), email })
  } catch (error) {
    if (isAppError(error)) return error.message
    throw error
  }
  const payload = await payloadClient()
  try {
    await payload.login({ collection: 'users', data: { email, password } })
    return true
  } catch (error) {
    if (isSignInRefusal(error)) return 'That is not your current password.'
    throw error
  }
}
