import type { UIField } from 'payload'

/**
 * The "Used by" panel of a collection with delete rules that refuse (docs/delete-rules.md): the
 * documents that keep this one from being deleted, with links. Only on saved documents.
 */
export const usedByField: UIField = {
  name: 'usedBy',
  label: 'Used by',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '@/components/admin/UsedBy#UsedBy' },
    condition: (data) => Boolean(data?.id),
  },
}
