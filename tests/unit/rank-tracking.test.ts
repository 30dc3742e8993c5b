import { describe, expect, it } from 'vitest'

import { chartGeometry } from '@/tools/rank-tracking/chart'
import {
  keywordsDue,
  nextCheckAbout,
  pacificHour,
  positionChange,
  rankOf,
  searchesAllowedNow,
  searchLocale,
  topBandMove,
  trackingBehind,
  type TrackerTurn,
} from '@/tools/rank-tracking/rank'
import { normaliseKeyword, rankKeywordSchema } from '@/tools/rank-tracking/schema'

const ids = Array.from({ length: 60 }, (_, i) => `video${String(i + 1).padStart(6, '0')}`)

describe('rank parsing', () => {
  it('is the 1-based position among the first 50 results', () => {
    expect(rankOf('video000001', ids)).toBe(1)
    expect(rankOf('video000037', ids)).toBe(37)
    expect(rankOf('video000050', ids)).toBe(50)
  })

  it('is null for a video past 50th or absent', () => {
    expect(rankOf('video000051', ids)).toBeNull()
    expect(rankOf('missingvid1', ids)).toBeNull()
    expect(rankOf('video000001', [])).toBeNull()
  })
})

describe('top-10 moves', () => {
  it('the first check is a starting point, not a move', () => {
    expect(topBandMove(undefined, 3)).toBeNull()
  })

  it('entering and leaving the top 10, including from and to outside the top 50', () => {
    expect(topBandMove(11, 10)).toBe('entered')
    expect(topBandMove(null, 1)).toBe('entered')
    expect(topBandMove(10, 11)).toBe('left')
    expect(topBandMove(4, null)).toBe('left')
  })

  it('moves within or outside the band are not', () => {
    expect(topBandMove(9, 2)).toBeNull()
    expect(topBandMove(30, 12)).toBeNull()
    expect(topBandMove(null, null)).toBeNull()
  })

  it('change counts places gained, outside the top 50 as 51', () => {
    expect(positionChange(8, 3)).toBe(5)
    expect(positionChange(3, 8)).toBe(-5)
    expect(positionChange(null, 50)).toBe(1)
    expect(positionChange(50, null)).toBe(-1)
    expect(positionChange(undefined, 4)).toBeNull()
    expect(positionChange(null, null)).toBeNull()
  })
})

