import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './support/payload'

/**
 * What only MongoDB can get wrong (`INT_DATABASE=mongodb` with MONGODB_TEST_URI, a replica set):
 * the rest of the integration suite runs there too (sign-up, seed, malformed filters, webhooks).
 */
const mongo = process.env.DATABASE_URI?.startsWith('mongodb')

type Plan = { stage?: string; indexName?: string; inputStage?: Plan; inputStages?: Plan[]; queryPlan?: Plan }

function indexesUsed(plan: Plan | undefined): string[] {
  if (!plan) return []
  const own = plan.stage === 'IXSCAN' && plan.indexName ? [plan.indexName] : []
  return [...own, ...indexesUsed(plan.inputStage), ...indexesUsed(plan.queryPlan), ...(plan.inputStages ?? []).flatMap(indexesUsed)]
}

describe.skipIf(!mongo)('on a MongoDB replica set', () => {
  let payload: Payload
  let adapter: MongooseAdapter

  beforeAll(async () => {
    payload = await testPayload()
    adapter = payload.db as unknown as MongooseAdapter
  })

  it('runs in transactions, where an unfiltered count would be refused', () => {
    expect(adapter.transactionOptions).not.toBe(false)
  })

  it('creates the first account as an admin and the next ones as customers', async () => {
    const signUp = (email: string) =>
      payload.create({
        collection: 'users',
        data: { email, password: 'a long enough password', name: email } as never,
        overrideAccess: true,
        disableVerificationEmail: true,
        depth: 0,
      })
    const first = await signUp('first@mongo.test')
    const second = await signUp('second@mongo.test')
    expect(first.roles).toEqual(['admin'])
    expect(second.roles).not.toContain('admin')
  })

  it('has its unique indexes in place as soon as Payload has started', async () => {
    const attempts = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        payload.create({
          collection: 'payment-events',
          data: { eventId: 'evt_unique_at_start', provider: 'stripe', type: 'checkout.session.completed' },
          overrideAccess: true,
        }),
      ),
    )
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1)
  })

  it('answers the blog listing query from the compound index', async () => {
    const explained = (await adapter.collections
      .posts!.find({ _status: 'published', publishedAt: { $lte: new Date() } })
      .sort({ publishedAt: -1, createdAt: -1 })
      .limit(12)
      .explain('queryPlanner')) as unknown as { queryPlanner: { winningPlan: Plan } }
    expect(indexesUsed(explained.queryPlanner.winningPlan).some((name) => name.startsWith('_status_1_publishedAt_1'))).toBe(true)
  })
})
