import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

import { applyDeleteRules } from '@/seed/delete-rules-migration'

/** The data side of the SQLite migration of the same name (MongoDB needs no schema change). */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  await applyDeleteRules(payload, req)
}

/** The references stay (nothing reads them once the delete rules are gone), as does the policy's wording. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
