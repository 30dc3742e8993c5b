import { redirect } from 'next/navigation'

import { authLinks } from '@/lib/accounts/links'
import { safeNextPath } from '@/lib/http/redirects'
import { apiRoute } from '@/lib/services/api'
import { confirmEmail } from '@/lib/services/accounts/verify-email'

/**
 * The confirmation link in the sign-up email: confirms the address on the spot and opens sign-in
 * with the way back kept (`next`), so a customer who signed up from checkout lands on checkout.
 */
export const GET = apiRoute(
  async ({ request }) => {
    const params = new URL(request.url).searchParams
    const next = safeNextPath(params.get('next'), '') || undefined
    const verified = await confirmEmail(params.get('token') ?? '')
    redirect(authLinks.signIn({ next, verified: verified ? 'yes' : 'failed' }))
  },
  // The token in the link is the proof; a wrong one only shows "the link did not work".
  { auth: 'none', limit: 'none', maxBodyBytes: 0 },
)
