import { apiRoute } from '@/lib/services/api'
import { subscriberForManageToken, updateTopics } from '@/lib/services/subscriptions'

/** The preferences page's form: the topics a subscriber chose, saved through the link's signed token. */
export const POST = apiRoute(
  async ({ body }) => {
    const token = String(body.get('token') ?? '')
    const subscriber = await subscriberForManageToken(token)
    if (!subscriber) return new Response(null, { status: 303, headers: { location: '/subscriptions/preferences' } })
    const topics = body
      .getAll('topics')
      .map(String)
      .filter((topic) => /^[\w-]{1,64}$/.test(topic))
    await updateTopics(subscriber, topics)
    return new Response(null, {
      status: 303,
      headers: { location: `/subscriptions/preferences?token=${encodeURIComponent(token)}&saved=1` },
    })
  },
  { auth: 'none', limit: 'none', maxBodyBytes: 8_192, body: 'form-data' },
)
