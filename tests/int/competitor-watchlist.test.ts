import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DAY_MS, FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV, fakeChannels, startFakeGoogle } from '../support/fake-google'

// The app reads its settings when first imported: the fake's addresses, and a small watchlist limit.
const google = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_GOOGLE_ENV(google.url), FAKE_GOOGLE_CREDENTIALS, { COMPETITOR_WATCHLIST_LIMIT: '3' })

const { testPayload, createUser, sessionToken } = await import('./support/payload')
const { rest } = await import('./support/http')
const { addWatchedChannel, removeWatchedChannel } = await import('@/lib/services/competitor-watchlist/watchlist')
const { readDueWatchlists } = await import('@/lib/competitor-watchlist/read')
const { listWatchedChannels, listWeekOutliers } = await import('@/lib/data/competitor-watchlist')
const { queueWatchlistDigests } = await import('@/lib/competitor-watchlist/digest')
const { setWatchlistDigest } = await import('@/lib/services/competitor-watchlist/watchlist')
const { queuedEmails, linkIn } = await import('./support/emails')

const payload = await testPayload()
const customer = () => createUser(payload, ['customer'], { _verified: true })

// The fake's epoch, midday in California: the competitor's newest upload is two days old, on any date.
const NOW = google.epoch
const setClock = (time: string | number) => {
  vi.setSystemTime(new Date(time))
  google.setNow(time)
}
const nextDay = () => setClock(Date.now() + 86_400_000)

afterAll(() => google.close())
beforeEach(async () => {
  for (const collection of ['watched-channels', 'watched-videos', 'youtube-quota'] as const)
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  google.reset()
  vi.useFakeTimers({ toFake: ['Date'] })
  setClock(NOW)
})
afterEach(() => vi.useRealTimers())

const watchedVideos = async (watchedChannel: number) =>
  (
    await payload.find({
      collection: 'watched-videos',
      where: { watchedChannel: { equals: watchedChannel } },
      sort: '-outlierScore',
      limit: 0,
      overrideAccess: true,
    })
  ).docs

async function watch(user: Awaited<ReturnType<typeof customer>>, input: string) {
  const outcome = await addWatchedChannel(user, input)
  if (!('added' in outcome)) throw new Error(`not added: ${JSON.stringify(outcome)}`)
  return outcome.added
}

