import type { CollectionConfig, Field } from 'payload'

import { customerOrStaff } from '@/access/customerOrStaff'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { isStaffField } from '@/access/isStaffField'
import { nobody } from '@/access/nobody'
import { nobodyField } from '@/access/nobodyField'
import { CURRENCIES } from '@/commerce/money'
import { ATTEMPT_STATUSES, canTransition, isPaid, ORDER_STATUSES, PROVIDER_NAMES, STATUS_LABELS, type OrderStatus } from '@/commerce/status'
import { emailOrderUpdate } from './hooks/emailOrderUpdate'
import { bumpOrderRevision } from './hooks/bumpOrderRevision'
import { enforceOrderTransition } from './hooks/enforceOrderTransition'
import { queueCampaignDeliveryJobs } from './hooks/queueCampaignDeliveryJobs'
import { requireRefundByRules } from './hooks/requireRefundByRules'
import { requireCompletionReason } from './hooks/requireCompletionReason'
import { orderDeliveryFields } from '@/collections/campaign-delivery/orderFields'

/** Set by the server when the order is placed, then frozen: nobody edits them through the API or admin. */
const frozen = (field: Field): Field => ({ ...field, access: { update: nobodyField }, admin: { ...field.admin, readOnly: true } }) as Field

const statusOptions = ORDER_STATUSES.map((value) => ({ label: STATUS_LABELS[value], value }))

