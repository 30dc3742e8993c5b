import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { quotaDay, spendCallQuota, spendQuota } from '@/lib/youtube/quota'
import { DAILY_BUDGET, QUOTA_COST } from '@/tools/youtube/quota-cost'

const duplicateKey = Object.assign(new Error('E11000 duplicate key error collection: youtube-quota index: day_1_bucket_1'), { code: 11000 })

/** A Payload on MongoDB whose quota model answers the calls in turn. */
function mongoPayload(...answers: (object | null | Error)[]) {
  const findOneAndUpdate = vi.fn()
  for (const answer of answers) {
    if (answer instanceof Error) findOneAndUpdate.mockRejectedValueOnce(answer)
    else findOneAndUpdate.mockResolvedValueOnce(answer)
  }
  const payload = { db: { name: 'mongoose', collections: { 'youtube-quota': { findOneAndUpdate } } } } as unknown as Payload
  return { payload, findOneAndUpdate }
}

describe('the YouTube quota counter on MongoDB', () => {
  it('spends with one conditional increment that creates the day’s document', async () => {
    const { payload, findOneAndUpdate } = mongoPayload({ used: 200 })
    await spendQuota(payload, 'units', 200)
    expect(findOneAndUpdate).toHaveBeenCalledTimes(1)
    expect(findOneAndUpdate).toHaveBeenCalledWith(
      expect.objectContaining({ bucket: 'units', used: { $lte: DAILY_BUDGET.units - 200 } }),
      expect.objectContaining({ $inc: { used: 200 } }),
      expect.objectContaining({ upsert: true }),
    )
  })

  it('still spends when a concurrent first spend of the day inserted the document first', async () => {
    const { payload, findOneAndUpdate } = mongoPayload(duplicateKey, { used: 400 })
    await spendQuota(payload, 'units', 200)
    expect(findOneAndUpdate).toHaveBeenCalledTimes(2)
    expect(findOneAndUpdate.mock.calls[1]![2]).not.toHaveProperty('upsert')
    expect(findOneAndUpdate.mock.calls[1]![1]).toMatchObject({ $inc: { used: 200 } })
  })

  it('refuses when the day’s document is over the limit', async () => {
    const { payload } = mongoPayload(duplicateKey, null)
    await expect(spendQuota(payload, 'units', 200)).rejects.toMatchObject({ kind: 'quota' })
  })

  it('passes any other database error on', async () => {
    const { payload } = mongoPayload(Object.assign(new Error('not primary'), { code: 10107 }))
    await expect(spendQuota(payload, 'units', 200)).rejects.toThrow('not primary')
  })
})

/** A Payload on MongoDB whose counters grant or refuse in turn, and whose use per feature records every update. */
function mongoPayloadWithUse(...granted: boolean[]) {
  const findOneAndUpdate = vi.fn()
  for (const answer of granted) findOneAndUpdate.mockResolvedValueOnce(answer ? { used: 1 } : null)
  const updateOne = vi.fn().mockResolvedValue({ acknowledged: true })
  const useUpdateOne = vi.fn().mockResolvedValue({ acknowledged: true })
  const collections = { 'youtube-quota': { findOneAndUpdate, updateOne }, 'youtube-quota-use': { updateOne: useUpdateOne } }
  return { payload: { db: { name: 'mongoose', collections } } as unknown as Payload, updateOne, useUpdateOne }
}

describe('the YouTube quota use per feature on MongoDB', () => {
  it('records a granted call with one $inc upsert on its day, feature and method', async () => {
    const { payload, useUpdateOne } = mongoPayloadWithUse(true)
    await spendCallQuota(payload, 'videos.update', 'channel-apply')
    expect(useUpdateOne).toHaveBeenCalledTimes(1)
    expect(useUpdateOne).toHaveBeenCalledWith(
      { day: quotaDay(), feature: 'channel-apply', method: 'videos.update' },
      expect.objectContaining({ $inc: { calls: 1, units: QUOTA_COST['videos.update'], refused: 0 } }),
      { upsert: true },
    )
  })

  it('records a search refused by the units as refused, after giving its search back', async () => {
    const { payload, updateOne, useUpdateOne } = mongoPayloadWithUse(true, false)
    await expect(spendCallQuota(payload, 'search.list', 'rank-tracking')).rejects.toMatchObject({ kind: 'quota' })
    expect(updateOne).toHaveBeenCalledWith(expect.objectContaining({ bucket: 'search' }), { $inc: { used: -1 } })
    expect(useUpdateOne).toHaveBeenCalledTimes(1)
    expect(useUpdateOne.mock.calls[0]![1]).toMatchObject({ $inc: { calls: 0, units: 0, refused: 1 } })
  })

  it('adds to the document a concurrent first charge inserted', async () => {
    const { payload, useUpdateOne } = mongoPayloadWithUse(true)
    useUpdateOne.mockRejectedValueOnce(duplicateKey)
    await spendCallQuota(payload, 'videos.list', 'seo-analyzer')
    expect(useUpdateOne).toHaveBeenCalledTimes(2)
    expect(useUpdateOne.mock.calls[1]).toHaveLength(2)
    expect(useUpdateOne.mock.calls[1]![1]).toMatchObject({ $inc: { calls: 1, units: 1, refused: 0 } })
  })
})
