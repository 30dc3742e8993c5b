import { subscriberForManageToken } from '@/lib/data/subscriptions'
import { apiRoute } from '@/lib/services/api'
import { updateTopics } from '@/lib/services/subscriptions'
import { isTopicId } from '@/lib/subscriptions/schema'

/** The preferences page's form: the topics a subscriber chose, saved through the link's signed token. */
export const POST = apiRoute(
  async ({ body }) => {
    const token = String(body.get('token') ?? '')
    const subscriber = await subscriberForManageToken(token)
    if (!subscriber) return new Response(null, { status: 303, headers: { location: '/subscriptions/preferences' } })
    const topics = body.getAll('topics').map(String).filter(isTopicId)
    await updateTopics(subscriber, topics)
    return new Response(null, {
      status: 303,
      headers: { location: `/subscriptions/preferences?token=${encodeURIComponent(token)}&saved=1` },
    })
  },
  { auth: 'none', limit: 'none', maxBodyBytes: 8_192, body: 'form-data' },
)
