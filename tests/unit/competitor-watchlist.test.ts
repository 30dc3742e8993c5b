import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parseChannelRef } from '@/tools/competitor-watchlist/channel-ref'
import {
  formatAge,
  formatScore,
  MAX_SCORE,
  outlierScore,
  scoreUploads,
  shareOfViewsAt,
  viewsAtHorizon,
} from '@/tools/competitor-watchlist/outlier'
import { nextScheduledRead } from '@/tools/competitor-watchlist/schedule'
import { watchlistAddSchema } from '@/tools/competitor-watchlist/schema'

const ID = 'UCabcdefghijklmnopqrstuv'

describe('reading what a creator typed to watch a channel', () => {
  it.each([
    ['@outlierlabs', { kind: 'handle', handle: '@outlierlabs' }],
    ['outlierlabs', { kind: 'handle', handle: '@outlierlabs' }],
    ['  @Outlier.Labs-2  ', { kind: 'handle', handle: '@Outlier.Labs-2' }],
    ['https://www.youtube.com/@outlierlabs', { kind: 'handle', handle: '@outlierlabs' }],
    ['youtube.com/@outlierlabs/videos?view=0', { kind: 'handle', handle: '@outlierlabs' }],
    ['https://m.youtube.com/@outlierlabs/shorts', { kind: 'handle', handle: '@outlierlabs' }],
    [`https://www.youtube.com/channel/${ID}`, { kind: 'id', id: ID }],
    [`www.youtube.com/channel/${ID}/featured`, { kind: 'id', id: ID }],
    [ID, { kind: 'id', id: ID }],
    ['https://www.youtube.com/c/OutlierLabs', { kind: 'handle', handle: '@OutlierLabs' }],
    ['https://www.youtube.com/user/outlierlabs', { kind: 'username', username: 'outlierlabs' }],
  ])('%s', (input, expected) => {
    expect(parseChannelRef(input)).toEqual(expected)
  })

  it.each([
    '',
    '   ',
    '@x',
    'https://vimeo.com/@outlierlabs',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/channel/UCshort',
    'two words',
    'https://www.youtube.com/@',
    `@${'a'.repeat(31)}`,
  ])('names no channel: %j', (input) => {
    expect(parseChannelRef(input)).toBeNull()
  })

  it('the form schema says what to type next to the field', () => {
    const refused = watchlistAddSchema.safeParse({ channel: 'https://vimeo.com/x' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toMatch(/YouTube channel URL/)
    expect(watchlistAddSchema.safeParse({ channel: '' }).error?.issues[0]?.message).toBe('Enter a channel’s URL, @handle or id.')
    expect(watchlistAddSchema.parse({ channel: ' @outlierlabs ' })).toEqual({ channel: '@outlierlabs' })
  })
})

const NOW = new Date('2026-11-26T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString()

describe('the outlier score', () => {
  it('brings views to a 30-day equivalent by age', () => {
    expect(shareOfViewsAt(30)).toBe(1)
    expect(shareOfViewsAt(90)).toBe(1)
    expect(shareOfViewsAt(1)).toBeCloseTo(0.2, 1)
    expect(viewsAtHorizon(1_000, 1)).toBeGreaterThan(viewsAtHorizon(1_000, 10))
  })

  it('scores a hit against the median of the channel’s other uploads of the window', () => {
    const uploads = [
      { videoId: 'a', views: 8_000, publishedAt: daysAgo(30) },
      { videoId: 'b', views: 8_000, publishedAt: daysAgo(30) },
      { videoId: 'c', views: 8_000, publishedAt: daysAgo(30) },
      { videoId: 'hit', views: 32_000, publishedAt: daysAgo(30) },
      // Same views at a third of the age count for more: it is still early for it.
      { videoId: 'young', views: 8_000, publishedAt: daysAgo(3) },
      { videoId: 'new', views: 500, publishedAt: daysAgo(0.5) },
    ]
    const scores = scoreUploads(uploads, NOW)
    expect(scores.get('hit')).toBeCloseTo(4, 5)
    // 8,000 views at 3 days are about 19,800 at 30 days: above the usual of 8,000.
    expect(scores.get('young')).toBeCloseTo(8_000 / shareOfViewsAt(3) / 8_000, 5)
    expect(scores.get('a')!).toBeLessThan(1)
    // Under a day old: too early to say.
    expect(scores.get('new')).toBeNull()
  })

  it('needs at least three other scored uploads to know the channel’s usual', () => {
    const three = ['a', 'b', 'c'].map((videoId) => ({ videoId, views: 100, publishedAt: daysAgo(10) }))
    expect([...scoreUploads(three, NOW).values()]).toEqual([null, null, null])
    const four = [...three, { videoId: 'd', views: 400, publishedAt: daysAgo(10) }]
    expect(scoreUploads(four, NOW).get('d')).toBeCloseTo(4, 5)
  })

  const views = fc.integer({ min: 0, max: 2_000_000_000 })

  it('is bounded: between 0 and MAX_SCORE whatever the views and ages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ views, age: fc.double({ min: 0, max: 60, noNaN: true }) }), { minLength: 0, maxLength: 50 }),
        (rows) => {
          const uploads = rows.map((row, i) => ({ videoId: `v${i}`, views: row.views, publishedAt: daysAgo(row.age) }))
          for (const score of scoreUploads(uploads, NOW).values()) {
            if (score === null) continue
            expect(score).toBeGreaterThanOrEqual(0)
            expect(score).toBeLessThanOrEqual(MAX_SCORE)
          }
        },
      ),
    )
  })

  it('is monotonic in views: more views never score lower, the other uploads unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(views, { minLength: 3, maxLength: 20 }),
        views,
        views,
        fc.double({ min: 1, max: 45, noNaN: true }),
        (others, a, b, age) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          const peers = others.map((v, i) => ({ videoId: `p${i}`, views: v, publishedAt: daysAgo(5 + i) }))
          const score = (v: number) => scoreUploads([...peers, { videoId: 'x', views: v, publishedAt: daysAgo(age) }], NOW).get('x')!
          expect(score(high)).toBeGreaterThanOrEqual(score(low))
        },
      ),
    )
  })

  it('is MAX_SCORE for any views against a usual of none, 0 for none', () => {
    expect(outlierScore(10, 0)).toBe(MAX_SCORE)
    expect(outlierScore(0, 0)).toBe(0)
  })

  it('reads as a multiple of the channel’s usual, and ages in days', () => {
    expect(formatScore(3.24)).toBe('3.2× the channel’s usual')
    expect(formatScore(38.6)).toBe('39× the channel’s usual')
    expect(formatScore(MAX_SCORE)).toBe('100+× the channel’s usual')
    expect(formatAge(daysAgo(1.5), NOW)).toBe('1 day old')
    expect(formatAge(daysAgo(10.2), NOW)).toBe('10 days old')
  })
})

describe('the hourly read', () => {
  it('runs next at twenty past the hour', () => {
    expect(nextScheduledRead(new Date('2026-11-26T12:05:00Z')).toISOString()).toBe('2026-11-26T12:20:00.000Z')
    expect(nextScheduledRead(new Date('2026-11-26T12:20:00Z')).toISOString()).toBe('2026-11-26T13:20:00.000Z')
    expect(nextScheduledRead(new Date('2026-11-26T23:45:00Z')).toISOString()).toBe('2026-11-27T00:20:00.000Z')
  })
})
