import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/activeOrStaff'
import { isStaff } from '@/access/isStaff'
import { CURRENCIES } from '@/commerce/money'
import { slugField } from '@/fields/slug'
import { revalidateCollection } from '@/hooks/revalidateCollection'
import { cacheTags } from '@/lib/cache/tags'
import { usedByField } from '@/fields/usedBy'

/** The promotion catalogue: each service and the packages it is sold in. Prices are in minor units. */
export const Services: CollectionConfig = {
  slug: 'services',
  admin: { useAsTitle: 'name', group: 'Commerce', defaultColumns: ['name', 'active', 'sortOrder', 'updatedAt'] },
  access: { read: activeOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidateCollection(cacheTags.services),
  defaultSort: 'sortOrder',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    slugField({ from: 'name' }),
    { name: 'summary', type: 'text', required: true, maxLength: 160, admin: { description: 'One line under the name.' } },
    { name: 'description', type: 'textarea', required: true, maxLength: 1200 },
    {
      name: 'highlights',
      type: 'array',
      maxRows: 6,
      admin: { description: 'What the customer gets, one short line each.' },
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 120 }],
    },
    {
      name: 'disclaimer',
      type: 'textarea',
      maxLength: 400,
      defaultValue:
        'Campaigns run as real video ads shown to viewers who chose to watch. Results are estimates based on past campaigns, not guarantees.',
    },
    {
      type: 'row',
      fields: [
        { name: 'active', type: 'checkbox', defaultValue: true, admin: { description: 'Shown and sold on the site.' } },
        { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { description: 'Lower first.' } },
      ],
    },
    usedByField,
    {
      name: 'targeting',
      type: 'group',
      admin: { description: 'Which targeting choices customers get for this service.' },
      fields: [
        { name: 'countries', type: 'checkbox', defaultValue: true },
        { name: 'interests', type: 'checkbox', defaultValue: true },
        { name: 'ageRange', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'packages',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 40 },
            {
              name: 'price',
              type: 'number',
              required: true,
              min: 100,
              max: 10_000_000,
              admin: { description: 'In cents: 4900 = 49.00.' },
              validate: (value: number | null | undefined) => (Number.isSafeInteger(value) ? true : 'Use a whole number of cents.'),
            },
            {
              name: 'currency',
              type: 'select',
              required: true,
              defaultValue: 'usd',
              options: CURRENCIES.map((c) => ({ label: c.toUpperCase(), value: c })),
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'deliverable',
              type: 'text',
              required: true,
              maxLength: 80,
              admin: { description: 'The honest estimate, e.g. “5,000–7,000 views”.' },
            },
            { name: 'durationDays', type: 'number', required: true, min: 1, max: 90 },
            {
              name: 'popular',
              label: 'Recommended',
              type: 'checkbox',
              defaultValue: false,
              // Labelled "Recommended", not "Most chosen": it is our advice, not a count of past orders.
              admin: { description: 'Highlights this package as the one we recommend (shown as “Recommended”).' },
            },
          ],
        },
      ],
    },
  ],
}
