import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import {
  creatorVideos,
  fakeApiKeys,
  fakeChannels,
  FAKE_GOOGLE_ENV,
  SCOPES,
  startFakeGoogle,
  type ApiError,
  type ResultTable,
} from '../support/fake-google'

import { call, signIn } from './fake-google-session'

// The fake's whole clock, fixtures included, at 2026-11-26 in California: Analytics has data up to 2026-11-24.
const fake = await startFakeGoogle({ port: 0, now: () => Date.parse('2026-11-26T20:00:00Z') })
let token: string

afterAll(() => fake.close())

beforeEach(async () => {
  fake.reset()
  token = (await signIn(fake, { account: 'creator' }, { scope: `${SCOPES.youtubeReadonly} ${SCOPES.analyticsReadonly}` })).access_token
})

const report = (query: Record<string, string>, bearer = token) =>
  call<ResultTable & ApiError>(
    fake,
    '/v2/reports',
    { ids: 'channel==MINE', startDate: '2026-10-29', endDate: '2026-11-26', ...query },
    { token: bearer },
  )

describe('reports.query', () => {
  it('answers columnHeaders and one row per day, none for the last two days', async () => {
    const { status, body } = await report({
      metrics: 'views,estimatedMinutesWatched,subscribersGained,engagedViews',
      dimensions: 'day',
      sort: 'day',
    })
    expect(status).toBe(200)
    expect(body.kind).toBe('youtubeAnalytics#resultTable')
    expect(body.columnHeaders).toEqual([
      { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
      { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'subscribersGained', columnType: 'METRIC', dataType: 'INTEGER' },
      { name: 'engagedViews', columnType: 'METRIC', dataType: 'INTEGER' },
    ])
    const rows = body.rows ?? []
    expect(rows).toHaveLength(27)
    expect(rows[0]?.[0]).toBe('2026-10-29')
    expect(rows.at(-1)?.[0]).toBe('2026-11-24')
    for (const [, views, minutes, subscribers, engaged] of rows as [string, number, number, number, number][]) {
      expect(Number.isInteger(views) && views > 100).toBe(true)
      expect(minutes).toBeGreaterThan(views)
      expect(subscribers).toBeGreaterThanOrEqual(0)
      expect(engaged).toBeLessThan(views)
    }
    expect(
      (await report({ metrics: 'views,estimatedMinutesWatched,subscribersGained,engagedViews', dimensions: 'day', sort: 'day' })).body,
    ).toEqual(body)
  })

  it('splits a video’s views by traffic source, ADVERTISING being the ad views a test set', async () => {
    fake.setAdViews(creatorVideos.promoted, { '2026-11-20': 1234, '2026-11-25': 99 })
    const filters = `video==${creatorVideos.promoted}`
    const sources = await report({
      metrics: 'views,engagedViews,estimatedMinutesWatched',
      dimensions: 'day,insightTrafficSourceType',
      filters,
      sort: 'day',
    })
    expect(sources.body.columnHeaders.map((header) => [header.name, header.columnType])).toEqual([
      ['day', 'DIMENSION'],
      ['insightTrafficSourceType', 'DIMENSION'],
      ['views', 'METRIC'],
      ['engagedViews', 'METRIC'],
      ['estimatedMinutesWatched', 'METRIC'],
    ])
    const rows = (sources.body.rows ?? []) as [string, string, number][]
    expect(rows.filter(([, source]) => source === 'ADVERTISING')).toEqual([['2026-11-20', 'ADVERTISING', 1234, 432, expect.any(Number)]])
    const organic = new Set(rows.map(([, source]) => source).filter((source) => source !== 'ADVERTISING'))
    expect(organic.size).toBeGreaterThanOrEqual(6)
    expect(organic).toContain('YT_SEARCH')
    // The sources add up to the video's daily views.
    const daily = ((await report({ metrics: 'views', dimensions: 'day', filters })).body.rows ?? []) as [string, number][]
    for (const [day, views] of daily) {
      expect(rows.filter(([rowDay]) => rowDay === day).reduce((sum, row) => sum + row[2], 0)).toBe(views)
    }
  })

  it('answers totals without dimensions, top videos, and leaves rows out when the range has no data yet', async () => {
    const totals = await report({ metrics: 'views,averageViewDuration,averageViewPercentage' })
    expect(totals.body.rows).toHaveLength(1)
    expect(totals.body.columnHeaders.at(-1)).toEqual({ name: 'averageViewPercentage', columnType: 'METRIC', dataType: 'FLOAT' })
    const top = await report({ metrics: 'views', dimensions: 'video', sort: '-views', maxResults: '3' })
    const views = (top.body.rows ?? []).map((row) => row[1] as number)
    expect(views).toHaveLength(3)
    expect(views).toEqual([...views].sort((a, b) => b - a))
    const recent = await report({ metrics: 'views', dimensions: 'day', startDate: '2026-11-25' })
    expect(recent.status).toBe(200)
    expect(recent.body).not.toHaveProperty('rows')
  })

  it('reads a brand channel by id, and refuses channels and videos that are not the token’s', async () => {
    const brand = (await signIn(fake, { account: 'brandManager' }, { scope: SCOPES.analyticsReadonly })).access_token
    expect((await report({ ids: `channel==${fakeChannels.brandTravel}`, metrics: 'views' }, brand)).status).toBe(200)
    const notTheirs: Record<string, string>[] = [
      { ids: `channel==${fakeChannels.creator}` },
      { filters: `video==${fake.channel('@outlierlabs')?.videoIds[0]}` },
    ]
    for (const query of notTheirs) {
      const { status, body } = await report({ metrics: 'views', ...query }, brand)
      expect([status, body.error?.errors[0]?.reason]).toEqual([403, 'forbidden'])
    }
  })

  it('answers Google’s errors for a bad query, a missing scope or an API key', async () => {
    const bad = async (query: Record<string, string>, message: unknown) => {
      const { status, body } = await report({ metrics: 'views', ...query })
      expect([status, body.error.message]).toEqual([400, message])
    }
    await bad({ metrics: 'views,impressions' }, 'Unknown identifier (impressions) given in field parameters.metrics.')
    await bad({ startDate: '2026-12-01' }, 'The start date must be earlier than or equal to the end date.')
    await bad({ dimensions: 'country' }, expect.stringContaining('The query is not supported.'))
    await bad(
      { dimensions: 'insightTrafficSourceType', metrics: 'subscribersGained' },
      expect.stringContaining('The query is not supported.'),
    )
    const readOnly = (await signIn(fake, { account: 'creator' }, { scope: SCOPES.youtubeReadonly, includeGrantedScopes: false }))
      .access_token
    expect((await report({ metrics: 'views' }, readOnly)).body.error.errors[0]?.reason).toBe('insufficientPermissions')
    const withKey = await call<ApiError>(
      fake,
      '/v2/reports',
      { ids: 'channel==MINE', startDate: '2026-11-01', endDate: '2026-11-02', metrics: 'views' },
      { key: fakeApiKeys.valid },
    )
    expect(withKey.status).toBe(401)
  })
})

describe('outages and set-up', () => {
  it('takes one host down while the others answer', async () => {
    fake.setFault({ kind: 'failing', hosts: ['analytics'] })
    const down = await report({ metrics: 'views' })
    expect(down.status).toBe(503)
    expect(down.body.error).toMatchObject({ code: 503, status: 'UNAVAILABLE', errors: [{ reason: 'backendError' }] })
    expect((await call(fake, '/youtube/v3/channels', { part: 'id', mine: 'true' }, { token })).status).toBe(200)
    fake.setFault({ kind: 'none' })
    expect((await report({ metrics: 'views' })).status).toBe(200)
  })

  it('gives every base URL of the app in one object', () => {
    expect(Object.keys(FAKE_GOOGLE_ENV(fake.url)).sort()).toEqual([
      'GOOGLE_ACCOUNTS_BASE_URL',
      'GOOGLE_OAUTH_BASE_URL',
      'GOOGLE_OPENID_BASE_URL',
      'YOUTUBE_ANALYTICS_BASE_URL',
      'YOUTUBE_API_BASE_URL',
      'YOUTUBE_IMAGE_BASE_URL',
      'YOUTUBE_OEMBED_BASE_URL',
      'YOUTUBE_SUGGEST_BASE_URL',
    ])
    expect(new Set(Object.values(FAKE_GOOGLE_ENV(fake.url)))).toEqual(new Set([fake.url]))
  })
})
