import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { orderInput, shopWithCustomer, startStripeForFile, startYouTubeForFile } from './support/commerce'

/**
 * What SQLite's single writer hid, on PostgreSQL: several writers at once, with no Redis (the int
 * suite has no REDIS_URL), must stay exact through the database itself. "Two instances" are two
 * fresh copies of the app's modules (`vi.resetModules`), so they share no in-process lock or queue,
 * only the database, as two servers do; their statements run at once on separate connections.
 */
const postgres = process.env.INT_DATABASE === 'postgres'

const stripe = await startStripeForFile({ webhookSecret: 'whsec_concurrency_secret', asyncSettleMs: 200 })
await startYouTubeForFile()
const { testPayload, createUser, createAuthor, lexicalParagraph } = await import('./support/payload')

let payload: Payload

/** The app's modules as another instance loads them. */
async function instance() {
  vi.resetModules()
  const [lifecycle, webhook] = await Promise.all([import('@/lib/commerce/lifecycle'), import('@/lib/services/commerce/webhook')])
  return { ...lifecycle, ...webhook }
}

const settled = async <T>(work: Promise<T>[]) => {
  const results = await Promise.allSettled(work)
  return {
    fulfilled: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    rejected: results.flatMap((result) => (result.status === 'rejected' ? [result.reason as { status?: number; message?: string }] : [])),
  }
}

/** A point one task waits at until another opens it. */
function gate() {
  let open = () => {}
  const passed = new Promise<void>((resolve) => (open = resolve))
  const state = {
    opened: false,
    passed,
    open: () => {
      state.opened = true
      open()
    },
  }
  return state
}

