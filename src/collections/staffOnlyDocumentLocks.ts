import type { SanitizedConfig } from 'payload'

import { isStaff } from '@/access/isStaff'

/**
 * Payload adds its document-lock collection (`payload-locked-documents`) while it builds the config,
 * open to every signed-in user and with no option to change that: a customer could lock staff out
 * of an order in someone else's name, delete staff locks or see what staff are editing. Locks only
 * serve the admin, so once the config is built the collection becomes staff-only.
 */
export async function withStaffOnlyDocumentLocks(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const built = await config
  const locks = built.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, read: isStaff, create: isStaff, update: isStaff, delete: isStaff }
  return built
}
