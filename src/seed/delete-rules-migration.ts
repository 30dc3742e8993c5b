import type { Payload, PayloadRequest } from 'payload'

/**
 * The data side of migration 20261126_delete_rules, the same on every database (docs/delete-rules.md):
 * posts saved before their content references existed get them, and a privacy policy whose
 * paragraph on deleted accounts is still the seeded one says what deleting an account now does.
 * Loaded on demand: only this migration needs the Markdown reader.
 */
export async function applyDeleteRules(payload: Payload, req: PayloadRequest): Promise<void> {
  const [{ backfillContentReferences }, { updateAccountDeletionClause }] = await Promise.all([
    import('@/collections/blog/Posts/hooks/setContentReferences'),
    import('./legal-updates'),
  ])
  await backfillContentReferences(payload, req)
  const policy = await updateAccountDeletionClause(payload, req)
  payload.logger.info(`Delete rules: post content references filled in; privacy policy ${policy}.`)
}
