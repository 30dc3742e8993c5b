import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { FAKE_YOUTUBE_ENV, startFakeYouTube } from '../support/fake-youtube'
import { fakeApiKeys, fakeVideos } from '../support/youtube-fixtures'

// The app reads its YouTube settings when first imported: point them at the fake before that.
const fake = await startFakeYouTube({ port: 0 })
Object.assign(process.env, FAKE_YOUTUBE_ENV(fake.url), { YOUTUBE_API_KEY: fakeApiKeys.valid })

const { env } = await import('@/lib/env')
const { testPayload } = await import('./support/payload')
const { lookupVideo, suggestionsFor, thumbnailVariants } = await import('@/lib/services/youtube/lookups')
const { quotaUsed, spendCallQuota, spendQuota } = await import('@/lib/youtube/quota')
const { DAILY_BUDGET } = await import('@/tools/youtube/quota-cost')
const { exploreKeywords, measureCompetition } = await import('@/lib/services/keyword-explorer/explore')
const { enforceApiLimit } = await import('@/lib/rate-limit/api-limits')

const payload = await testPayload()
const calls = (path: string) => fake.requests.filter((request) => request.path.startsWith(path)).length

afterAll(() => fake.close())

beforeEach(async () => {
  env.YOUTUBE_API_KEY = fakeApiKeys.valid
  Object.assign(env, FAKE_YOUTUBE_ENV(fake.url))
})

async function expireCache(key: string) {
  await payload.update({
    collection: 'youtube-cache',
    where: { key: { equals: key } },
    data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    depth: 0,
  })
}

describe('YouTube answers are cached in the database', () => {
  it('asks YouTube once for a video looked up twice', async () => {
    const before = { oembed: calls('/oembed'), videos: calls('/youtube/v3/videos') }
    const first = await lookupVideo(fakeVideos.full.id, { detailsFor: 'seo-analyzer' })
    const second = await lookupVideo(fakeVideos.full.id, { detailsFor: 'seo-analyzer' })
    expect(second).toEqual(first)
    expect(first.details?.title).toBe(fakeVideos.full.title)
    expect(calls('/oembed') - before.oembed).toBe(1)
    expect(calls('/youtube/v3/videos') - before.videos).toBe(1)
    const entry = await payload.find({ collection: 'youtube-cache', where: { key: { equals: `video:${fakeVideos.full.id}` } }, depth: 0 })
    expect(Date.parse(entry.docs[0]!.expiresAt)).toBeGreaterThan(Date.now() + 5 * 3600 * 1000)
  })

  it('asks again once an entry has expired', async () => {
    await suggestionsFor('budget camera', 'en', 'US')
    const before = calls('/complete/search')
    await expireCache('suggest:en:US:budget camera')
    await suggestionsFor('budget camera', 'en', 'US')
    expect(calls('/complete/search') - before).toBe(1)
  })

  it('serves an expired answer when YouTube is down, and says so', async () => {
    const fresh = await thumbnailVariants(fakeVideos.noMaxres.id)
    await expireCache(`thumbnails:${fakeVideos.noMaxres.id}`)
    env.YOUTUBE_IMAGE_BASE_URL = 'http://127.0.0.1:9'
    const stale = await thumbnailVariants(fakeVideos.noMaxres.id)
    expect(stale.stale).toBe(true)
    expect(stale.variants).toEqual(fresh.variants)
  })

  it('records which thumbnail sizes exist, detecting the grey placeholder', async () => {
    const { variants } = await thumbnailVariants(fakeVideos.noMaxres.id)
    expect(Object.fromEntries(variants.map((v) => [v.name, v.jpg.available]))).toEqual({
      maxresdefault: false,
      sddefault: false,
      hqdefault: true,
      mqdefault: true,
      default: true,
    })
  })
})

describe('the daily quota', () => {
  const resetQuota = () => payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, depth: 0 })

  it('never lets concurrent spenders go over the budget (one atomic increment each)', async () => {
    await resetQuota()
    const attempts = await Promise.allSettled(Array.from({ length: 60 }, () => spendQuota(payload, 'units', 200)))
    const granted = attempts.filter((attempt) => attempt.status === 'fulfilled').length
    expect(granted).toBe(Math.floor(DAILY_BUDGET.units / 200))
    expect(await quotaUsed(payload, 'units')).toBe(granted * 200)
    await resetQuota()
  })

  it('charges a search.list call 100 units and one search, and gives the search back when the units run out', async () => {
    await resetQuota()
    await spendCallQuota(payload, 'search.list', 'keyword-explorer')
    expect(await quotaUsed(payload, 'units')).toBe(100)
    expect(await quotaUsed(payload, 'search')).toBe(1)
    await spendQuota(payload, 'units', DAILY_BUDGET.units - 100 - 50)
    await expect(spendCallQuota(payload, 'search.list', 'keyword-explorer')).rejects.toMatchObject({ kind: 'quota' })
    expect(await quotaUsed(payload, 'search')).toBe(1)
    await spendCallQuota(payload, 'videos.list', 'keyword-explorer')
    expect(await quotaUsed(payload, 'units')).toBe(DAILY_BUDGET.units - 49)
    await resetQuota()
  })

  it('degrades to oEmbed-only details when the budget is spent', async () => {
    await spendQuota(payload, 'units', DAILY_BUDGET.units - (await quotaUsed(payload, 'units')))
    const before = calls('/youtube/v3/videos')
    const video = await lookupVideo(fakeVideos.noMaxres.id, { detailsFor: 'seo-analyzer' })
    expect(video.title).toBe(fakeVideos.noMaxres.title)
    expect(video.details).toBeNull()
    expect(video.detailsUnavailable).toBe('quota')
    expect(calls('/youtube/v3/videos')).toBe(before)
    await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, depth: 0 })
  })

  it('stops asking for the rest of the day once YouTube itself says the quota is gone', async () => {
    env.YOUTUBE_API_KEY = fakeApiKeys.quotaExhausted
    const first = await exploreKeywords({ q: 'drone footage', hl: 'en', gl: 'US' }, null)
    expect(first.competitionUnavailable).toBe('quota')
    expect(await quotaUsed(payload, 'units')).toBe(DAILY_BUDGET.units)
    const searches = calls('/youtube/v3/search')
    const second = await exploreKeywords({ q: 'drone shots', hl: 'en', gl: 'US' }, null)
    expect(second.competitionUnavailable).toBe('quota')
    expect(calls('/youtube/v3/search')).toBe(searches)
    await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, depth: 0 })
  })

  it('works without an API key, saying why competition is missing', async () => {
    env.YOUTUBE_API_KEY = undefined
    const result = await exploreKeywords({ q: 'sourdough', hl: 'en', gl: 'US' }, null)
    expect(result.competitionUnavailable).toBe('no-api-key')
    expect(result.keywords.every((row) => row.competition === undefined)).toBe(true)
    const video = await lookupVideo(fakeVideos.full.id, { detailsFor: 'seo-analyzer' })
    expect(video.detailsUnavailable).toBe('no-api-key')
  })
})

