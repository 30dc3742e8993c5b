import 'server-only'

import { asUser } from '@/lib/data/session'
import { pendingPick } from '@/lib/channel/pending-pick'
import { payloadClient } from '@/lib/payload/client'
import type { Channel, ChannelVideo, User } from '@/payload-types'
import type { AuditedVideo } from '@/tools/channel/audit'
import type { ScoredVideoFacts } from '@/tools/channel/score'
import type { ChannelSummary } from '@/tools/channel/youtube-api'
import { channelSize, type ChannelSize } from '@/tools/keyword-explorer/fit'

/** What /dashboard/channel reads, as the signed-in owner (access control on, decision 011). */

export type ChannelListItem = Pick<Channel, 'id' | 'title' | 'handle' | 'avatarUrl' | 'status' | 'demo'>

export async function listChannels(user: User): Promise<ChannelListItem[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'channels',
    where: { owner: { equals: user.id } },
    sort: 'title',
    limit: 20,
    pagination: false,
    select: { title: true, handle: true, avatarUrl: true, status: true, demo: true },
    ...asUser(user),
  })
  return docs
}

export type RecentUpload = Pick<
  ChannelVideo,
  'id' | 'videoId' | 'title' | 'publishedAt' | 'views' | 'likes' | 'comments' | 'seoScore' | 'thumbnailUrl' | 'privacy'
>

export type ChannelHome = { channel: Channel; recentUploads: RecentUpload[] }

/** One of the user's channels, or null when it is not theirs (staff included: only their own). */
export async function ownedChannel(user: User, channelId: number): Promise<Channel | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'channels',
    where: { and: [{ id: { equals: channelId } }, { owner: { equals: user.id } }] },
    limit: 1,
    pagination: false,
    ...asUser(user),
  })
  return docs[0] ?? null
}

/** One of the user's channels with its newest uploads, or null when it is not theirs. */
export async function getChannelHome(user: User, channelId: number, uploads = 12): Promise<ChannelHome | null> {
  const channel = await ownedChannel(user, channelId)
  if (!channel) return null
  const payload = await payloadClient()
  const videos = await payload.find({
    collection: 'channel-videos',
    where: { channel: { equals: channel.id } },
    sort: '-publishedAt',
    limit: uploads,
    pagination: false,
    select: { videoId: true, title: true, publishedAt: true, views: true, likes: true, comments: true, seoScore: true, thumbnailUrl: true, privacy: true },
    ...asUser(user),
  })
  return { channel, recentUploads: videos.docs }
}

/** The channels of a Google account waiting to be picked from (never their tokens), or null. */
export async function channelChoices(user: User): Promise<ChannelSummary[] | null> {
  return (await pendingPick(user.id))?.channels ?? null
}

/** The channel to show: the one asked for when it is the user's, else their first. */
export async function currentChannel(user: User, wanted: number | undefined): Promise<{ channels: ChannelListItem[]; current?: ChannelListItem }> {
  const channels = await listChannels(user)
  return { channels, current: channels.find((channel) => channel.id === wanted) ?? channels[0] }
}

export type ChannelAudit = { channel: Channel; videos: AuditedVideo[] }

/** Every public video stored for the audit, with its score and failing rules. */
export async function getChannelAudit(user: User, channelId: number): Promise<ChannelAudit | null> {
  const channel = await ownedChannel(user, channelId)
  if (!channel) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'channel-videos',
    where: { and: [{ channel: { equals: channelId } }, { privacy: { equals: 'public' } }] },
    limit: 0,
    pagination: false,
    select: { videoId: true, title: true, seoScore: true, failingRules: true, views: true, publishedAt: true },
    ...asUser(user),
  })
  const videos = docs.map((doc) => ({
    videoId: doc.videoId,
    title: doc.title,
    seoScore: doc.seoScore ?? null,
    failingRules: (doc.failingRules ?? []) as string[],
    views: doc.views ?? null,
    publishedAt: doc.publishedAt ?? null,
  }))
  return { channel, videos }
}

/** What the SEO analyzer scores of a stored video (the audit, a video's analysis, a fix applied). */
export function scoredVideoFacts(video: ChannelVideo): ScoredVideoFacts {
  return {
    videoId: video.videoId,
    title: video.title,
    description: video.description ?? '',
    tags: (video.tags ?? []) as string[],
    durationSeconds: video.durationSeconds ?? 0,
    hasCaptions: Boolean(video.hasCaptions),
    largestThumbnail: (video.largestThumbnail ?? null) as ScoredVideoFacts['largestThumbnail'],
  }
}

/** One stored video of the user's channel, with what its full analysis needs. */
export async function getAuditedVideo(user: User, videoId: string): Promise<(ScoredVideoFacts & { channelId: number }) | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'channel-videos', where: { videoId: { equals: videoId } }, limit: 1, pagination: false, ...asUser(user) })
  const video = docs[0]
  if (!video) return null
  return { channelId: typeof video.channel === 'object' ? video.channel.id : video.channel, ...scoredVideoFacts(video) }
}

export type FitChannel = { id: number; title: string; demo: boolean; size: ChannelSize; uploadsCounted: number }

/** How many of the newest uploads make the channel's median views for keyword fit: recent, not its all-time hits. */
export const FIT_UPLOADS = 20

/**
 * The channel the keyword explorer fits keywords to (the one asked for when it is the user's, else
 * their first), with its size: subscribers and the median views of its newest public uploads. Null
 * without a channel. Read as the user, so only their own channel is ever found.
 */
export async function keywordFitChannel(user: User, wanted?: number): Promise<FitChannel | null> {
  const { current } = await currentChannel(user, wanted)
  if (!current) return null
  const home = await getChannelHome(user, current.id, FIT_UPLOADS)
  if (!home) return null
  const views = home.recentUploads.flatMap((video) => (video.privacy === 'public' && typeof video.views === 'number' ? [video.views] : []))
  return {
    id: home.channel.id,
    title: home.channel.title,
    demo: Boolean(home.channel.demo),
    size: channelSize(home.channel.subscribers, views),
    uploadsCounted: views.length,
  }
}
