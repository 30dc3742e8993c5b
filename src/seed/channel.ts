import type { Payload } from 'payload'

import { googleConfigured } from '@/lib/google/oauth'
import type { ChannelVideoDetails, DailyFigures } from '@/tools/channel/youtube-api'

/**
 * The demo customer's channel when Google is not configured (issue 33, item 8): stored sample data,
 * marked `demo`, so `npm run dev` shows the channel home and the audit without a Google project.
 * Never fetched, refreshed or revoked; a real connection replaces nothing of it.
 */

const DAY = 86_400_000
export const DEMO_CHANNEL_ID = 'UCtubeliftDemoChannel000'

/** Deterministic wobble, as the delivery seed does, so the days differ without randomness. */
const wobble = (index: number, spread: number) => Math.round(Math.sin(index * 1.7) * spread + Math.cos(index * 0.6) * spread * 0.5)

const TOPICS = [
  'budget travel camera',
  'sourdough for beginners',
  'home studio lighting',
  'cheap meal prep',
  'learn guitar chords',
  'vlog editing',
]

function demoVideo(index: number, now: number): ChannelVideoDetails {
  const topic = TOPICS[index % TOPICS.length]!
  // Every third video has thin metadata, so the audit has failures to show.
  const thin = index % 3 === 0
  const minutes = 4 + (index % 9) * 2
  const description = thin
    ? `New video about ${topic}.`
    : `Everything I learned about ${topic}, step by step.\n\n0:00 Intro\n1:10 What you need\n${minutes - 2}:30 Results\n\nSubscribe for a new video every week! #${topic.split(' ')[0]} #howto`
  return {
    id: `demo${String(index).padStart(7, '0')}`,
    title: thin ? `${topic} ${index}` : `${topic[0]!.toUpperCase()}${topic.slice(1)}: what nobody tells you (part ${index + 1})`,
    description,
    tags: thin ? [] : [topic, ...topic.split(' '), 'tutorial', 'how to'],
    channel: 'TubeLift Demo Channel',
    publishedAt: new Date(now - (index * 4 + 1) * DAY).toISOString(),
    durationSeconds: minutes * 60 + 15,
    hasCaptions: index % 4 !== 1,
    views: Math.max(120, 4_800 - index * 170 + wobble(index, 900)),
    likes: Math.max(4, 210 - index * 7 + wobble(index, 30)),
    comments: Math.max(0, 36 - index + wobble(index, 6)),
    largestThumbnail: index % 5 === 2 ? { width: 480, height: 360 } : { width: 1280, height: 720 },
    privacy: 'public',
    thumbnailUrl: null,
  }
}

function demoAnalytics(now: number): DailyFigures[] {
  return Array.from({ length: 28 }, (_, index) => ({
    day: new Date(now - (28 - index) * DAY).toISOString().slice(0, 10),
    views: 900 + index * 12 + wobble(index, 160),
    watchMinutes: 3_100 + index * 40 + wobble(index, 520),
    subscribersGained: Math.max(0, 9 + wobble(index, 5)),
  }))
}

export async function seedDemoChannel(payload: Payload, customerId: number | string, now: number): Promise<void> {
  if (googleConfigured()) return
  const existing = await payload.count({ collection: 'channels', where: { owner: { equals: customerId } } })
  if (existing.totalDocs > 0) return
  const fetchedAt = new Date(now).toISOString()
  const videos = Array.from({ length: 24 }, (_, index) => demoVideo(index, now))
  const channel = await payload.create({
    collection: 'channels',
    data: {
      // Ids are numbers on SQL databases and strings on MongoDB; the generated type says number.
      owner: customerId as number,
      youtubeChannelId: DEMO_CHANNEL_ID,
      title: 'TubeLift Demo Channel',
      handle: '@tubeliftdemo',
      subscribers: 12_480,
      views: videos.reduce((sum, video) => sum + video.views, 0),
      videoCount: videos.length,
      status: 'active',
      demo: true,
      analytics: demoAnalytics(now),
      statsFetchedAt: fetchedAt,
      videosFetchedAt: fetchedAt,
      analyticsFetchedAt: fetchedAt,
    },
    depth: 0,
  })
  // Loaded when seeding: it reaches the quota counter, which is server-only, and the CLI loads the config.
  const { storeVideos } = await import('@/lib/channel/sync')
  await storeVideos(payload, channel, videos, new Date(now))
}
