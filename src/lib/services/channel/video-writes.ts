import 'server-only'

import type { Payload } from 'payload'

import { forgetAccessToken, withAccessToken } from '@/lib/channel/tokens'
import { ownedChannel } from '@/lib/data/channel'
import { asUser } from '@/lib/data/session'
import { YOUTUBE_WRITE_SCOPE } from '@/lib/google/scopes'
import { payloadClient } from '@/lib/payload/client'
import type { Channel, User } from '@/payload-types'
import { ChannelError, isChannelError } from '@/tools/channel/errors'
import type { ChannelNotice } from '@/tools/channel/notices'
import { isYouTubeError } from '@/tools/youtube/errors'

/**
 * What every write to a video of a connected channel shares (decisions 021 and 022): the channel
 * found through the owner's stored video, the write scope's second chance, and failures as notices.
 */

export type Outcome = { notice: ChannelNotice } | { change: number } | { consentUrl: string }

function noticeFor(error: unknown): ChannelNotice {
  if (isChannelError(error)) return error.kind
  if (isYouTubeError(error) && error.kind === 'quota') return 'quota'
  if (isYouTubeError(error)) return 'unavailable'
  throw error
}

/** Runs a step, answering a known failure as its notice. */
export async function outcomeOf(step: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await step()
  } catch (error) {
    return { notice: noticeFor(error) }
  }
}

/** The user's channel holding this video, ready to call YouTube, or the reason it cannot. */
export async function writableChannel(user: User, videoId: string): Promise<Channel> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'channel-videos', where: { videoId: { equals: videoId } }, limit: 1, ...asUser(user) })
  const stored = docs[0]
  const channel = stored && (await ownedChannel(user, typeof stored.channel === 'object' ? stored.channel.id : stored.channel))
  if (!channel) throw new ChannelError('change_expired')
  if (channel.demo) throw new ChannelError('demo_channel')
  if (channel.status === 'needs_reconnect') throw new ChannelError('needs_reconnect')
  return channel
}

const scopeRefused = (error: unknown) => isChannelError(error) && error.kind === 'write_scope_missing'

/**
 * Makes one write with the channel's access token. A token cached before the write scope was granted
 * (by this instance or another) is refused with 403: it is dropped and the write tried once with a
 * fresh one. A scope YouTube still refuses is forgotten, so the next apply asks Google again.
 */
export async function writeToVideo<T>(payload: Payload, channel: Channel, write: (token: string) => Promise<T>): Promise<T> {
  const attempt = () => withAccessToken(payload, channel, write)
  try {
    return await attempt().catch((error: unknown) => {
      if (!scopeRefused(error)) throw error
      forgetAccessToken(channel.youtubeChannelId)
      return attempt()
    })
  } catch (error) {
    if (scopeRefused(error)) {
      const scopes = ((channel.scopes ?? []) as string[]).filter((scope) => scope !== YOUTUBE_WRITE_SCOPE)
      await payload.update({ collection: 'channels', id: channel.id, data: { scopes }, depth: 0, overrideAccess: true })
    }
    throw error
  }
}
