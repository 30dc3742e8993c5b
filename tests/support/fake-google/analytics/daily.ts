import { addDays, unit } from '../core/determinism'
import type { WorldVideo } from '../core/types'

/**
 * What YouTube Analytics counts for one video on one day, made up deterministically from the
 * video: views decay from the upload day towards a long tail (about the video's public count over
 * two years), vary by weekday and day, split over traffic sources by fixed per-video weights. Ad
 * views come on top, all of them from ADVERTISING.
 */

export type DayFigures = {
  views: number
  engagedViews: number
  estimatedMinutesWatched: number
  /** Seconds of watch time, kept exact so that averages over several rows add up. */
  watchSeconds: number
  subscribersGained: number
  subscribersLost: number
  likes: number
  comments: number
  shares: number
}

export const TRAFFIC_SOURCES = [
  'YT_SEARCH',
  'RELATED_VIDEO',
  'SUBSCRIBER',
  'YT_CHANNEL',
  'EXT_URL',
  'NO_LINK_OTHER',
  'PLAYLIST',
  'NOTIFICATION',
  'END_SCREEN',
  'HASHTAGS',
  'SHORTS',
  'ADVERTISING',
] as const

export type TrafficSource = (typeof TRAFFIC_SOURCES)[number]

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000)

/** The share of a video's lifetime views it gets on the day it is `age` days old. */
function lifetimeShare(age: number): number {
  const launch = 0.6 * Math.exp(-age / 5) * (1 - Math.exp(-1 / 5))
  const tail = age < 730 ? 0.4 / 730 : 0
  return launch + tail
}

const WEEKDAY = [1.15, 0.9, 0.92, 0.95, 0.97, 1.05, 1.2]

/** Organic views of the video that day (ads excluded). */
export function organicViews(video: WorldVideo, day: string): number {
  const age = dayNumber(day) - dayNumber(video.publishedAt.slice(0, 10))
  if (age < 0 || video.privacy === 'private') return 0
  const weekday = WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()] ?? 1
  const noise = 0.8 + 0.4 * unit(`day:${video.id}:${day}`)
  const privacy = video.privacy === 'unlisted' ? 0.05 : 1
  return Math.round(video.views * lifetimeShare(age) * weekday * noise * privacy)
}

export function figures(video: WorldVideo, day: string, organic: number, ads: number): DayFigures {
  const views = organic + ads
  const retention = 0.35 + 0.2 * unit(`retention:${video.id}`)
  const watchSeconds = Math.round(organic * retention * video.durationSeconds + ads * 0.15 * video.durationSeconds)
  const u = unit(`subs:${video.id}:${day}`)
  const subscribersGained = Math.round(views * 0.003 * (0.5 + u))
  return {
    views,
    engagedViews: Math.round(organic * (0.7 + 0.15 * unit(`engaged:${video.id}`)) + ads * 0.35),
    estimatedMinutesWatched: Math.round(watchSeconds / 60),
    watchSeconds,
    subscribersGained,
    subscribersLost: Math.round(subscribersGained * 0.2 * u),
    likes: Math.round(views * 0.03),
    comments: Math.round(views * 0.002),
    shares: Math.round(views * 0.0015),
  }
}

/** Organic views split over the sources by the video's weights, adding up exactly. */
export function bySource(video: WorldVideo, organic: number): Map<TrafficSource, number> {
  const sources = TRAFFIC_SOURCES.filter((source) => source !== 'ADVERTISING' && (source !== 'SHORTS' || video.durationSeconds <= 60))
  const weights = sources.map((source) => (source === 'SHORTS' ? 8 : 0.2 + unit(`source:${video.id}:${source}`) ** 2))
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const split = new Map<TrafficSource, number>()
  let given = 0
  sources.forEach((source, i) => {
    const share = Math.floor((organic * (weights[i] ?? 0)) / total)
    split.set(source, share)
    given += share
  })
  const largest = sources[weights.indexOf(Math.max(...weights))] ?? 'YT_SEARCH'
  split.set(largest, (split.get(largest) ?? 0) + organic - given)
  return split
}

/** Every day from start to end, inclusive. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = []
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day)
  return days
}
