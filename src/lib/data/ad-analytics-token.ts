import 'server-only'

import type { ChannelAccessToken } from '@/lib/campaign-delivery/channel-access'
import { withAccessToken } from '@/lib/channel/tokens'
import { payloadClient } from '@/lib/payload/client'
import { ChannelError } from '@/tools/channel/errors'

/**
 * The token YouTube Analytics is asked with for an order's ad views (docs/campaign-delivery.md): of
 * the customer's connected channel that lists the video among its uploads, else of their first
 * connected channel, since the stored uploads are only the newest. Analytics refuses a channel that
 * does not own the video, which the report shows as "connect your channel". Demo channels and
 * channels that need reconnecting give none. Access control off: server-only, for the order's
 * customer the report's caller already checked, and the token never leaves the server.
 */
export const connectedChannelToken: ChannelAccessToken = async (owner, videoId) => {
  const payload = await payloadClient()
  const { docs: channels } = await payload.find({
    collection: 'channels',
    where: { owner: { equals: owner }, status: { equals: 'active' }, demo: { not_equals: true } },
    select: { youtubeChannelId: true },
    depth: 0,
    limit: 10,
    overrideAccess: true,
  })
  if (channels.length === 0) return null
  const { docs: listed } = await payload.find({
    collection: 'channel-videos',
    where: { videoId: { equals: videoId }, channel: { in: channels.map((channel) => channel.id) } },
    select: { channel: true },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const channel = channels.find((candidate) => candidate.id === listed[0]?.channel) ?? channels[0]!
  try {
    return await withAccessToken(payload, channel, async (token) => token)
  } catch (error) {
    // Needs reconnecting (marked so on the channel page): the report says what connecting adds.
    if (error instanceof ChannelError) return null
    throw error
  }
}
