import { z } from 'zod'

import { subscriberForManageToken } from '@/lib/data/subscriptions'
import { apiRoute } from '@/lib/services/api'
import { unsubscribe } from '@/lib/services/subscriptions'

/**
 * Leaving, in one click (decision 018). RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`
 * to the URL in the `List-Unsubscribe` header, with no cookie; the signed token in the URL is the
 * proof. The preferences page's button posts here too and is sent back to the page. A link already
 * used, or for someone who left, answers the same: they are not subscribed.
 */
export const POST = apiRoute(
  async ({ query, body }) => {
    const subscriber = await subscriberForManageToken(query.token)
    if (subscriber) await unsubscribe(subscriber)
    if (body.get('List-Unsubscribe') === 'One-Click')
      return new Response('You are unsubscribed.\n', { headers: { 'content-type': 'text/plain' } })
    return new Response(null, { status: 303, headers: { location: '/subscriptions/preferences?left=1' } })
  },
  { auth: 'none', limit: 'none', maxBodyBytes: 1_024, query: z.object({ token: z.string().max(600) }), body: 'form-data' },
)