describe.runIf(postgres)('on PostgreSQL, several writers at once and no Redis', () => {
  beforeAll(async () => {
    payload = await testPayload()
  })

  it('makes exactly one of several first accounts created at once an admin', async () => {
    const { fulfilled } = await settled(
      Array.from({ length: 6 }, (_, i) => createUser(payload, ['customer'], { email: `first-${i}@example.test` })),
    )
    expect(fulfilled).toHaveLength(6)
    expect(fulfilled.filter((user) => user.roles.includes('admin'))).toHaveLength(1)
  })

  it('gives posts created at once with one title a slug each', async () => {
    const author = await createAuthor(payload)
    const create = () =>
      payload.create({
        collection: 'posts',
        data: {
          title: 'Same title at once',
          excerpt: 'Excerpt.',
          content: lexicalParagraph('Body.'),
          authors: [author.id],
          _status: 'published',
        },
        depth: 0,
      })
    const { fulfilled, rejected } = await settled(Array.from({ length: 6 }, create))
    expect(rejected.map((error) => error.message)).toEqual([])
    expect(new Set(fulfilled.map((post) => post.slug)).size).toBe(6)
  })

  it('runs each queued job once when four runners claim at the same moment', async () => {
    const send = vi.spyOn(payload, 'sendEmail')
    const subjects = Array.from({ length: 12 }, (_, i) => `Claimed once ${i}`)
    for (const subject of subjects)
      await payload.jobs.queue({ task: 'sendEmail', input: { to: 'claims@example.test', subject, html: '<p>x</p>', text: 'x' } })
    await Promise.all(Array.from({ length: 4 }, () => payload.jobs.run({ limit: 12 })))
    const sent = send.mock.calls
      .map(([message]) => (message as { subject: string }).subject)
      .filter((subject) => subjects.includes(subject))
    expect(sent.sort()).toEqual([...subjects].sort())
    send.mockRestore()
  })

  it('leaves a job that another runner completed while this one was claiming (a busy instance) alone', async () => {
    // Its own queue, so the file's job crons take no part. The slow runner reads the queue, then stalls
    // until the fast one has claimed, run and completed the job and is about to delete it.
    const queue = 'claim-race'
    const subject = 'Completed by the other runner'
    const send = vi.spyOn(payload, 'sendEmail')
    const job = await payload.jobs.queue({
      queue,
      task: 'sendEmail',
      input: { to: 'race@example.test', subject, html: '<p>x</p>', text: 'x' },
    })
    const { find, deleteMany } = payload.db
    const slowHasRead = gate()
    const fastCompleted = gate()
    vi.spyOn(payload.db, 'find').mockImplementation(async (args) => {
      const found = await find.call(payload.db, args)
      if (args.collection === 'payload-jobs' && JSON.stringify(args.where).includes(queue) && !slowHasRead.opened) {
        slowHasRead.open()
        await fastCompleted.passed
      }
      return found
    })
    let slowRun: Promise<unknown> | undefined
    vi.spyOn(payload.db, 'deleteMany').mockImplementation(async (args) => {
      if (args.collection === 'payload-jobs' && JSON.stringify(args.where).includes(`[${job.id}]`) && !fastCompleted.opened) {
        fastCompleted.open()
        await slowRun
      }
      return deleteMany.call(payload.db, args)
    })
    try {
      slowRun = payload.jobs.run({ queue })
      await slowHasRead.passed
      await Promise.all([payload.jobs.run({ queue }), slowRun])
      const sent = send.mock.calls.filter(([message]) => (message as { subject: string }).subject === subject)
      expect(sent).toHaveLength(1)
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('does not run a job by id that another runner is running', async () => {
    const send = vi.spyOn(payload, 'sendEmail')
    const subject = 'Running elsewhere'
    const job = await payload.jobs.queue({
      queue: 'by-id',
      task: 'sendEmail',
      input: { to: 'by-id@example.test', subject, html: '<p>x</p>', text: 'x' },
    })
    await payload.db.updateOne({ collection: 'payload-jobs', id: job.id, data: { processing: true } })
    await payload.jobs.runByID({ id: job.id })
    expect(send.mock.calls.filter(([message]) => (message as { subject: string }).subject === subject)).toEqual([])
    send.mockRestore()
  })

  it('ends the transaction of a job update that fails, so it holds no connection or lock', async () => {
    // Payload's job runner opens a transaction per job update and ends it only on success; a job
    // deleted meanwhile (here: one that never existed) makes the log entry's insert fail.
    const db = payload.db as unknown as PostgresAdapter
    const transactionID = await db.beginTransaction()
    const { rows: backend } = await db.sessions[transactionID!]!.db.execute<{ pid: number }>(sql`SELECT pg_backend_pid() AS pid`)
    const logEntry = {
      id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
      taskSlug: 'sendEmail',
      taskID: '1',
      state: 'succeeded',
      executedAt: new Date().toISOString(),
      completedAt: new Date().toISOString(),
    }
    await expect(
      db.updateJobs({ id: 2_000_000_000, data: { log: { $push: logEntry } } as never, req: { transactionID } as never }),
    ).rejects.toThrow()
    expect(db.sessions[transactionID!]).toBeUndefined()
    const { rows } = await db.drizzle.execute<{ state: string }>(sql`SELECT state FROM pg_stat_activity WHERE pid = ${backend[0]!.pid}`)
    expect(rows[0]?.state).not.toMatch(/in transaction/)
  })

  describe('orders', () => {
    let alice: Awaited<ReturnType<typeof createUser>>
    let packageId: string

    beforeAll(async () => {
      ;({ alice, packageId } = await shopWithCustomer(payload))
      stripe.setWebhookMode('never')
    })

    async function paidAtStripe() {
      const { placeOrder, startPayment } = await import('@/lib/services/commerce/orders')
      const order = await placeOrder(alice, orderInput(packageId))
      const { redirectUrl } = await startPayment(order)
      const sessionId = new URL(redirectUrl).pathname.split('/').pop()!
      await fetch(`${stripe.url}/pay/${sessionId}/complete`, {
        method: 'POST',
        body: new URLSearchParams({ email: 'payer@example.test' }),
        redirect: 'manual',
      })
      const event = stripe.events.find(
        (e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionId,
      )!
      return { order, sessionId, event }
    }

    async function expectPaidOnce(orderId: number, number: string) {
      const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0 })
      expect(order.status).toBe('paid')
      expect((order.statusHistory ?? []).filter((entry) => entry.status === 'paid')).toHaveLength(1)
      const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, depth: 0, limit: 0 })
      expect(docs.filter((job) => (job.input as { subject?: string }).subject === `Payment received · order ${number}`)).toHaveLength(1)
    }

    it('apply one payment reported ten times at once on two instances once, with one receipt', async () => {
      const [a, b] = [await instance(), await instance()]
      const { order, sessionId } = await paidAtStripe()
      const report = { sessionId, outcome: 'paid', reference: `pi_${sessionId}`, source: 'webhook' } as const
      const { rejected } = await settled(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).applySessionOutcome(payload, report)))
      expect(rejected.map((error) => error.message)).toEqual([])
      await expectPaidOnce(order.id, order.number)
    })

    it('record a webhook event delivered ten times at once on two instances once', async () => {
      const [a, b] = [await instance(), await instance()]
      const { order, event } = await paidAtStripe()
      const { fulfilled, rejected } = await settled(
        Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).handleStripeEvent(event as Parameters<typeof a.handleStripeEvent>[0])),
      )
      expect(rejected.map((error) => error.message)).toEqual([])
      expect(fulfilled).toContain('handled')
      expect((await payload.count({ collection: 'payment-events', where: { eventId: { equals: event.id } } })).totalDocs).toBe(1)
      await expectPaidOnce(order.id, order.number)
    })
  })
})
