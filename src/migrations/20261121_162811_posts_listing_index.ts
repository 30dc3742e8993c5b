import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`_status_publishedAt_createdAt_idx\` ON \`posts\` (\`_status\`,\`published_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`version__status_version_publishedAt_version_createdAt_idx\` ON \`_posts_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_status_publishedAt_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`version__status_version_publishedAt_version_createdAt_idx\`;`)
}
