import { describe, expect, it } from 'vitest'

import { formatAge, OUTLIER_HORIZON_DAYS, scoreUploads } from '@/tools/competitor-watchlist/outlier'

import {
  creatorVideos,
  DAY_MS,
  fakeAccounts,
  fakeChannels,
  fixtureChannels,
  fixtureEpoch,
  HOUR_MS,
  type WorldVideo,
} from '../support/fake-google'

const EPOCH = fixtureEpoch(Date.now())
const channels = fixtureChannels(EPOCH)
const uploads = new Map(channels.flatMap(({ videos }) => videos.map((video): [string, WorldVideo] => [video.id, video])))
const upload = (id: string) => {
  const video = uploads.get(id)
  if (!video) throw new Error(`no fixture upload ${id}`)
  return video
}
const chapterLines = (video: WorldVideo) => video.description.split('\n').filter((line) => /^\d+:\d\d /.test(line))

describe('fake Google fixtures', () => {
  it('are the same on every build', () => {
    expect(fixtureChannels(EPOCH)).toEqual(channels)
  })

  it('count their dates back from the last 20:00 UTC before the clock', () => {
    const epoch = fixtureEpoch(Date.parse('2027-03-09T19:59:00Z'))
    expect(new Date(epoch).toISOString()).toBe('2027-03-08T20:00:00.000Z')
    expect(fixtureEpoch(epoch)).toBe(epoch)
    const later = fixtureChannels(epoch + 90 * DAY_MS)
    const shifted = (time: string) => new Date(Date.parse(time) + 90 * DAY_MS).toISOString().replace('.000Z', 'Z')
    const [creator] = fixtureChannels(epoch)
    expect(later[0]!.channel.publishedAt).toBe(shifted(creator!.channel.publishedAt))
    expect(later[0]!.videos.map((video) => video.publishedAt)).toEqual(creator!.videos.map((video) => shifted(video.publishedAt)))
  })

  // What the watchlist's tests expect of the competitor (decision 024), on today's epoch and later ones.
  it.each([0, 90, 400])('give the competitor seven uploads in 30 days and a 10-day-old outlier, %i days on', (daysOn) => {
    const epoch = EPOCH + daysOn * DAY_MS
    const now = new Date(epoch)
    const competitor = fixtureChannels(epoch).find(({ channel }) => channel.id === fakeChannels.competitor)!
    // The newest upload is 54 hours old, give or take the three hours' spread of upload times.
    const newestAge = (epoch - Date.parse(competitor.videos[0]!.publishedAt)) / HOUR_MS
    expect(newestAge).toBeGreaterThanOrEqual(54)
    expect(newestAge).toBeLessThan(57)
    const recent = competitor.videos.filter((video) => epoch - Date.parse(video.publishedAt) <= OUTLIER_HORIZON_DAYS * DAY_MS)
    expect(recent).toHaveLength(7)
    const scores = scoreUploads(
      recent.map((video) => ({ videoId: video.id, views: video.views, publishedAt: video.publishedAt })),
      now,
    )
    const [best] = recent.toSorted((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0))
    expect(best).toMatchObject({ views: 310_000 })
    expect(scores.get(best!.id)).toBeGreaterThan(10)
    expect(formatAge(best!.publishedAt, now)).toBe('10 days old')
  })

  it('give the accounts none, one or three channels, and real-looking ids', () => {
    expect(fakeAccounts.viewer.channelIds).toEqual([])
    expect(fakeAccounts.creator.channelIds).toEqual([fakeChannels.creator])
    expect(fakeAccounts.brandManager.channelIds).toHaveLength(3)
    for (const account of Object.values(fakeAccounts)) expect(account.sub).toMatch(/^1\d{20}$/)
    for (const id of Object.values(fakeChannels)) expect(id).toMatch(/^UC[\w-]{22}$/)
    for (const id of uploads.keys()) expect(id).toMatch(/^[\w-]{11}$/)
  })

  it('give the creator 60 public uploads and the variety an SEO audit should find', () => {
    const creator = channels.find(({ channel }) => channel.id === fakeChannels.creator)?.videos ?? []
    const publicOnes = creator.filter((video) => video.privacy === 'public')
    expect(publicOnes).toHaveLength(60)
    const share = (test: (video: WorldVideo) => boolean) => publicOnes.filter(test).length / publicOnes.length
    expect(share((video) => video.tags.length === 0)).toBeGreaterThan(0.2)
    expect(share((video) => chapterLines(video).length === 0)).toBeGreaterThan(0.3)
    expect(share((video) => video.title.length < 20)).toBeGreaterThan(0.1)
    expect(share((video) => video.title.length > 70)).toBeGreaterThan(0.1)
    expect(share((video) => !video.thumbnails.includes('maxresdefault'))).toBeGreaterThan(0.05)
    expect(share((video) => video.durationSeconds <= 60)).toBeGreaterThan(0.05)
    // Newest first, one a week.
    expect(creator.map((video) => video.publishedAt)).toEqual(
      creator
        .map((video) => video.publishedAt)
        .sort()
        .reverse(),
    )
  })

  it('name the creator’s notable uploads for what they are', () => {
    const complete = upload(creatorVideos.complete)
    expect(chapterLines(complete)[0]).toMatch(/^0:00 /)
    expect(complete.tags.length).toBeGreaterThan(0)
    expect(complete.hasCaptions && complete.thumbnails.includes('maxresdefault')).toBe(true)
    expect(upload(creatorVideos.unlisted).privacy).toBe('unlisted')
    expect(upload(creatorVideos.private).privacy).toBe('private')
    expect(upload(creatorVideos.shortTitle).title.length).toBeLessThan(10)
    expect(upload(creatorVideos.noTags).tags).toEqual([])
    expect(upload(creatorVideos.noTags).title.length).toBeGreaterThan(70)
    expect(upload(creatorVideos.noMaxres).thumbnails).not.toContain('maxresdefault')
    expect(upload(creatorVideos.short).durationSeconds).toBeLessThanOrEqual(60)
    expect(upload(creatorVideos.short).description).toContain('#shorts')
    expect(upload(creatorVideos.emptyDescription).description).toBe('')
    expect(chapterLines(upload(creatorVideos.badChapters))[0]).toMatch(/^0:15 /)
    const creatorViews = [...uploads.values()].filter((video) => video.channelId === fakeChannels.creator).map((video) => video.views)
    expect(upload(creatorVideos.hit).views).toBe(Math.max(...creatorViews))
    expect(upload(creatorVideos.promoted).privacy).toBe('public')
  })

  it('give the competitor steady views and a few outliers', () => {
    const competitor = channels.find(({ channel }) => channel.id === fakeChannels.competitor)?.videos ?? []
    const views = competitor.map((video) => video.views).sort((a, b) => a - b)
    const median = views[Math.floor(views.length / 2)] ?? 0
    expect(median).toBeGreaterThan(4_000)
    expect(median).toBeLessThan(16_000)
    expect(views.filter((count) => count > 5 * median)).toHaveLength(3)
  })
})
