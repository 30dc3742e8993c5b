import type { CollectionConfig } from 'payload'

import { customerOrStaff } from '@/access/customerOrStaff'
import { isStaff } from '@/access/isStaff'
import { revalidateCollection } from '@/hooks/revalidateCollection'
import { DELIVERY_TAG } from '@/lib/campaign-delivery/tags'

import { normaliseDeliveryDay } from './hooks/normaliseDeliveryDay'
import { setCustomerFromOrder } from '@/collections/campaign-delivery/setCustomerFromOrder'

const expire = revalidateCollection(DELIVERY_TAG)

/**
 * What a paid campaign delivered, one document per order and day, entered by staff or imported from
 * the ad platform's daily report. The order's customer reads their own; only staff write.
 */
export const CampaignDeliveries: CollectionConfig = {
  slug: 'campaign-deliveries',
  labels: { singular: 'Delivery day', plural: 'Campaign delivery' },
  admin: {
    group: 'Campaign delivery',
    useAsTitle: 'day',
    defaultColumns: ['order', 'day', 'impressions', 'views', 'spend', 'viewRate'],
    description: 'What each campaign delivered per day. Import a Google Ads daily report from the order, or add days here.',
  },
  access: { read: customerOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'day',
  indexes: [{ fields: ['order', 'day'], unique: true }],
  hooks: {
    beforeChange: [normaliseDeliveryDay, setCustomerFromOrder],
    afterChange: expire.afterChange,
    afterDelete: expire.afterDelete,
  },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    {
      name: 'day',
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'impressions', type: 'number', required: true, min: 0, defaultValue: 0 },
        { name: 'views', type: 'number', required: true, min: 0, defaultValue: 0 },
        {
          name: 'viewRate',
          type: 'number',
          min: 0,
          max: 100,
          admin: { description: 'Views per impression, in %. Computed when left empty.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'watchSeconds', label: 'Watch time (seconds)', type: 'number', required: true, min: 0, defaultValue: 0 },
        {
          name: 'spend',
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0,
          label: 'Spend (cents)',
          admin: {
            description: 'In cents, in the order’s currency (41.40 is 4140). Lists show it as an amount.',
            components: { Cell: '/src/components/campaign-delivery/admin/SpendCell#SpendCell' },
          },
        },
      ],
    },
    { name: 'note', type: 'text', maxLength: 500 },
    {
      name: 'customer',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'The order’s customer, copied from the order.' },
    },
  ],
}