describe('adding channels to a watchlist', () => {
  it('finds a channel by @handle, URL or id with its public figures, and refuses what it cannot add', async () => {
    const user = await customer()
    const added = await watch(user, '@outlierlabs')
    expect(added).toMatchObject({ title: 'Outlier Labs', youtubeChannelId: fakeChannels.competitor, subscribers: 95_300, status: 'active' })
    expect(added.avatarUrl).toMatch(/^https:\/\/yt3\.ggpht\.com\//)
    // Public data with the API key: no one's sign-in.
    const lookup = google.calls({ path: '/youtube/v3/channels' }).at(-1)!
    expect(lookup.query).toMatchObject({ forHandle: '@outlierlabs', key: FAKE_GOOGLE_CREDENTIALS.YOUTUBE_API_KEY })
    expect(lookup.account).toBeUndefined()

    expect(await addWatchedChannel(user, `https://www.youtube.com/channel/${fakeChannels.competitor}`)).toEqual({
      refused: 'already_watched',
      title: 'Outlier Labs',
    })
    expect(await addWatchedChannel(user, 'https://www.youtube.com/@outlierlabs/videos')).toEqual({
      refused: 'already_watched',
      title: 'Outlier Labs',
    })
    expect(await addWatchedChannel(user, '@nobodyhasthishandle')).toEqual({ refused: 'not_found' })
    expect(await addWatchedChannel(user, 'https://www.youtube.com/user/someoldname')).toEqual({ refused: 'not_found' })

    await watch(user, 'https://www.youtube.com/@northwindkitchen')
    await watch(user, fakeChannels.brandTravel)
    const lookups = google.calls({ path: '/youtube/v3/channels' }).length
    // The limit (3 here) is checked before YouTube is asked.
    expect(await addWatchedChannel(user, '@mayamakesvideos')).toEqual({ refused: 'limit_reached' })
    expect(google.calls({ path: '/youtube/v3/channels' })).toHaveLength(lookups)
    expect((await listWatchedChannels(user)).map((channel) => channel.title)).toEqual([
      'Northwind Kitchen',
      'Northwind Travel',
      'Outlier Labs',
    ])
  })

  it('says so when YouTube is down or the quota is spent, and adds nothing', async () => {
    const user = await customer()
    google.setFault({ kind: 'failing', hosts: ['data'] })
    expect(await addWatchedChannel(user, '@outlierlabs')).toEqual({ refused: 'unavailable' })
    google.setFault({ kind: 'none' })
    google.setQuotaLimits({ units: 0 })
    expect(await addWatchedChannel(user, '@outlierlabs')).toEqual({ refused: 'quota' })
    expect(await listWatchedChannels(user)).toEqual([])
  })
})

describe('the daily read', () => {
  it('reads the last 30 days of uploads, scores them against the channel’s usual, and finds the outlier', async () => {
    const user = await customer()
    const channel = await watch(user, '@outlierlabs')
    const before = google.requests.length
    expect(await readDueWatchlists(payload)).toEqual({ read: 1, gone: 0, failed: 0, deferred: 0 })
    // Three 1-unit calls: the channel, its uploads playlist, the statistics of its recent uploads in one batch.
    expect(google.requests.slice(before).map((request) => request.path)).toEqual([
      '/youtube/v3/channels',
      '/youtube/v3/playlistItems',
      '/youtube/v3/videos:batchGetStats',
    ])
    const videos = await watchedVideos(channel.id)
    // One upload every four days since two days ago: seven within 30 days.
    expect(videos).toHaveLength(7)
    const [best, ...rest] = videos
    // The fixture's 310,000-view upload of ten days ago against a usual of about 8,000.
    expect(best).toMatchObject({ views: 310_000 })
    expect((NOW - Date.parse(best!.publishedAt)) / DAY_MS).toBeCloseTo(10.5, 0)
    expect(best!.outlierScore).toBeGreaterThan(10)
    expect(rest.every((video) => (video.outlierScore ?? 0) < best!.outlierScore!)).toBe(true)
    expect(best!.thumbnailUrl).toMatch(/^https:\/\/i\.ytimg\.com\/vi\//)

    const outliers = await listWeekOutliers(user, await listWatchedChannels(user))
    expect(outliers[0]).toMatchObject({ video: { id: best!.id }, channel: { title: 'Outlier Labs' } })

    // Once a quota day: a second run reads nothing; the next day replaces the figures, never adds to them.
    expect(await readDueWatchlists(payload)).toEqual({ read: 0, gone: 0, failed: 0, deferred: 0 })
    nextDay()
    expect(await readDueWatchlists(payload)).toMatchObject({ read: 1 })
    expect((await watchedVideos(channel.id)).length).toBe(7)
    expect((await watchedVideos(channel.id))[0]!.views).toBe(310_000)
  })

  it('reads a channel just added at once, from the job its add queued', async () => {
    const user = await customer()
    const channel = await watch(user, '@outlierlabs')
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'readWatchedChannel' } } })
    expect((await watchedVideos(channel.id)).length).toBe(7)
    // Read today already: the hourly job leaves it for tomorrow.
    expect(await readDueWatchlists(payload)).toEqual({ read: 0, gone: 0, failed: 0, deferred: 0 })
  })

  it('stops at YouTube’s quota and resumes the next day, each channel read once', async () => {
    const user = await customer()
    const first = await watch(user, '@outlierlabs')
    const second = await watch(user, '@northwindtravel')
    // Enough for one channel (3 units) and the first call of the next.
    google.setQuotaLimits({ units: google.quotaUse().units.used + 4 })
    const run = await readDueWatchlists(payload)
    expect(run).toEqual({ read: 1, gone: 0, failed: 0, deferred: 1 })
    // The app now knows the day's quota is gone: a later run the same day asks YouTube nothing.
    const calls = google.requests.length
    expect(await readDueWatchlists(payload)).toMatchObject({ read: 0, deferred: 1 })
    expect(google.requests.length).toBe(calls)

    nextDay()
    google.resetQuotaDay()
    google.setQuotaLimits({ units: null })
    expect(await readDueWatchlists(payload)).toEqual({ read: 2, gone: 0, failed: 0, deferred: 0 })
    const readDays = (await listWatchedChannels(user)).map((channel) => channel.readDay)
    expect(new Set(readDays).size).toBe(1)
    expect((await watchedVideos(first.id)).length + (await watchedVideos(second.id)).length).toBeGreaterThan(7)
  })

  it('stops the run when YouTube asks for fewer calls a minute, without closing the day, and reads the rest next run', async () => {
    const user = await customer()
    await watch(user, '@outlierlabs')
    await watch(user, '@northwindtravel')
    google.setFault({ kind: 'rate_limited', hosts: ['data'] })
    const calls = google.requests.length
    expect(await readDueWatchlists(payload)).toEqual({ read: 0, gone: 0, failed: 0, deferred: 2 })
    // One refused call, then no more: the second channel was not asked for.
    expect(google.requests.length).toBe(calls + 1)
    google.setFault({ kind: 'none' })
    expect(await readDueWatchlists(payload)).toEqual({ read: 2, gone: 0, failed: 0, deferred: 0 })
  })

  it('marks a deleted or terminated channel, keeps reading the others, and retries when YouTube is down', async () => {
    const user = await customer()
    const gone = await watch(user, '@outlierlabs')
    const other = await watch(user, '@northwindtravel')
    await readDueWatchlists(payload)
    expect((await watchedVideos(gone.id)).length).toBeGreaterThan(0)

    google.terminateChannel('@outlierlabs')
    nextDay()
    expect(await readDueWatchlists(payload)).toEqual({ read: 1, gone: 1, failed: 0, deferred: 0 })
    const [travel, labs] = await listWatchedChannels(user)
    expect(labs).toMatchObject({ id: gone.id, status: 'gone' })
    expect(travel).toMatchObject({ id: other.id, status: 'active' })
    expect(await watchedVideos(gone.id)).toEqual([])
    // A gone channel is not read again.
    nextDay()
    google.setFault({ kind: 'failing', hosts: ['data'] })
    expect(await readDueWatchlists(payload)).toEqual({ read: 0, gone: 0, failed: 1, deferred: 0 })
    google.setFault({ kind: 'none' })
    expect(await readDueWatchlists(payload)).toEqual({ read: 1, gone: 0, failed: 0, deferred: 0 })
  })
})

