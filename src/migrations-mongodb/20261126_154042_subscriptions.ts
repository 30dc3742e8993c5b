import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

/** The data side of the SQLite migration of the same name: the privacy policy's subscription text. */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  const { addSubscriptionClauses } = await import('@/seed/legal-updates')
  payload.logger.info(`Subscriptions: privacy policy ${await addSubscriptionClauses(payload, req)}.`)
}

/** The policy keeps its wording: staff own the legal pages. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
