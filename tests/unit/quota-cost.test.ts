import { describe, expect, it } from 'vitest'

import { chargesFor, DAILY_BUDGET, QUOTA_COST } from '@/tools/youtube/quota-cost'

describe('the YouTube quota cost table', () => {
  it('charges what YouTube’s table says: 100 units a search, 1 unit a list call', () => {
    expect(QUOTA_COST['search.list']).toBe(100)
    expect(QUOTA_COST['videos.list']).toBe(1)
    expect(QUOTA_COST['videos.batchGetStats']).toBe(1)
    expect(chargesFor('videos.batchGetStats')).toEqual([{ bucket: 'units', cost: 1 }])
  })

  it('counts a search against the daily units and against the search guard', () => {
    expect(chargesFor('search.list')).toEqual([
      { bucket: 'search', cost: 1 },
      { bucket: 'units', cost: 100 },
    ])
    expect(chargesFor('videos.list')).toEqual([{ bucket: 'units', cost: 1 }])
  })

  it('keeps the budgets under YouTube’s 10,000 units, with searches unable to use all of them', () => {
    expect(DAILY_BUDGET.units).toBeLessThan(10_000)
    expect(DAILY_BUDGET.search * QUOTA_COST['search.list']).toBeLessThan(DAILY_BUDGET.units)
  })
})
