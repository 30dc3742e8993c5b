import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`watchlist_digest\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`watchlist_digest_week\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`watchlist_digest\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`watchlist_digest_week\`;`)
}
