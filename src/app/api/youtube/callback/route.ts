import { redirect } from 'next/navigation'

import { apiRoute } from '@/lib/services/api'
import { finishChannelConnection } from '@/lib/services/channel/connect'

const PAGE = '/dashboard/channel'

/**
 * GET /api/youtube/callback — Google sends the creator back here after the channel consent. Every
 * outcome, failures included, lands on the channel page with its message (issue 33, item 9).
 */
export const GET = apiRoute(
  async ({ request, user }) => {
    if (!user) redirect(`/auth?next=${encodeURIComponent(PAGE)}`)
    const outcome = await finishChannelConnection(user, new URL(request.url).searchParams)
    redirect(outcome.pick ? `${PAGE}?pick=1` : `${PAGE}?status=${outcome.notice}`)
  },
  { auth: 'optional', limit: 'none', maxBodyBytes: 0 },
)
