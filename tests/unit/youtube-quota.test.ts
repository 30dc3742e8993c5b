import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { spendQuota } from '@/lib/youtube/quota'
import { DAILY_BUDGET } from '@/tools/youtube/quota-cost'

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
