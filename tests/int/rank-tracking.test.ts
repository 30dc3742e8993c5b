import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { nextQuotaReset, quotaDay, shiftDay } from '@/tools/youtube/quota-day'

import { FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV, startFakeGoogle } from '../support/fake-google'

// The connection keeps its state in cookies between requests: one jar, as a browser would.
const jar = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}))

// The app reads its settings when first imported: the fake Google, and a share of 24 searches a day (one an hour).
const google = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_GOOGLE_ENV(google.url), FAKE_GOOGLE_CREDENTIALS, { RANK_TRACKING_DAILY_SEARCHES: '24' })

const { testPayload, createUser, sessionToken } = await import('./support/payload')
const { rest } = await import('./support/http')
const { queuedEmails } = await import('./support/emails')
const { startChannelConnection, finishChannelConnection } = await import('@/lib/services/channel/connect')
const { disconnectChannel } = await import('@/lib/services/channel/manage')
const { addRankKeyword, removeRankKeyword, setRankAlerts } = await import('@/lib/services/rank-tracking/trackers')
const { checkRankings } = await import('@/lib/rank-tracking/checks')
const { listRankTrackers } = await import('@/lib/data/rank-tracking')

const payload = await testPayload()
const customer = () => createUser(payload, ['customer'], { _verified: true })
type Customer = Awaited<ReturnType<typeof customer>>

const HOUR = 3_600_000

/**
 * 00:30 in Los Angeles, the first hour of YouTube's quota day, on the first day after `from` that
 * starts a week without a clock change: the tests step whole days of 24 hours from it.
 */
function firstHourOfQuotaDay(from: number): number {
  const resetAfter = (moment: number) => nextQuotaReset(new Date(moment)).getTime()
  let midnight = resetAfter(from)
  const weekOfFullDays = () =>
    Array.from({ length: 7 }, (_, n) => midnight + n * 24 * HOUR).every((start) => resetAfter(start) === start + 24 * HOUR)
  while (!weekOfFullDays()) midnight = resetAfter(midnight)
  return midnight + HOUR / 2
}
// Counted from the fake's epoch (about now), so the app's frozen clock and the fake's real one stay days apart at most.
const MIDNIGHT_PACIFIC = firstHourOfQuotaDay(google.epoch)
const DAY_ONE = quotaDay(new Date(MIDNIGHT_PACIFIC))
const DAY_TWO = shiftDay(DAY_ONE, 1)
const at = (ms: number) => vi.setSystemTime(new Date(ms))

afterAll(() => google.close())
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  at(MIDNIGHT_PACIFIC)
  for (const collection of ['rank-checks', 'rank-keywords', 'channels', 'youtube-quota'] as const)
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
  google.reset()
  jar.clear()
})
afterEach(() => vi.useRealTimers())

