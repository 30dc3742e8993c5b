import type { RelationshipField } from 'payload'

import { isAdminField } from '@/access/isAdminField'

/** The customer a document belongs to: set by the server on create, never changed by its owner. */
export const ownerField: RelationshipField = {
  name: 'owner',
  type: 'relationship',
  relationTo: 'users',
  required: true,
  index: true,
  access: { update: isAdminField },
  admin: {
    position: 'sidebar',
    components: { Cell: '/src/components/admin/OwnerCell#OwnerCell', Field: '/src/components/admin/OwnerCell#OwnerField' },
  },
}
