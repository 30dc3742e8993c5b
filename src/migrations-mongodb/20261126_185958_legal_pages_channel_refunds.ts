import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

/**
 * MongoDB's twin of the SQLite migration of the same name, data only: the legal pages of a site
 * seeded earlier gain what the connected channel reads (issue 33) and the refund rules (issue 35).
 * The Markdown reader is loaded on demand: only this migration needs it.
 */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const { updateLegalSections } = await import('@/seed/legal-updates')
  await updateLegalSections(payload, req)
}

/** The pages keep their wording: staff own the legal pages. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
