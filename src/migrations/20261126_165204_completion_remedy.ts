import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`completion_remedy\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`completion_remedy_note\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`completion_remedy\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`completion_remedy_note\`;`)
}
