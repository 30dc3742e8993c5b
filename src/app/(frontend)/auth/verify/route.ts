import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { authLinks } from '@/lib/auth/links'
import { payloadClient } from '@/lib/payload/client'
import { safeNextPath } from '@/lib/redirects'
import { verifyEmailSchema } from '@/lib/validation/auth'

/**
 * The confirmation link in the sign-up email: confirms the address on the spot and opens sign-in
 * with the way back kept (`next`), so a customer who signed up from checkout lands on checkout.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const next = safeNextPath(params.get('next'), '') || undefined
  const parsed = verifyEmailSchema.safeParse({ token: params.get('token') ?? '' })
  let verified = false
  if (parsed.success) {
    const payload = await payloadClient()
    verified = await payload.verifyEmail({ collection: 'users', token: parsed.data.token }).then(
      () => true,
      () => false,
    )
  }
  redirect(authLinks.signIn({ next, verified: verified ? 'yes' : 'failed' }))
}
