import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

/** Each index is sampled, not read whole: a few milliseconds however large the database grows. */
const ANALYSIS_LIMIT_ROWS = 1_000
/** Content grows and shifts; statistics a few hours old still lead the planner to the same plans. */
const REFRESH_EVERY_MS = 6 * 60 * 60 * 1_000

/**
 * SQLite's query planner chooses how to join tables from statistics (`sqlite_stat1`) that SQLite
 * gathers only when asked (ANALYZE). Without them, a category, tag or author listing read the posts
 * in date order and looked up each post's links until it had a page: for the last page nearly every
 * post, and its count read them all (10–36 ms and 10–19 ms with 10,000 posts). With them it starts
 * from the category's own links (1–7 ms and 0.6 ms; docs/benchmarks.md). Gathered once Payload has
 * started (after migrations and the seed) and again every few hours. MongoDB plans without this.
 */
export async function keepSqliteStatisticsFresh(payload: Payload) {
  if (payload.db.name !== 'sqlite' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { client } = payload.db as unknown as SQLiteAdapter
  const analyze = async () => {
    try {
      await client.execute(`PRAGMA analysis_limit = ${ANALYSIS_LIMIT_ROWS}`)
      await client.execute('ANALYZE')
    } catch (error) {
      // Only the plans' quality depends on it: a locked or read-only file must not stop the app.
      payload.logger.warn({ msg: 'could not refresh SQLite statistics', err: error })
    }
  }
  await analyze()
  setInterval(analyze, REFRESH_EVERY_MS).unref()
}
