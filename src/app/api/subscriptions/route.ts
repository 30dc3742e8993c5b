import { apiRoute } from '@/lib/services/api'
import { subscribe } from '@/lib/services/subscriptions'
import { subscribeSchema } from '@/lib/subscriptions/schema'

/** The subscribe form (decision 018): the same answer for a new, waiting or subscribed address. */
export const POST = apiRoute(async ({ body, user }) => Response.json({ status: await subscribe(body, user) }, { status: 202 }), {
  auth: 'optional',
  limit: 'subscriptions',
  maxBodyBytes: 4_096,
  body: subscribeSchema,
})
