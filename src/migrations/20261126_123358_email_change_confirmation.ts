import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email_token\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email_expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`users_pending_email_token_idx\` ON \`users\` (\`pending_email_token\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_pending_email_token_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email_token\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email_expires_at\`;`)
}
