import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { nobody } from '@/access/nobody'
import { env } from '@/lib/env'
import { emailHash } from '@/lib/subscriptions/tokens'

/**
 * Addresses never to email again: those who left (so a forged subscribe cannot add them back without
 * their confirmation) and those that bounced or complained. Only a keyed hash is kept (decision 018).
 * Staff type an address; it is hashed, and any subscriber with it is removed.
 */
const hashTypedAddress: CollectionBeforeValidateHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || !data) return data
  const typed = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
  if (!typed) return data
  await req.payload.delete({ collection: 'subscribers', where: { email: { equals: typed } }, req, overrideAccess: true, depth: 0 })
  return { ...data, email: undefined, emailHash: emailHash(typed, env.PAYLOAD_SECRET) }
}

export const SubscriptionSuppressions: CollectionConfig = {
  slug: 'subscription-suppressions',
  admin: {
    group: 'Subscriptions',
    useAsTitle: 'reason',
    defaultColumns: ['reason', 'createdAt'],
    description:
      'Addresses that are never emailed: they left, bounced or complained. Add one by typing the address; only its hash is kept.',
  },
  access: { read: isStaff, create: isStaff, update: nobody, delete: isStaff },
  hooks: { beforeValidate: [hashTypedAddress] },
  fields: [
    {
      name: 'email',
      type: 'email',
      virtual: true,
      admin: { description: 'Typed here, stored only as a hash.', condition: (data) => !data?.id },
    },
    { name: 'emailHash', type: 'text', required: true, unique: true, admin: { readOnly: true, condition: (data) => Boolean(data?.id) } },
    {
      name: 'reason',
      type: 'select',
      required: true,
      defaultValue: 'bounce',
      options: [
        { label: 'Left (unsubscribed)', value: 'unsubscribed' },
        { label: 'Bounced', value: 'bounce' },
        { label: 'Complained (marked as spam)', value: 'complaint' },
      ],
    },
  ],
}