/** Connects the fake's creator for `user`; their public uploads' ids. */
async function connect(user: Customer): Promise<string[]> {
  const callback = new URL(google.approve(await startChannelConnection(user), { account: 'creator', grant: 'all' }))
  expect(await finishChannelConnection(callback.searchParams)).toEqual({ notice: 'connected' })
  const { docs } = await payload.find({
    collection: 'channel-videos',
    where: { privacy: { equals: 'public' } },
    limit: 3,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.videoId)
}

async function track(user: Customer, videoId: string, keyword: string): Promise<number> {
  const outcome = await addRankKeyword(user, videoId, keyword)
  if (!('added' in outcome)) throw new Error(`not added: ${outcome.message}`)
  return outcome.added
}

const checksOf = async (tracker: number) =>
  (await payload.find({ collection: 'rank-checks', where: { keyword: { equals: tracker } }, sort: 'day', overrideAccess: true })).docs.map(
    (check) => ({ day: check.day, position: check.position ?? null }),
  )

const searches = () => google.calls({ path: '/youtube/v3/search' }).length

describe('the rank check job', () => {
  it('records each keyword’s position once a day, spread over the day within the share', async () => {
    const user = await customer()
    const [video] = await connect(user)
    google.rankVideo('travel editing', video!, 3)
    google.rankVideo('video workflow', video!, 30)
    const first = await track(user, video!, 'Travel editing')
    const second = await track(user, video!, 'video workflow')
    const third = await track(user, video!, 'not ranking at all')

    // Hour 0 of the day: 1 of 24 searches.
    expect(await checkRankings(payload)).toEqual({ checked: 1, due: 1, stopped: null })
    expect(await checkRankings(payload)).toEqual({ checked: 0, due: 0, stopped: null })
    // Hour 2: 3 by now, 1 spent.
    at(MIDNIGHT_PACIFIC + 2 * HOUR)
    expect(await checkRankings(payload)).toEqual({ checked: 2, due: 2, stopped: null })
    expect(searches()).toBe(3)
    const query = google.calls({ path: '/youtube/v3/search' })[0]!.query
    // As the channel's audience searches: the creator's channel is in the US.
    expect(query).toMatchObject({ q: 'Travel editing', type: 'video', maxResults: '50', regionCode: 'US' })

    expect(await checksOf(first)).toEqual([{ day: DAY_ONE, position: 3 }])
    expect(await checksOf(second)).toEqual([{ day: DAY_ONE, position: 30 }])
    expect(await checksOf(third)).toEqual([{ day: DAY_ONE, position: null }])
    // Everything is checked today: later runs search nothing.
    at(MIDNIGHT_PACIFIC + 20 * HOUR)
    expect(await checkRankings(payload)).toMatchObject({ checked: 0 })
    expect(searches()).toBe(3)

    const [listed] = await listRankTrackers(user)
    expect(listed).toMatchObject({ keyword: 'Travel editing', position: 3, change: null, behind: false })
  })

  it('stops when the search quota is spent and resumes the next day without counting a day twice', async () => {
    const user = await customer()
    const [video] = await connect(user)
    const trackers = [await track(user, video!, 'one'), await track(user, video!, 'two'), await track(user, video!, 'three')]
    google.setQuotaLimits({ search: 200 })
    at(MIDNIGHT_PACIFIC + 23 * HOUR)
    expect(await checkRankings(payload)).toEqual({ checked: 2, due: 3, stopped: 'quota' })
    // YouTube's "quota exceeded" is remembered: no more calls today.
    expect(await checkRankings(payload)).toMatchObject({ checked: 0, stopped: 'quota' })
    expect(searches()).toBe(3)
    const behind = (await listRankTrackers(user)).find((item) => item.keyword === 'three')!
    expect(behind.lastCheckedAt).toBeNull()

    // The next quota day (00:30 Pacific): the keyword left waiting goes first.
    at(MIDNIGHT_PACIFIC + 24 * HOUR)
    expect(await checkRankings(payload)).toEqual({ checked: 1, due: 1, stopped: null })
    expect(await checksOf(trackers[2]!)).toEqual([{ day: DAY_TWO, position: null }])
    at(MIDNIGHT_PACIFIC + 47 * HOUR)
    google.setQuotaLimits({ search: null })
    expect(await checkRankings(payload)).toEqual({ checked: 2, due: 2, stopped: null })
    for (const tracker of trackers.slice(0, 2)) expect((await checksOf(tracker)).map((check) => check.day)).toEqual([DAY_ONE, DAY_TWO])
    const days = (await payload.find({ collection: 'rank-checks', limit: 0, depth: 0, overrideAccess: true })).docs.map(
      (c) => `${c.keyword}:${c.day}`,
    )
    expect(new Set(days).size).toBe(days.length)
    // A second record for a keyword and day is refused by the database itself.
    await expect(
      payload.create({
        collection: 'rank-checks',
        data: { owner: user.id, keyword: trackers[2]!, day: DAY_TWO, position: 1, checkedAt: new Date().toISOString() },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('a day already recorded (a run stopped half-way) is not recorded again, and the keyword waits for tomorrow', async () => {
    const user = await customer()
    const [video] = await connect(user)
    const tracker = await track(user, video!, 'travel editing')
    await payload.create({
      collection: 'rank-checks',
      data: { owner: user.id, keyword: tracker, day: DAY_ONE, position: 9, checkedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect(await checkRankings(payload)).toMatchObject({ checked: 0, due: 1 })
    at(MIDNIGHT_PACIFIC + 5 * HOUR)
    expect(await checkRankings(payload)).toMatchObject({ checked: 0, due: 0 })
    expect(searches()).toBe(1)
    expect(await checksOf(tracker)).toEqual([{ day: DAY_ONE, position: 9 }])
  })

  it('records nothing while YouTube is down and checks at the next run', async () => {
    const user = await customer()
    const [video] = await connect(user)
    google.rankVideo('travel editing', video!, 7)
    const tracker = await track(user, video!, 'travel editing')
    google.setFault({ kind: 'failing', hosts: ['data'] })
    expect(await checkRankings(payload)).toMatchObject({ checked: 0, stopped: 'youtube' })
    expect(await checksOf(tracker)).toEqual([])
    google.setFault({ kind: 'none' })
    at(MIDNIGHT_PACIFIC + 3 * HOUR)
    expect(await checkRankings(payload)).toMatchObject({ checked: 1, stopped: null })
    expect(await checksOf(tracker)).toEqual([{ day: DAY_ONE, position: 7 }])
  })

  it('emails the owner when the video enters or leaves the top 10, unless alerts are off', async () => {
    const user = await customer()
    const [video, other] = await connect(user)
    const tracker = await track(user, video!, 'travel editing')
    const quiet = await track(user, other!, 'quiet keyword')
    expect(await setRankAlerts(user, quiet, false)).toBe(true)
    const day = async (n: number, position: number | null) => {
      google.rankVideo('travel editing', video!, position)
      google.rankVideo('quiet keyword', other!, position)
      at(MIDNIGHT_PACIFIC + n * 24 * HOUR + 23 * HOUR)
      await checkRankings(payload)
    }
    await day(0, 12)
    await day(1, 4)
    await day(2, 6)
    await day(3, null)
    expect(await checksOf(tracker)).toHaveLength(4)
    const emails = queuedEmails(user.email)
    expect(emails.map((email) => email.subject)).toEqual(['Top 10: travel editing (#4)', 'Out of the top 10: travel editing'])
    expect(emails[0]!.text).toContain('from #12 to #4')
    expect(emails[1]!.text).toContain('/dashboard/channel/rank-tracking')
    const [listed] = await listRankTrackers(user)
    expect(listed).toMatchObject({ position: null, previous: 6, change: -45 })
    expect(listed!.history.map((point) => point.position)).toEqual([12, 4, 6, null])
  })

  it('pauses while the channel is disconnected and resumes when it is connected again', async () => {
    const user = await customer()
    const [video] = await connect(user)
    const tracker = await track(user, video!, 'travel editing')
    const [channel] = (await payload.find({ collection: 'channels', overrideAccess: true })).docs
    await disconnectChannel(user, channel!.id)
    const paused = await payload.findByID({ collection: 'rank-keywords', id: tracker, overrideAccess: true, depth: 0 })
    expect(paused.channel ?? null).toBeNull()
    expect((await listRankTrackers(user))[0]).toMatchObject({ paused: 'disconnected' })
    expect(await checkRankings(payload)).toMatchObject({ checked: 0, due: 0 })
    expect(searches()).toBe(0)

    jar.clear()
    await connect(user)
    at(MIDNIGHT_PACIFIC + HOUR)
    expect(await checkRankings(payload)).toMatchObject({ checked: 1 })
    expect((await listRankTrackers(user))[0]).toMatchObject({ paused: null })
  })
})

describe('tracked keywords', () => {
  it('belong to their owner: another customer cannot see, change or remove them', async () => {
    const owner = await customer()
    const stranger = await customer()
    const [video] = await connect(owner)
    const tracker = await track(owner, video!, 'travel editing')
    await checkRankings(payload)

    expect(await listRankTrackers(stranger)).toEqual([])
    expect(await removeRankKeyword(stranger, tracker)).toBe(false)
    expect(await setRankAlerts(stranger, tracker, false)).toBe(false)
    // Nor track a keyword for the owner's video.
    expect(await addRankKeyword(stranger, video!, 'my keyword')).toEqual({ field: 'videoId', message: expect.any(String) })
    const token = await sessionToken(payload, stranger)
    expect((await rest('GET', `/api/rank-keywords/${tracker}`, { token })).status).toBe(404)
    expect((await rest('GET', '/api/rank-checks', { token })).body.docs).toEqual([])
    const ownerToken = await sessionToken(payload, owner)
    expect((await rest('GET', `/api/rank-keywords/${tracker}`, { token: ownerToken })).status).toBe(200)
    // Even the owner cannot write a check result through the API.
    const patched = await rest('PATCH', `/api/rank-keywords/${tracker}`, { token: ownerToken, body: { lastPosition: 1, alerts: false } })
    expect(patched.status).toBe(200)
    const after = await payload.findByID({ collection: 'rank-keywords', id: tracker, overrideAccess: true })
    expect(after).toMatchObject({ alerts: false, lastPosition: after.lastPosition })
    expect(after.lastPosition).not.toBe(1)

    expect(await removeRankKeyword(owner, tracker)).toBe(true)
    expect(await payload.count({ collection: 'rank-checks', overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('refuses a duplicate and more than the account’s limit, next to the keyword', async () => {
    const user = await customer()
    const [video] = await connect(user)
    await track(user, video!, 'Travel Editing')
    expect(await addRankKeyword(user, video!, 'travel   editing')).toEqual({
      field: 'keyword',
      message: 'This keyword is already tracked for this video.',
    })
    for (let i = 2; i <= 10; i++) await track(user, video!, `keyword ${i}`)
    expect(await addRankKeyword(user, video!, 'eleventh')).toEqual({ field: 'keyword', message: expect.stringContaining('10 keywords') })
  })

  it('lets adds made at the same moment take turns, so they cannot go over the limit', async () => {
    const user = await customer()
    const [video] = await connect(user)
    for (let i = 1; i <= 9; i++) await track(user, video!, `keyword ${i}`)
    const outcomes = await Promise.all(['tenth', 'eleventh', 'twelfth'].map((keyword) => addRankKeyword(user, video!, keyword)))
    expect(outcomes.filter((outcome) => 'added' in outcome)).toHaveLength(1)
    expect(await payload.count({ collection: 'rank-keywords', where: { owner: { equals: user.id } }, overrideAccess: true })).toEqual({
      totalDocs: 10,
    })
  })
})

describe('running a check now', () => {
  it('is for staff only, and queues the job', async () => {
    const { POST } = await import('@/app/api/rank-tracking/check/route')
    const call = (token?: string) =>
      POST(
        new Request('http://127.0.0.1:9/api/rank-tracking/check', {
          method: 'POST',
          headers: { origin: 'http://127.0.0.1:9', ...(token ? { authorization: `JWT ${token}` } : {}) },
        }),
      )
    // Staff first: the first account of an empty database becomes its admin.
    const staff = await createUser(payload, ['admin'], { _verified: true })
    expect((await call()).status).toBe(403)
    expect((await call(await sessionToken(payload, await customer()))).status).toBe(403)
    const response = await call(await sessionToken(payload, staff))
    expect(response.status).toBe(202)
    const { queued } = await response.json()
    const job = await payload.findByID({ collection: 'payload-jobs', id: queued, overrideAccess: true, depth: 0 })
    expect(job).toMatchObject({ taskSlug: 'checkRankings' })
  })
})
