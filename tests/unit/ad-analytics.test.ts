import { describe, expect, it } from 'vitest'

import { adViewsByDay, explainDifference, isFinalDay, pacificDay } from '@/tools/campaign-delivery/ad-analytics'

const now = new Date('2026-11-26T20:00:00Z') // 12:00 in Los Angeles

describe('YouTube Analytics ad views', () => {
  it('keeps the ADVERTISING rows per day and counts every source for the day’s total', () => {
    const days = adViewsByDay(
      [
        { day: '2026-11-20', source: 'YT_SEARCH', views: 40, engagedViews: 30, minutesWatched: 90 },
        { day: '2026-11-20', source: 'ADVERTISING', views: 120, engagedViews: 80, minutesWatched: 200 },
        { day: '2026-11-25', source: 'RELATED_VIDEO', views: 7, engagedViews: 5, minutesWatched: 10 },
      ],
      now,
    )
    expect(days).toEqual([
      { day: '2026-11-20', adViews: 120, adEngagedViews: 80, adMinutes: 200, allViews: 160, final: true },
      { day: '2026-11-25', adViews: 0, adEngagedViews: 0, adMinutes: 0, allViews: 7, final: false },
    ])
  })

  it('lists a final day Analytics sent no row for as a final day without views, and leaves later days to come', () => {
    const rows = [{ day: '2026-11-21', source: 'ADVERTISING', views: 90, engagedViews: 60, minutesWatched: 150 }]
    const days = adViewsByDay(rows, now, '2026-11-20')
    expect(days.map(({ day, adViews, final }) => [day, adViews, final])).toEqual([
      ['2026-11-20', 0, true],
      ['2026-11-21', 90, true],
      ['2026-11-22', 0, true],
      ['2026-11-23', 0, true],
    ])
    expect(explainDifference(0, days[0])).toBe('Both counts agree.')
    expect(adViewsByDay([], now, '2026-11-24')).toEqual([])
  })

  it('calls a day final three days later, in Pacific time', () => {
    expect(pacificDay(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26')
    expect(isFinalDay('2026-11-23', now)).toBe(true)
    expect(isFinalDay('2026-11-24', now)).toBe(false)
  })

  it('says in words why the counts differ', () => {
    const day = { day: '2026-11-20', adViews: 120, adEngagedViews: 80, adMinutes: 200, allViews: 160, final: true }
    expect(explainDifference(100, day)).toMatch(/^YouTube counted 20 more: it counts a view when playback starts/)
    expect(explainDifference(130, day)).toMatch(/^YouTube counted 10 fewer/)
    expect(explainDifference(120, day)).toBe('Both counts agree.')
    expect(explainDifference(130, { ...day, final: false })).toMatch(/Not final yet/)
    expect(explainDifference(50, undefined)).toMatch(/no figures for this day yet/)
    expect(explainDifference(null, day)).toMatch(/ad report for this day is not imported yet/)
  })
})
