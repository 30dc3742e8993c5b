import { beforeEach, describe, expect, it } from 'vitest'

// Small budgets, read when the quota module is first imported: a day fills up in a few calls.
Object.assign(process.env, { YOUTUBE_QUOTA_DAILY_UNITS: '1000', YOUTUBE_QUOTA_DAILY_SEARCHES: '3' })

const { testPayload, createUser, sessionToken } = await import('./support/payload')
const { graphql, rest } = await import('./support/http')
const { chargedCall, markQuotaSpent, purgeOldQuotaDays, quotaDay, quotaUsed, spendCallQuota } = await import('@/lib/youtube/quota')
const { YouTubeError } = await import('@/tools/youtube/errors')
const { shiftDay } = await import('@/tools/youtube/quota-day')
const { getQuotaUse } = await import('@/lib/data/quota-use')

const payload = await testPayload()
const admin = await createUser(payload, ['admin'], { _verified: true })
const customer = await createUser(payload, ['customer'], { _verified: true })

type Use = { feature: string; method: string; calls: number; units: number; refused: number }

/** Today's recorded use, one entry per feature and method, with numbers (PostgreSQL answers numeric as text). */
async function recordedUse(): Promise<Use[]> {
  const { docs } = await payload.find({
    collection: 'youtube-quota-use',
    where: { day: { equals: quotaDay() } },
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs
    .map(({ feature, method, calls, units, refused }) => ({
      feature,
      method,
      calls: Number(calls),
      units: Number(units),
      refused: Number(refused),
    }))
    .sort((a, b) => `${a.feature} ${a.method}`.localeCompare(`${b.feature} ${b.method}`))
}

const sum = (uses: Use[], key: 'calls' | 'units' | 'refused', method?: string) =>
  uses.filter((use) => !method || use.method === method).reduce((total, use) => total + use[key], 0)

beforeEach(async () => {
  await payload.delete({ collection: 'youtube-quota-use', where: { id: { exists: true } }, depth: 0 })
  await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, depth: 0 })
})

