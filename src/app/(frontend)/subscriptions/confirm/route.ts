import { redirect } from 'next/navigation'

import { apiRoute } from '@/lib/services/api'
import { confirmSubscription } from '@/lib/services/subscriptions'

/** The link in the confirmation email: confirms once, then shows the subscriber's preferences. */
export const GET = apiRoute(
  async ({ request }) => {
    const preferences = await confirmSubscription(new URL(request.url).searchParams.get('token') ?? '')
    if (!preferences) redirect('/subscriptions/preferences?expired=1')
    const { pathname, search } = new URL(preferences)
    redirect(`${pathname}${search}&confirmed=1`)
  },
  // The signed token in the link is the proof.
  { auth: 'none', limit: 'none', maxBodyBytes: 0 },
)
