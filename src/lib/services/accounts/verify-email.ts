import 'server-only'

import { payloadClient } from '@/lib/payload/client'
import { verifyEmailSchema } from '@/lib/accounts/schemas'

/** Confirms the address behind a sign-up email's token; false for a malformed, unknown or used token. */
export async function confirmEmail(token: string): Promise<boolean> {
  const parsed = verifyEmailSchema.safeParse({ token })
  if (!parsed.success) return false
  const payload = await payloadClient()
  return payload.verifyEmail({ collection: 'users', token: parsed.data.token }).then(
    () => true,
    () => false,
  )
}