describe('YouTube quota use per feature', () => {
  it('records concurrent charges exactly, refused calls apart, and totals equal to the counters', async () => {
    const charges = [
      ...Array.from({ length: 30 }, () => spendCallQuota(payload, 'videos.list', 'rank-tracking')),
      ...Array.from({ length: 30 }, () => spendCallQuota(payload, 'videos.batchGetStats', 'view-tracking')),
      ...Array.from({ length: 5 }, () => spendCallQuota(payload, 'search.list', 'keyword-explorer')),
    ]
    const results = await Promise.allSettled(charges)
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(2)
    const uses = await recordedUse()
    expect(uses).toEqual([
      { feature: 'keyword-explorer', method: 'search.list', calls: 3, units: 300, refused: 2 },
      { feature: 'rank-tracking', method: 'videos.list', calls: 30, units: 30, refused: 0 },
      { feature: 'view-tracking', method: 'videos.batchGetStats', calls: 30, units: 30, refused: 0 },
    ])
    expect(sum(uses, 'units')).toBe(await quotaUsed(payload, 'units'))
    expect(sum(uses, 'calls', 'search.list')).toBe(await quotaUsed(payload, 'search'))
  })

  it('counts a search given back by the units budget as refused, not used', async () => {
    for (let i = 0; i < 2; i++) await spendCallQuota(payload, 'search.list', 'competitor-watchlist')
    for (let i = 0; i < 16; i++) await spendCallQuota(payload, 'videos.update', 'channel-apply')
    // Units are spent (1,000): the search bucket takes the third search, the units refuse it, the search is given back.
    await expect(spendCallQuota(payload, 'search.list', 'competitor-watchlist')).rejects.toMatchObject({ kind: 'quota' })
    await expect(spendCallQuota(payload, 'videos.list', 'channel-apply')).rejects.toMatchObject({ kind: 'quota' })
    const uses = await recordedUse()
    expect(uses).toEqual([
      { feature: 'channel-apply', method: 'videos.list', calls: 0, units: 0, refused: 1 },
      { feature: 'channel-apply', method: 'videos.update', calls: 16, units: 800, refused: 0 },
      { feature: 'competitor-watchlist', method: 'search.list', calls: 2, units: 200, refused: 1 },
    ])
    expect(await quotaUsed(payload, 'search')).toBe(2)
    expect(sum(uses, 'units')).toBe(await quotaUsed(payload, 'units'))
  })

  it("stops every call for the day on YouTube's quotaExceeded, and on a per-minute rate limit only that call", async () => {
    const refused = (kind: 'rate_limited' | 'quota') => () => Promise.reject(new YouTubeError(kind, kind))
    await expect(chargedCall(payload, 'videos.list', refused('rate_limited'), 'rank-tracking')).rejects.toMatchObject({
      kind: 'rate_limited',
    })
    expect(await quotaUsed(payload, 'units')).toBe(1)
    await expect(chargedCall(payload, 'videos.list', () => Promise.resolve('answered'), 'rank-tracking')).resolves.toBe('answered')
    await expect(chargedCall(payload, 'videos.list', refused('quota'), 'rank-tracking')).rejects.toMatchObject({ kind: 'quota' })
    expect(await quotaUsed(payload, 'units')).toBe(1000)
    await expect(spendCallQuota(payload, 'videos.list', 'rank-tracking')).rejects.toMatchObject({ kind: 'quota' })
  })

  it('shows admins the day per feature, with what YouTube marked spent apart', async () => {
    await spendCallQuota(payload, 'search.list', 'rank-tracking')
    await spendCallQuota(payload, 'videos.list', 'seo-analyzer')
    await markQuotaSpent(payload, 'units')
    const { today, summary, week } = await getQuotaUse(admin, undefined)
    expect(summary.day).toBe(today)
    expect(summary.features.map((use) => [use.label, use.units, use.share])).toEqual([
      ['Rank tracking', 100, 0.1],
      ['SEO analyzer', 1, 0.001],
    ])
    expect(summary.unattributed).toBe(899)
    expect(summary.buckets).toEqual([
      { bucket: 'units', used: 1000, budget: 1000, share: 1 },
      { bucket: 'search', used: 1, budget: 3, share: 1 / 3 },
    ])
    expect(week[0]).toEqual({ day: today, calls: 2, units: 101, searches: 1, refused: 0 })
  })

  it('is read by admins only: not by a customer, not over REST or GraphQL', async () => {
    await spendCallQuota(payload, 'videos.list', 'seo-analyzer')
    await expect(getQuotaUse(customer, undefined)).rejects.toMatchObject({ status: 403 })
    const token = await sessionToken(payload, customer)
    const listed = await rest('GET', '/api/youtube-quota-use', { token })
    expect(listed.status).toBe(403)
    const counters = await rest('GET', '/api/youtube-quota', { token })
    expect(counters.status).toBe(403)
    const queried = await graphql('{ YouTubeQuotaUses { docs { feature units } } }', {}, { token })
    expect(queried.body.data?.YouTubeQuotaUses ?? null).toBeNull()
    expect(queried.body.errors?.[0]?.message).toMatch(/not allowed/i)
    const created = await rest('POST', '/api/youtube-quota-use', {
      token: await sessionToken(payload, admin),
      body: { day: quotaDay(), feature: 'x', method: 'videos.list', calls: 1, units: 1, refused: 0 },
    })
    expect(created.status).toBe(403)
    const asAdmin = await rest('GET', '/api/youtube-quota-use', { token: await sessionToken(payload, admin) })
    expect(asAdmin.body.docs).toHaveLength(1)
  })

  it('deletes quota days older than 90 days, keeping the rest', async () => {
    // Counted in quota days, not in 24-hour steps: between 07:00 and 08:00 UTC in winter, 91 × 24 h back
    // lands in summer time on the 90th quota day, which is kept. 20:00 UTC is midday in Los Angeles.
    const quotaDayAgo = (days: number) => new Date(`${shiftDay(quotaDay(), -days)}T20:00:00Z`)
    const longAgo = quotaDayAgo(91)
    const weekAgo = quotaDayAgo(7)
    await spendCallQuota(payload, 'videos.list', 'channel-sync', longAgo)
    await spendCallQuota(payload, 'videos.list', 'channel-sync', weekAgo)
    expect(await purgeOldQuotaDays(payload)).toBe(2)
    const { docs } = await payload.find({ collection: 'youtube-quota-use', limit: 0, pagination: false, depth: 0 })
    expect(docs.map((use) => use.day)).toEqual([quotaDay(weekAgo)])
    expect(await quotaUsed(payload, 'units', weekAgo)).toBe(1)
  })
})
