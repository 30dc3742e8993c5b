import { redirect } from 'next/navigation'

import { apiRoute } from '@/lib/services/api'
import { completeGoogleSignIn } from '@/lib/services/accounts/google-sign-in-flow'

/**
 * Where Google sends the browser back (README, "Google set-up"): signs in or links, then shows /auth,
 * the dashboard or the account page with what happened.
 */
export const GET = apiRoute(
  async ({ request }) => {
    redirect(await completeGoogleSignIn(new URL(request.url).searchParams))
  },
  // A navigation from Google, so no session is read here; the sealed state cookie is the proof, and
  // sign-in attempts count against the password sign-in's limits once Google says who it is.
  { auth: 'none', limit: 'none', maxBodyBytes: 0 },
)