describe('measuring one keyword the user picked', () => {
  const resetQuota = () => payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, depth: 0 })
  const picked = { keyword: 'latte art at home', hl: 'en', gl: 'US' }

  it('spends one search the first time, answers from the cache after, and refuses a new one once the quota is spent', async () => {
    await resetQuota()
    const searches = calls('/youtube/v3/search')
    const first = await measureCompetition(picked)
    expect(first.competition.score).toBeGreaterThanOrEqual(0)
    expect(calls('/youtube/v3/search') - searches).toBe(1)

    const again = await measureCompetition(picked)
    expect(again.competition).toEqual(first.competition)
    expect(again.measurementsLeft).toBe(first.measurementsLeft)
    expect(calls('/youtube/v3/search') - searches).toBe(1)

    await spendQuota(payload, 'units', DAILY_BUDGET.units - (await quotaUsed(payload, 'units')))
    await expect(measureCompetition({ ...picked, keyword: 'latte art for beginners' })).rejects.toMatchObject({ kind: 'quota' })
    expect(calls('/youtube/v3/search') - searches).toBe(1)
    // What was measured stays available without quota.
    expect((await measureCompetition(picked)).competition).toEqual(first.competition)
    await resetQuota()
  })
})

describe('the keyword fan-out', () => {
  it('expands a seed into scored keywords with competition for the top ones', async () => {
    const progress: number[] = []
    const result = await exploreKeywords({ q: 'home workout', hl: 'en', gl: 'US' }, null, { onProgress: ({ done }) => progress.push(done) })
    expect(result.partial).toBe(false)
    expect(result.keywords.length).toBeGreaterThan(30)
    expect(result.keywords.filter((row) => row.competition)).toHaveLength(3)
    expect(progress.at(-1)).toBe(result.queries.sent)
    expect(fake.requests.some((r) => r.path === '/complete/search' && r.query.ds === 'yt' && r.query.client === 'youtube')).toBe(true)
  })

  it('returns a partial list when some calls fail, and an error when none answer', async () => {
    const flaky = await exploreKeywords({ q: 'flaky drums', hl: 'en', gl: 'US' }, null)
    expect(flaky.partial).toBe(true)
    expect(flaky.queries.failed).toBeGreaterThan(0)
    await expect(exploreKeywords({ q: 'breakdown', hl: 'en', gl: 'US' }, null)).rejects.toMatchObject({ kind: 'unavailable' })
    await expect(exploreKeywords({ q: 'gibberish', hl: 'en', gl: 'US' }, null)).rejects.toMatchObject({ kind: 'bad_response' })
  })

  it('answers by its deadline even when YouTube is slow', async () => {
    const started = Date.now()
    await expect(exploreKeywords({ q: 'slowpoke', hl: 'en', gl: 'US' }, null, { deadlineMs: 1_000 })).rejects.toMatchObject({
      kind: expect.stringMatching(/unavailable|timeout/),
    })
    expect(Date.now() - started).toBeLessThan(2_500)
  })
})

describe('free-use rate limits', () => {
  it('allow 20 anonymous keyword searches an hour per IP, then answer 429 with the wait', async () => {
    const request = new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.50' } })
    for (let i = 0; i < 20; i++) await enforceApiLimit('keyword-explorer', request, null)
    await expect(enforceApiLimit('keyword-explorer', request, null)).rejects.toMatchObject({ status: 429, retryAfter: expect.any(Number) })
    const other = new Request('http://x/', { headers: { 'x-forwarded-for': '203.0.113.51' } })
    await expect(enforceApiLimit('keyword-explorer', other, null)).resolves.toBeUndefined()
  })

  it('count only input that was checked: 70 invalid SEO analyses leave the 60 an hour whole', async () => {
    const { POST } = await import('@/app/api/seo-analyzer/route')
    const analyze = (body: unknown) =>
      POST(
        new Request('http://x/api/seo-analyzer', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.60' },
          body: JSON.stringify(body),
        }),
      )
    for (let i = 0; i < 70; i++) expect((await analyze({ title: '', tags: 'a,b' })).status).toBe(400)
    const analysis = await analyze({ title: 'How to grow a YouTube channel', tags: 'youtube,growth' })
    expect(analysis.status).toBe(200)
    expect(((await analysis.json()) as { report: { score: number } }).report.score).toBeGreaterThan(0)
  })
})
