import type { CollectionAfterReadHook, CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'

/**
 * Sent and failed counts of a digest, read from its deliveries when staff look at it (the admin, REST):
 * the mailing's own jobs read it without a user and skip the three counts.
 */
const countDeliveries: CollectionAfterReadHook = async ({ doc, req }) => {
  if (!req.user) return doc
  const count = async (status: string) =>
    (
      await req.payload.count({
        collection: 'subscription-deliveries',
        where: { digest: { equals: doc.id }, status: { equals: status } },
        req,
        overrideAccess: true,
      })
    ).totalDocs
  const [sent, failed, waiting] = await Promise.all([count('sent'), count('failed'), count('queued')])
  return { ...doc, sent, failed, waiting }
}

const counter = (name: string, label: string) => ({ name, label, type: 'number', virtual: true, admin: { readOnly: true } }) as const

/**
 * One document per mailing: a week's digest (`weekly:2026-W47`) or a post sent on its own
 * (`post:<id>`). The unique key is what claims the mailing; each recipient is claimed by a delivery.
 */
export const SubscriptionDigests: CollectionConfig = {
  slug: 'subscription-digests',
  admin: {
    group: 'Subscriptions',
    useAsTitle: 'key',
    defaultColumns: ['key', 'kind', 'createdAt', 'sent', 'failed', 'waiting'],
    description: 'Every digest and post mailing, with how many emails were sent, failed or are still queued.',
  },
  defaultSort: '-createdAt',
  access: { read: isStaff, create: nobody, update: nobody, delete: isStaff },
  hooks: { afterRead: [countDeliveries] },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'kind', type: 'select', required: true, options: ['weekly', 'post'] },
    { name: 'posts', type: 'relationship', relationTo: 'posts', hasMany: true },
    counter('sent', 'Sent'),
    counter('failed', 'Failed'),
    counter('waiting', 'Queued'),
  ],
}
