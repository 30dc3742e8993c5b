import { redirect } from 'next/navigation'

import { apiRoute } from '@/lib/services/api'
import { confirmEmailChange } from '@/lib/services/accounts/email-change'

/**
 * The link sent to a new email address: makes it the account's sign-in email, then shows the account
 * page with the outcome (after a sign-in, when the link is opened on another device).
 */
export const GET = apiRoute(
  async ({ request }) => {
    const outcome = await confirmEmailChange(new URL(request.url).searchParams.get('token') ?? '')
    redirect(`/dashboard/account?email=${outcome}`)
  },
  // The token in the link is the proof: a wrong one only says the link did not work.
  { auth: 'none', limit: 'none', maxBodyBytes: 0 },
)