describe('the weekly digest', () => {
  it('emails each owner the week’s top outliers once a week, and never after they turn it off', async () => {
    const owner = await customer()
    const quiet = await customer()
    const nothingYet = await customer()
    await watch(owner, '@outlierlabs')
    await watch(quiet, '@outlierlabs')
    await watch(nothingYet, '@northwindtech')
    await setWatchlistDigest(quiet, false)
    await readDueWatchlists(payload)

    expect(await queueWatchlistDigests(payload)).toBe(1)
    const [email, ...others] = queuedEmails(owner.email)
    expect(others).toEqual([])
    expect(email!.subject).toMatch(/^This week’s outliers: “.+” and \d+ more$/)
    // Best first: the 310,000-view upload, with its channel, score and age.
    expect(email!.text).toMatch(/Outlier Labs · \d+× the channel’s usual · 310,000 views · 10 days old/)
    expect(linkIn(email!, '/dashboard/channel/competitors').hash).toBe('')
    expect(email!.text).toMatch(/Stop these emails: http\S+\/dashboard\/channel\/competitors#digest/)
    expect(queuedEmails(quiet.email)).toEqual([])
    // Three uploads in 30 days: too few to know the channel's usual, so no outlier and no email.
    expect(queuedEmails(nothingYet.email)).toEqual([])

    // A second run in the same week (another instance, a retry) sends nothing more.
    expect(await queueWatchlistDigests(payload)).toBe(0)
    setClock(Date.now() + 7 * 86_400_000)
    await readDueWatchlists(payload)
    expect(await queueWatchlistDigests(payload)).toBe(1)
    expect(queuedEmails(owner.email)).toHaveLength(2)
  })
})

describe('whose watchlist it is', () => {
  it('another customer can neither see nor remove it, through the services or the API', async () => {
    const owner = await customer()
    const stranger = await customer()
    const channel = await watch(owner, '@outlierlabs')
    await readDueWatchlists(payload)

    expect(await listWatchedChannels(stranger)).toEqual([])
    expect(await listWeekOutliers(stranger, [channel])).toEqual([])
    expect(await removeWatchedChannel(stranger, channel.id)).toBeNull()

    const token = await sessionToken(payload, stranger)
    expect((await rest('GET', '/api/watched-channels', { token })).body.docs).toEqual([])
    expect((await rest('GET', '/api/watched-videos', { token })).body.docs).toEqual([])
    expect((await rest('DELETE', `/api/watched-channels/${channel.id}`, { token })).status).toBeGreaterThanOrEqual(400)
    const [video] = await watchedVideos(channel.id)
    expect((await rest('PATCH', `/api/watched-videos/${video!.id}`, { token, body: { views: 1 } })).status).toBeGreaterThanOrEqual(400)
    expect((await watchedVideos(channel.id)).find((doc) => doc.id === video!.id)!.views).toBe(video!.views)
    expect(
      (await rest('POST', '/api/watched-channels', { token, body: { youtubeChannelId: fakeChannels.creator, title: 'x' } })).status,
    ).toBe(403)
    expect(await listWatchedChannels(owner)).toHaveLength(1)

    // The owner removes it, with its videos.
    expect(await removeWatchedChannel(owner, channel.id)).toMatchObject({ id: channel.id })
    expect(await watchedVideos(channel.id)).toEqual([])
  })
})

describe('adds at the same moment', () => {
  it('take turns, so the limit and the duplicate check hold for each', async () => {
    const user = await customer()
    await watch(user, '@northwindkitchen')
    await watch(user, fakeChannels.brandTravel)
    const outcomes = await Promise.all([addWatchedChannel(user, '@outlierlabs'), addWatchedChannel(user, '@mayamakesvideos')])
    expect(outcomes.filter((outcome) => 'added' in outcome)).toHaveLength(1)
    expect(outcomes.filter((outcome) => 'refused' in outcome)).toEqual([{ refused: 'limit_reached' }])
    expect(await payload.count({ collection: 'watched-channels', where: { owner: { equals: user.id } }, overrideAccess: true })).toEqual({
      totalDocs: 3,
    })
    await removeWatchedChannel(user, (await listWatchedChannels(user))[0]!.id)
    const twice = await Promise.all([addWatchedChannel(user, '@mayamakesvideos'), addWatchedChannel(user, '@mayamakesvideos')])
    expect(twice.filter((outcome) => 'added' in outcome)).toHaveLength(1)
    expect(twice.filter((outcome) => 'refused' in outcome)).toEqual([{ refused: 'already_watched', title: expect.any(String) }])
  })
})
