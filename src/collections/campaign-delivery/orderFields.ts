import type { Field } from 'payload'

import { isStaffField } from '@/access/isStaffField'

/**
 * The delivery part of an order in the admin: the daily report import, the recorded days (a join on
 * campaign-deliveries) and the reason asked for when completing an order with nothing recorded.
 */
export const orderDeliveryFields: Field[] = [
  {
    name: 'deliveryImport',
    type: 'ui',
    admin: {
      components: { Field: '@/components/campaign-delivery/admin/DeliveryImport#DeliveryImport' },
      condition: (data) => ['paid', 'in_progress', 'completed'].includes(data?.status),
    },
  },
  {
    name: 'deliveries',
    label: 'Delivery by day',
    type: 'join',
    collection: 'campaign-deliveries',
    on: 'order',
    defaultSort: 'day',
    defaultLimit: 60,
    access: { read: isStaffField },
    admin: {
      defaultColumns: ['day', 'impressions', 'views', 'viewRate', 'watchSeconds', 'spend'],
      condition: (data) => ['paid', 'in_progress', 'completed'].includes(data?.status),
    },
  },
  {
    name: 'completionReason',
    type: 'textarea',
    maxLength: 500,
    access: { read: isStaffField, create: isStaffField, update: isStaffField },
    admin: {
      description: 'Needed to complete an order with no delivery recorded; it goes into the order’s history.',
      condition: (data) => data?.status === 'in_progress' || data?.status === 'completed',
    },
  },
]
