import type { Field } from 'payload'

import { isStaffField } from '@/access/isStaffField'
import { acceptsDelivery } from '@/lib/campaign-delivery/campaign'
import { COMPLETION_REMEDIES, REMEDY_LABELS } from '@/tools/campaign-delivery/shortfall'

const completing = (data: Partial<{ status: string }> | undefined) => data?.status === 'in_progress' || data?.status === 'completed'

/**
 * The delivery part of an order in the admin: the daily report import, the recorded days (a join on
 * campaign-deliveries) and what is asked when completing an order with nothing recorded (a reason) or
 * below the package's low end (a reason and the remedy, which the customer reads in the final email
 * and the report; the reason stays with staff).
 */
export const orderDeliveryFields: Field[] = [
  {
    name: 'deliveryImport',
    type: 'ui',
    admin: {
      components: { Field: '@/components/campaign-delivery/admin/DeliveryImport#DeliveryImport' },
      condition: (data) => acceptsDelivery(data?.status),
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
      condition: (data) => acceptsDelivery(data?.status),
    },
  },
  {
    name: 'completionReason',
    type: 'textarea',
    maxLength: 500,
    access: { read: isStaffField, create: isStaffField, update: isStaffField },
    admin: {
      description:
        'Needed to complete an order with no delivery recorded or below the package’s low end; it goes into the order’s history.',
      condition: completing,
    },
  },
  {
    name: 'completionRemedy',
    label: 'What the customer gets for the shortfall',
    type: 'select',
    options: COMPLETION_REMEDIES.map((value) => ({ value, label: REMEDY_LABELS[value] })),
    access: { create: isStaffField, update: isStaffField },
    admin: {
      description: 'Needed to complete an order below the package’s low end. The customer reads it in the final email and the report.',
      condition: completing,
    },
  },
  {
    name: 'completionRemedyNote',
    label: 'Remedy details for the customer',
    type: 'textarea',
    maxLength: 500,
    access: { create: isStaffField, update: isStaffField },
    admin: {
      description: 'Optional, shown to the customer: e.g. “A 7-day top-up run starts on December 1.”',
      condition: completing,
    },
  },
]