export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    useAsTitle: 'number',
    group: 'Commerce',
    // Status and the date placed are columns and filters (Filters → Status / Created At).
    defaultColumns: ['number', 'status', 'needsAttention', 'customer', 'amount', 'payments', 'createdAt'],
    listSearchableFields: ['number', 'customerEmail', 'customerName'],
    description: 'Change an order’s status to move it along; only the allowed next steps are accepted, and the customer is emailed.',
  },
  // Orders are created only by checkout (server code); staff correct them through status transitions.
  access: { read: customerOrStaff, create: nobody, update: isStaff, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [requireCompletionReason, enforceOrderTransition, requireRefundByRules, bumpOrderRevision],
    afterChange: [emailOrderUpdate, queueCampaignDeliveryJobs],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending_payment',
      options: statusOptions,
      access: { update: isStaffField },
      admin: { position: 'sidebar' },
      // The admin offers the current status and the ones the transition table allows from it, except
      // "Refunded", which only a refund made in the Refunds panel sets (hooks/requireRefundByRules).
      filterOptions: ({ data, options }) => {
        const current = (data?.status ?? 'pending_payment') as OrderStatus
        return options.filter((option) => {
          const value = (typeof option === 'string' ? option : option.value) as OrderStatus
          return value === current || (value !== 'refunded' && canTransition(current, value))
        })
      },
    },
    {
      name: 'needsAttention',
      type: 'checkbox',
      index: true,
      defaultValue: false,
      access: { read: isStaffField, update: isStaffField },
      admin: {
        position: 'sidebar',
        components: { Cell: '/src/components/commerce/admin/OrderFields#NeedsAttentionCell' },
        description:
          'Set when a payment arrived for an order that no longer wanted it and was refunded automatically (see the history and payments). Untick once handled.',
      },
    },
    frozen({
      name: 'expiresAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', description: 'An order still unpaid at this time expires.', date: { pickerAppearance: 'dayAndTime' } },
    }),
    // Bumped on every change: server code updates an order only if nobody changed it since it was read.
    frozen({ name: 'revision', type: 'number', defaultValue: 0, admin: { hidden: true } }),
    frozen({ name: 'number', type: 'text', required: true, unique: true, index: true }),
    frozen({
      name: 'customer',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: {
        position: 'sidebar',
        components: {
          Cell: '/src/components/commerce/admin/OrderFields#CustomerCell',
          Field: '/src/components/commerce/admin/OrderFields#CustomerField',
        },
      },
    }),
    frozen({ name: 'customerName', type: 'text', admin: { position: 'sidebar' } }),
    frozen({ name: 'customerEmail', type: 'text', index: true, admin: { position: 'sidebar' } }),
    frozen({ name: 'service', type: 'relationship', relationTo: 'services' }),
    frozen({
      name: 'item',
      type: 'group',
      admin: { description: 'The package as it was bought.' },
      fields: [
        { name: 'serviceName', type: 'text', required: true },
        { name: 'serviceSlug', type: 'text', required: true },
        { name: 'packageId', type: 'text', required: true },
        { name: 'packageName', type: 'text', required: true },
        { name: 'deliverable', type: 'text', required: true },
        { name: 'durationDays', type: 'number', required: true },
      ],
    }),
    frozen({
      name: 'video',
      type: 'group',
      fields: [
        { name: 'url', type: 'text', required: true },
        { name: 'videoId', type: 'text', required: true },
        { name: 'title', type: 'text' },
        { name: 'channel', type: 'text' },
      ],
    }),
    frozen({
      name: 'targeting',
      type: 'json',
      required: true,
      admin: { components: { Field: '/src/components/commerce/admin/OrderFields#TargetingField' } },
    }),
    frozen({
      name: 'amount',
      type: 'number',
      required: true,
      min: 0,
      admin: {
        description: 'In cents.',
        components: {
          Cell: '/src/components/commerce/admin/OrderFields#AmountCell',
          Field: '/src/components/commerce/admin/OrderFields#AmountField',
        },
      },
    }),
    frozen({ name: 'currency', type: 'select', required: true, options: CURRENCIES.map((c) => ({ label: c.toUpperCase(), value: c })) }),
    frozen({
      name: 'statusHistory',
      type: 'array',
      fields: [
        { name: 'status', type: 'select', required: true, options: statusOptions },
        { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'by', type: 'select', required: true, options: ['customer', 'staff', 'payment', 'system'] },
        { name: 'note', type: 'text' },
      ],
    }),
    frozen({
      name: 'payments',
      type: 'array',
      admin: {
        description: 'Every payment attempt, newest last.',
        components: { Cell: '/src/components/commerce/admin/OrderFields#PaymentsCell' },
      },
      fields: [
        { name: 'attemptId', type: 'text', required: true },
        { name: 'provider', type: 'select', required: true, options: [...PROVIDER_NAMES] },
        { name: 'sessionId', type: 'text', required: true, index: true },
        { name: 'status', type: 'select', required: true, options: [...ATTEMPT_STATUSES] },
        { name: 'reference', type: 'text', admin: { description: 'The provider’s payment id (e.g. Stripe payment intent).' } },
        { name: 'method', type: 'text', admin: { description: 'How the payer paid (card, sepa_debit, test…).' } },
        { name: 'refundReference', type: 'text', admin: { description: 'The provider’s refund id, when this payment was given back.' } },
        { name: 'failureReason', type: 'text' },
        { name: 'createdAt', type: 'date', required: true },
      ],
    }),
    frozen({
      name: 'refund',
      type: 'group',
      fields: [
        { name: 'reference', type: 'text' },
        { name: 'at', type: 'date' },
      ],
    }),
    {
      name: 'internalNotes',
      type: 'array',
      access: { read: isStaffField, create: isStaffField, update: isStaffField },
      admin: { description: 'Only staff see these.' },
      fields: [
        { name: 'note', type: 'textarea', required: true, maxLength: 2000 },
        { name: 'author', type: 'relationship', relationTo: 'users' },
        { name: 'at', type: 'date' },
      ],
    },
    {
      name: 'refundsPanel',
      type: 'ui',
      admin: {
        components: { Field: '/src/components/commerce/admin/OrderRefunds#OrderRefunds' },
        condition: (data) => isPaid(data?.status),
      },
    },
    ...orderDeliveryFields,
  ],
}
