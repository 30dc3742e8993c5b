import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/** Each index is sampled, not read whole: a few milliseconds however large the database grows. */
const ANALYSIS_LIMIT_ROWS = 1_000

/**
 * SQLite's query planner chooses how to join tables from statistics (`sqlite_stat1`) that SQLite
 * gathers only when asked (ANALYZE). Without them, a category, tag or author listing read the posts
 * in date order and looked up each post's links until it had a page: for the last page nearly every
 * post, and its count read them all. With them it starts from the category's own links (decision 005).
 * Gathered when Payload
 * starts and by the `refreshDatabaseStatistics` job as content grows. MongoDB plans without this:
 * returns whether statistics were gathered.
 */
export async function refreshSqliteStatistics(payload: Payload): Promise<boolean> {
  if (payload.db.name !== 'sqlite') return false
  const { client } = payload.db as unknown as SQLiteAdapter
  await client.execute(`PRAGMA analysis_limit = ${ANALYSIS_LIMIT_ROWS}`)
  await client.execute('ANALYZE')
  return true
}

/** When Payload starts (after migrations and the seed): a failure only costs plan quality, so it is logged, not thrown. */
export async function gatherStatisticsOnStart(payload: Payload) {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  try {
    await refreshSqliteStatistics(payload)
  } catch (error) {
    payload.logger.warn({ msg: 'could not gather SQLite statistics', err: error })
  }
}
