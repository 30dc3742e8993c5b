import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { UpdateJobsArgs, Where } from 'payload'

/**
 * Payload claims queued jobs by finding the runnable ones, then writing `processing: true` to each
 * by id: two runners (two instances, or two runners of one) can both find a job and both run it,
 * sending an email twice. Here, in the transaction Payload opens for the claim, the found jobs are
 * locked (`FOR UPDATE SKIP LOCKED`: one another runner is claiming is left to it) and read again
 * with Payload's whole condition before they are marked. Checking `processing = false` alone is not
 * enough: a runner slowed between its read and its write would take a job another runner has
 * meanwhile completed (processing is false again until the job is deleted) and run it a second time.
 */
type ClaimArgs = UpdateJobsArgs & { data: { processing: true } }

const isClaim = (args: UpdateJobsArgs): args is ClaimArgs =>
  args.data.processing === true && Object.keys(args.data).every((key) => key === 'processing' || key === 'updatedAt')

async function claimJobs(adapter: PostgresAdapter, args: ClaimArgs) {
  const transactionID = await args.req?.transactionID
  const transaction = transactionID === undefined ? undefined : adapter.sessions[transactionID]?.db
  // The row locks last until the transaction ends: without one they would end with the statement.
  if (!transaction) throw new Error('A job claim runs in the transaction Payload opens for it')
  // Payload asks for one job by id (`payload.jobs.runByID`) without its runnable condition: a job
  // that is processing still stays with the runner running it.
  const notProcessing: Where = { processing: { equals: false } }
  const where: Where = { and: [args.id !== undefined ? { id: { equals: args.id } } : (args.where ?? {}), notProcessing] }
  const read = (within: Where, limit: number) =>
    adapter.find({ collection: 'payload-jobs', where: within, sort: args.sort, limit, pagination: false, req: args.req })
  const found = await read(where, args.limit ?? 1)
  if (found.docs.length === 0) return []
  const table = sql.identifier(adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs')
  const { rows: locked } = await transaction.execute<{ id: number }>(
    sql`SELECT id FROM ${table} WHERE id IN ${found.docs.map((doc) => Number(doc.id))} FOR UPDATE SKIP LOCKED`,
  )
  if (locked.length === 0) return []
  const claimable = await read({ and: [where, { id: { in: locked.map((row) => row.id) } }] }, locked.length)
  if (claimable.docs.length === 0) return []
  const updatedAt = typeof args.data.updatedAt === 'string' ? args.data.updatedAt : new Date().toISOString()
  await transaction.execute(
    sql`UPDATE ${table} SET processing = true, updated_at = ${updatedAt} WHERE id IN ${claimable.docs.map((doc) => Number(doc.id))}`,
  )
  return claimable.docs.map((doc) => ({ ...doc, processing: true, updatedAt }))
}

/**
 * `updateJobs` with atomic claims. Payload opens a transaction for each job update (a claim, a log
 * entry, a result) and ends it only when the update succeeds: on an error (a lost connection, a
 * statement timeout, a job deleted meanwhile) it stayed open, holding its row locks and a pooled
 * connection until PostgreSQL ended it after the idle-in-transaction timeout, and `pool.end()` at
 * shutdown waited for that connection. It is rolled back here before the error goes on.
 */
export function jobUpdates(adapter: PostgresAdapter, updateJobs: PostgresAdapter['updateJobs']): PostgresAdapter['updateJobs'] {
  return (async (args: UpdateJobsArgs) => {
    try {
      return await (isClaim(args) ? claimJobs(adapter, args) : updateJobs(args))
    } catch (error) {
      if (args.req?.transactionID) await adapter.rollbackTransaction(args.req.transactionID)
      throw error
    }
  }) as PostgresAdapter['updateJobs']
}
