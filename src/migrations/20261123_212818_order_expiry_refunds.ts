import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // payload_jobs_stats and payload_jobs.meta come from 20261123_212337_campaign_delivery, which runs first.
  await db.run(sql`ALTER TABLE \`orders_payments\` ADD \`method\` text;`)
  await db.run(sql`ALTER TABLE \`orders_payments\` ADD \`refund_reference\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`needs_attention\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`expires_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`revision\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`orders_needs_attention_idx\` ON \`orders\` (\`needs_attention\`);`)
  await db.run(sql`CREATE INDEX \`orders_expires_at_idx\` ON \`orders\` (\`expires_at\`);`)
  // Orders placed before expiry existed get the default window from now, not from when they were placed.
  await db.run(sql`UPDATE \`orders\` SET \`expires_at\` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+24 hours') WHERE \`status\` IN ('pending_payment', 'payment_failed') AND \`expires_at\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_needs_attention_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_expires_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`needs_attention\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`expires_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`revision\`;`)
  await db.run(sql`ALTER TABLE \`orders_payments\` DROP COLUMN \`method\`;`)
  await db.run(sql`ALTER TABLE \`orders_payments\` DROP COLUMN \`refund_reference\`;`)
}
