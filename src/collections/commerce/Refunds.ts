import type { CollectionConfig } from 'payload'

import { customerOrStaff } from '@/access/customerOrStaff'
import { nobody } from '@/access/nobody'
import { CURRENCIES } from '@/commerce/money'
import { REFUND_RULES, REFUND_RULE_LABELS } from '@/commerce/refund-rules'
import { REFUND_STATUSES, REFUND_STATUS_LABELS } from '@/commerce/refund-status'
import { PROVIDER_NAMES } from '@/commerce/status'

/**
 * One record per refund request (docs/refunds.md): a customer's request to stop, or a refund staff
 * issue. Its `requestKey` is the idempotency key sent to the provider, so a double click or a retry
 * after a timeout refunds once. Written only by server code (src/lib/commerce/refunds.ts); the
 * customer reads their own, as the credit note.
 */
export const Refunds: CollectionConfig = {
  slug: 'refunds',
  admin: {
    group: 'Commerce',
    useAsTitle: 'number',
    defaultColumns: ['number', 'status', 'order', 'amount', 'rule', 'requestedBy', 'createdAt'],
    listSearchableFields: ['number'],
    description: 'Refunds and customers’ requests to stop a campaign. Issue, approve or decline them from the order.',
  },
  access: { read: customerOrStaff, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'number', type: 'text', required: true, unique: true, index: true, admin: { description: 'The credit note’s number.' } },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'customer', type: 'relationship', relationTo: 'users', index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: REFUND_STATUSES.map((value) => ({ label: REFUND_STATUS_LABELS[value], value })),
    },
    { name: 'rule', type: 'select', required: true, options: REFUND_RULES.map((value) => ({ label: REFUND_RULE_LABELS[value], value })) },
    { name: 'amount', type: 'number', required: true, min: 0, admin: { description: 'In cents.' } },
    { name: 'currency', type: 'select', required: true, options: CURRENCIES.map((c) => ({ label: c.toUpperCase(), value: c })) },
    { name: 'explanation', type: 'text', admin: { description: 'How the amount was computed.' } },
    { name: 'requestedBy', type: 'select', required: true, options: ['customer', 'staff'] },
    { name: 'reason', type: 'textarea', maxLength: 1000, admin: { description: 'Why, in the words of whoever asked.' } },
    { name: 'decidedBy', type: 'relationship', relationTo: 'users' },
    { name: 'decisionNote', type: 'textarea', maxLength: 1000, admin: { description: 'Why a request was declined.' } },
    { name: 'requestKey', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
    { name: 'provider', type: 'select', options: [...PROVIDER_NAMES] },
    { name: 'providerRefundId', type: 'text', index: true },
    { name: 'failureReason', type: 'text' },
    { name: 'issuedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