describe('spreading the checks over the day', () => {
  it('allows the share evenly by hour, less what was spent', () => {
    expect(searchesAllowedNow(24, 0, 0)).toBe(1)
    expect(searchesAllowedNow(24, 1, 0)).toBe(0)
    expect(searchesAllowedNow(24, 5, 11)).toBe(7)
    expect(searchesAllowedNow(40, 0, 23)).toBe(40)
    expect(searchesAllowedNow(40, 40, 23)).toBe(0)
    expect(searchesAllowedNow(10, 0, 0)).toBe(1)
  })

  it('never allows more than the share in a day, whatever the runs', () => {
    for (const share of [1, 7, 24, 40, 100]) {
      let spent = 0
      for (let hour = 0; hour < 24; hour++) spent += searchesAllowedNow(share, spent, hour)
      // A second run in the same last hour finds nothing left.
      expect(spent + searchesAllowedNow(share, spent, 23)).toBe(share)
    }
  })

  const tracker = (id: number, checkedDay: string | null, lastCheckedAt: string | null): TrackerTurn => ({
    id,
    checkedDay,
    lastCheckedAt,
    createdAt: `2026-11-0${id}T00:00:00.000Z`,
  })

  it('checks the longest-waiting keywords not yet checked today, up to the allowance', () => {
    const trackers = [
      tracker(1, '2026-11-26', '2026-11-26T10:00:00.000Z'),
      tracker(2, '2026-11-25', '2026-11-25T09:00:00.000Z'),
      tracker(3, null, null),
      tracker(4, '2026-11-25', '2026-11-25T08:00:00.000Z'),
    ]
    expect(keywordsDue(trackers, '2026-11-26', 10)).toEqual([3, 4, 2])
    expect(keywordsDue(trackers, '2026-11-26', 2)).toEqual([3, 4])
    expect(keywordsDue(trackers, '2026-11-26', 0)).toEqual([])
  })

  it('tracking is behind when the last check is over 26 hours old', () => {
    const now = new Date('2026-11-26T12:00:00.000Z')
    expect(trackingBehind({ lastCheckedAt: '2026-11-25T12:00:00.000Z', createdAt: '2026-11-01T00:00:00.000Z' }, now)).toBe(false)
    expect(trackingBehind({ lastCheckedAt: '2026-11-25T09:00:00.000Z', createdAt: '2026-11-01T00:00:00.000Z' }, now)).toBe(true)
    expect(trackingBehind({ lastCheckedAt: null, createdAt: '2026-11-26T11:00:00.000Z' }, now)).toBe(false)
    expect(trackingBehind({ lastCheckedAt: null, createdAt: '2026-11-24T11:00:00.000Z' }, now)).toBe(true)
  })

  it('the next check is about a day after the last, never in the past', () => {
    const now = new Date('2026-11-26T12:20:00.000Z')
    expect(nextCheckAbout({ lastCheckedAt: '2026-11-26T08:00:00.000Z' }, now).toISOString()).toBe('2026-11-27T08:00:00.000Z')
    expect(nextCheckAbout({ lastCheckedAt: '2026-11-24T08:00:00.000Z' }, now).toISOString()).toBe('2026-11-26T13:00:00.000Z')
    expect(nextCheckAbout({ lastCheckedAt: null }, now).toISOString()).toBe('2026-11-26T13:00:00.000Z')
  })

  it('hours count in Pacific time, where YouTube’s quota day starts', () => {
    expect(pacificHour(new Date('2026-11-26T08:00:00.000Z'))).toBe(0)
    expect(pacificHour(new Date('2026-11-26T07:59:00.000Z'))).toBe(23)
    expect(pacificHour(new Date('2026-07-01T07:00:00.000Z'))).toBe(0)
  })
})

describe('the keyword form', () => {
  it('trims and collapses spaces; the key ignores case', () => {
    const parsed = rankKeywordSchema.parse({ videoId: 'dQw4w9WgXcQ', keyword: '  YouTube   SEO ' })
    expect(parsed.keyword).toBe('YouTube SEO')
    expect(normaliseKeyword(parsed.keyword)).toBe('youtube seo')
  })

  it('names the field at fault', () => {
    const result = rankKeywordSchema.safeParse({ videoId: 'nope', keyword: 'a' })
    expect(result.success).toBe(false)
    const paths = result.error!.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['videoId', 'keyword']))
    expect(rankKeywordSchema.safeParse({ videoId: 'dQw4w9WgXcQ', keyword: 'x'.repeat(101) }).success).toBe(false)
  })
})

describe('the chart', () => {
  it('puts position 1 at the top and breaks the line outside the top 50', () => {
    const chart = chartGeometry([
      { day: '2026-11-20', position: 1 },
      { day: '2026-11-21', position: 50 },
      { day: '2026-11-22', position: null },
      { day: '2026-11-23', position: 12 },
      { day: '2026-11-24', position: 5 },
    ])
    const [top, bottom, outside] = chart.dots
    expect(top!.y).toBeLessThan(bottom!.y)
    expect(bottom!.y).toBeLessThan(outside!.y)
    expect(chart.lines).toHaveLength(2)
    expect(chart.dots.every((dot) => dot.x >= 0 && dot.x <= chart.width && dot.y >= 0 && dot.y <= chart.height)).toBe(true)
  })

  it('draws a single check as a dot without a line', () => {
    const chart = chartGeometry([{ day: '2026-11-20', position: 3 }])
    expect(chart.lines).toEqual([])
    expect(chart.dots).toHaveLength(1)
  })
})

describe('the search locale', () => {
  it('searches from the channel’s country, in its language', () => {
    expect(searchLocale('us', 'en-US')).toEqual({ regionCode: 'US', relevanceLanguage: 'en' })
    expect(searchLocale('GB', null)).toEqual({ regionCode: 'GB' })
    expect(searchLocale(null, 'zh-Hant')).toEqual({ relevanceLanguage: 'zh-Hant' })
    expect(searchLocale('Narnia', '??')).toEqual({})
  })
})
