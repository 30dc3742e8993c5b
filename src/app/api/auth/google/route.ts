import { redirect } from 'next/navigation'
import { z } from 'zod'

import { apiRoute } from '@/lib/services/api'
import { beginGoogleSignIn } from '@/lib/services/accounts/google-sign-in-flow'
import { safeNextPath } from '@/lib/http/redirects'

const query = z.object({ next: z.string().max(2048).optional(), link: z.literal('1').optional() })

/**
 * "Continue with Google" on /auth, and "Link Google" on the account page (`link=1`, signed in):
 * sends the browser to Google's consent screen with the sign-in's sealed state in a cookie.
 */
export const GET = apiRoute(
  async ({ query: { next, link }, user }) => {
    if (link && !user) redirect('/auth?next=/dashboard/account')
    redirect(await beginGoogleSignIn({ next: safeNextPath(next, '') || undefined, linkTo: link ? user?.id : undefined }))
  },
  // Nothing reaches Google from here; the callback counts sign-in attempts.
  { auth: 'optional', limit: 'none', maxBodyBytes: 0, query },
)
