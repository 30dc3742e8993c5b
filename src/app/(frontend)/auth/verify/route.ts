import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { authLinks } from '@/lib/accounts/links'
import { confirmEmail } from '@/lib/services/accounts/verify-email'
import { safeNextPath } from '@/lib/http/redirects'

/**
 * The confirmation link in the sign-up email: confirms the address on the spot and opens sign-in
 * with the way back kept (`next`), so a customer who signed up from checkout lands on checkout.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams
  const next = safeNextPath(params.get('next'), '') || undefined
  const verified = await confirmEmail(params.get('token') ?? '')
  redirect(authLinks.signIn({ next, verified: verified ? 'yes' : 'failed' }))
}
