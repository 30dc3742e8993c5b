/**
 * `npm run db:copy -- --from file:./data/app.db --to postgres://user:password@host:5432/tubelift`
 *
 * Moves a site that started on the embedded SQLite database to PostgreSQL: applies the committed
 * PostgreSQL migrations to the target (`payload migrate`), copies every row (copy.ts), and prints
 * what it copied. The target must be empty; the SQLite file is only read. Media and uploads stay
 * where they are (MEDIA_DIR, UPLOADS_DIR): the rows keep their file names. Stop the app first, so
 * nothing is written to SQLite during the copy. Steps and MongoDB: docs/databases.md.
 */
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { copySqliteToPostgres } from './copy'

const USAGE = 'Usage: npm run db:copy -- --from file:./data/app.db --to postgres://user:password@host:5432/database'

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`)
  process.exit(1)
}

const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' } } })
const from = values.from ?? fail('--from is missing: the SQLite database to copy (file:…).')
const to = values.to ?? fail('--to is missing: the PostgreSQL database to fill (postgres://…).')
if (!from.startsWith('file:')) fail(`--from must be a SQLite file (file:…), not ${from}`)
if (!/^postgres(ql)?:\/\//.test(to)) fail('--to must be a PostgreSQL URI (postgres://… or postgresql://…)')

console.log('Applying the PostgreSQL migrations to the target…')
const migrated = spawnSync('npx', ['payload', 'migrate'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URI: to,
    SEED_ON_START: 'false',
    NODE_OPTIONS: '--no-deprecation',
    PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
  },
})
if (migrated.status !== 0) fail('The migrations failed: nothing was copied.')

const source = createClient({ url: from })
const target = new pg.Client({ connectionString: to })
await target.connect()
try {
  const started = Date.now()
  const copies = await copySqliteToPostgres(source, target)
  const rows = copies.reduce((total, copy) => total + copy.rows, 0)
  for (const copy of copies.filter((entry) => entry.rows > 0)) console.log(`  ${copy.table.padEnd(40)} ${copy.rows}`)
  console.log(
    `Copied ${rows} rows of ${copies.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s; every table's count matches.`,
  )
} catch (error) {
  console.error(`Nothing was copied: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  await target.end()
  source.close()
}
