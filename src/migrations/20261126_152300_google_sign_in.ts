import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`google_subject\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`google_email\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`has_password\` integer DEFAULT true;`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_google_subject_idx\` ON \`users\` (\`google_subject\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_google_subject_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`google_subject\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`google_email\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`has_password\`;`)
}
