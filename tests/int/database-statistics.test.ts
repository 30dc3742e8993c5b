import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAuthor, lexicalParagraph, testPayload } from './support/payload'

const sqlite = process.env.DATABASE_URI?.startsWith('file:')

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Rows of SQLite's planner statistics for an index, as `index → stat`. */
async function statistics(): Promise<Record<string, string>> {
  const { client } = payload.db as unknown as SQLiteAdapter
  const { rows } = await client.execute("select idx, stat from sqlite_stat1 where tbl = 'posts_rels'")
  return Object.fromEntries(rows.map((row) => [String(row.idx), String(row.stat)]))
}

describe.runIf(sqlite)('query planner statistics (SQLite)', () => {
  it('are gathered by the scheduled job for the links a category listing starts from', async () => {
    const author = await createAuthor(payload)
    const categories = await Promise.all(
      [1, 2, 3].map((n) => payload.create({ collection: 'categories', data: { title: `Statistics category ${n}` }, depth: 0 })),
    )
    for (let i = 0; i < 12; i++) {
      await payload.create({
        collection: 'posts',
        data: {
          title: `Statistics post ${i}`,
          excerpt: 'An excerpt.',
          content: lexicalParagraph('Body'),
          authors: [author.id],
          categories: [categories[i % 3]!.id],
          _status: 'published',
        },
        depth: 0,
        context: { disableRevalidate: true },
      })
    }
    expect(await statistics()).not.toHaveProperty('posts_rels_categories_id_idx')

    const job = await payload.jobs.queue({ task: 'refreshDatabaseStatistics', input: {} })
    await payload.jobs.runByID({ id: job.id })
    // "rows in the table, rows per category": what lets the planner start from one category's links.
    expect((await statistics()).posts_rels_categories_id_idx).toMatch(/^\d+ \d+$/)
  })
})
