import { env } from '@/lib/env'
import type { Order, User } from '@/payload-types'
import { adViewsByDay, pacificDay, type AdAnalyticsDay } from '@/tools/campaign-delivery/ad-analytics'
import { queryVideoTrafficByDay } from '@/tools/youtube/analytics-api'
import { isYouTubeError } from '@/tools/youtube/errors'

import { campaignDates } from './campaign'
import type { ChannelAccessToken } from './channel-access'

/** What YouTube Analytics says about a campaign's video, or why the report cannot show it. */
export type AdAnalytics = { kind: 'rows'; days: AdAnalyticsDay[] } | { kind: 'no-channel' } | { kind: 'unavailable'; message: string }

/**
 * YouTube Analytics' views of the order's video by day and traffic source, read with the token of
 * a channel its owner connected that owns the video; "no channel" when there is none (or the
 * channel no longer owns the video, or took back the permission).
 */
export async function loadAdAnalytics(
  order: Pick<Order, 'video' | 'statusHistory' | 'item'>,
  owner: User['id'] | null,
  tokenFor: ChannelAccessToken,
  now = new Date(),
): Promise<AdAnalytics> {
  const accessToken = owner === null ? null : await tokenFor(owner, order.video.videoId)
  if (!accessToken) return { kind: 'no-channel' }
  const { paidAt, startedAt } = campaignDates(order)
  const from = startedAt ?? paidAt
  if (!from) return { kind: 'rows', days: [] }
  try {
    const startDate = pacificDay(from)
    const rows = await queryVideoTrafficByDay(
      order.video.videoId,
      { startDate, endDate: pacificDay(now) },
      { baseUrl: env.YOUTUBE_ANALYTICS_BASE_URL, accessToken },
    )
    return { kind: 'rows', days: adViewsByDay(rows, now, startDate) }
  } catch (error) {
    if (isYouTubeError(error) && error.kind === 'not_found') return { kind: 'no-channel' }
    if (isYouTubeError(error))
      return { kind: 'unavailable', message: 'YouTube Analytics did not answer just now; reload the page in a moment.' }
    throw error
  }
}
