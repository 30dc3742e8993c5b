import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

import * as migration_20261126_120357_delete_rules from './20261126_120357_delete_rules'
import * as migration_20261126_154042_subscriptions from './20261126_154042_subscriptions'
import * as migration_20261126_185958_legal_pages_channel_refunds from './20261126_185958_legal_pages_channel_refunds'

/**
 * MongoDB migrations (`npm run migrate:create <name>` with a mongodb:// DATABASE_URI writes them
 * here; list each below). MongoDB needs none for schema changes; this folder is for data changes,
 * kept apart from the SQLite migrations in `src/migrations` so neither engine runs the other's.
 */
export const migrations: { name: string; up: (args: MigrateUpArgs) => Promise<void>; down: (args: MigrateDownArgs) => Promise<void> }[] = [
  { up: migration_20261126_120357_delete_rules.up, down: migration_20261126_120357_delete_rules.down, name: '20261126_120357_delete_rules' },
  { up: migration_20261126_154042_subscriptions.up, down: migration_20261126_154042_subscriptions.down, name: '20261126_154042_subscriptions' },
  {
    up: migration_20261126_185958_legal_pages_channel_refunds.up,
    down: migration_20261126_185958_legal_pages_channel_refunds.down,
    name: '20261126_185958_legal_pages_channel_refunds',
  },
]
