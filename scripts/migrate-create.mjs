#!/usr/bin/env node
/**
 * `npm run migrate:create <name>`: the migration of a schema change for both SQL engines at once,
 * `src/migrations/<time>_<name>.ts` for SQLite and `src/migrations-postgres/<time>_<name>.ts` for
 * PostgreSQL, each diffed against its engine's last snapshot (the .json beside each migration), so
 * no database is needed. MongoDB needs none for schema changes (docs/databases.md). Extra flags
 * (`--skip-empty`, `--force-accept-warning`) go to `payload migrate:create`.
 */
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
if (!args[0] || args[0].startsWith('-')) {
  console.error('Usage: npm run migrate:create <name> (a few words, e.g. orders_refund_reason)')
  process.exit(1)
}

// Never connected to: `migrate:create` only reads the URI to choose the adapter.
const ENGINES = [
  ['SQLite (src/migrations)', 'file:./data/app.db'],
  ['PostgreSQL (src/migrations-postgres)', 'postgres://127.0.0.1:5432/tubelift'],
]

for (const [engine, uri] of ENGINES) {
  console.log(`\n▶ ${engine}`)
  const result = spawnSync('npx', ['payload', 'migrate:create', ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URI: uri, NODE_OPTIONS: '--no-deprecation', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
