import { describe, expect, it } from 'vitest'

import { chargesFor, DAILY_BUDGET, isDataApiMethod, QUOTA_COST, quotaTable } from '@/tools/youtube/quota-cost'

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

describe('the quota table as configuration', () => {
  it('takes other costs and budgets from the settings and keeps YouTube’s for the rest', () => {
    const table = quotaTable({ costs: { 'videos.update': 40 }, budget: { units: 50_000, search: undefined } })
    expect(table.costs['videos.update']).toBe(40)
    expect(table.costs['thumbnails.set']).toBe(50)
    expect(table.budget).toEqual({ units: 50_000, search: DAILY_BUDGET.search })
    expect(chargesFor('videos.update', table)).toEqual([{ bucket: 'units', cost: 40 }])
  })

  it('knows the calls of the connected channel and of issue 34’s writes', () => {
    expect(['channels.list', 'playlistItems.list', 'videos.update', 'thumbnails.set', 'videos.batchGetStats'].every(isDataApiMethod)).toBe(
      true,
    )
    expect(isDataApiMethod('videos.delete')).toBe(false)
  })
})
