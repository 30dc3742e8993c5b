import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { UpdateJobsArgs } from 'payload'

/**
 * Payload claims queued jobs by finding the ones not processing, then writing `processing: true` to
 * each by id: two runners (two instances, or two runners of one) can both find a job and both run it,
 * sending an email twice. Here the claim is one conditional statement instead
 * (`UPDATE … WHERE id IN (found) AND processing = false RETURNING id`): a runner that finds a job
 * another runner claimed meanwhile waits for that row, sees it processing and leaves it. Every
 * other `updateJobs` call (results, errors, releases) is Payload's own.
 */
type ClaimArgs = UpdateJobsArgs & { data: { processing: true } }

export const isClaim = (args: UpdateJobsArgs): args is ClaimArgs =>
  args.data.processing === true && Object.keys(args.data).every((key) => key === 'processing' || key === 'updatedAt')

export async function claimJobs(adapter: PostgresAdapter, args: ClaimArgs) {
  const where = args.id !== undefined ? { id: { equals: args.id } } : args.where
  const found = await adapter.find({
    collection: 'payload-jobs',
    where,
    sort: args.sort,
    limit: args.limit ?? 1,
    pagination: false,
    req: args.req,
  })
  if (found.docs.length === 0) return []
  const updatedAt = typeof args.data.updatedAt === 'string' ? args.data.updatedAt : new Date().toISOString()
  const transaction = args.req?.transactionID ? adapter.sessions[await args.req.transactionID]?.db : undefined
  const ids = found.docs.map((doc) => Number(doc.id))
  const { rows } = await (transaction ?? adapter.drizzle).execute<{ id: number }>(sql`
    UPDATE ${sql.identifier(adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs')}
    SET processing = true, updated_at = ${updatedAt}
    WHERE id IN ${ids} AND processing = false
    RETURNING id`)
  const claimed = new Set(rows.map((row) => Number(row.id)))
  return found.docs.filter((doc) => claimed.has(Number(doc.id))).map((doc) => ({ ...doc, processing: true, updatedAt }))
}
