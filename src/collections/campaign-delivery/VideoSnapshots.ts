import type { CollectionConfig } from 'payload'

import { customerOrStaff } from '@/access/customerOrStaff'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'

import { setCustomerFromOrder } from '@/collections/campaign-delivery/setCustomerFromOrder'

/**
 * YouTube's own public counters for a promoted video, recorded by the view-tracking job (at payment,
 * then daily until 14 days after completion), so a customer can compare what the campaign delivered
 * with what YouTube counts. Written by the job only; staff may correct them.
 */
export const VideoSnapshots: CollectionConfig = {
  slug: 'video-snapshots',
  labels: { singular: 'Video snapshot', plural: 'Video snapshots' },
  admin: {
    group: 'Campaign delivery',
    useAsTitle: 'videoId',
    defaultColumns: ['order', 'takenAt', 'viewCount', 'likeCount', 'commentCount'],
    description: 'Public view, like and comment counts from the YouTube Data API, recorded daily by the tracking job.',
  },
  access: { read: customerOrStaff, create: isStaff, update: isStaff, delete: isAdmin },
  defaultSort: 'takenAt',
  hooks: { beforeChange: [setCustomerFromOrder] },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'videoId', type: 'text', required: true, index: true },
    { name: 'takenAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    /** The UTC day of takenAt: one snapshot per order and day. */
    { name: 'day', type: 'text', required: true, admin: { readOnly: true } },
    {
      type: 'row',
      fields: [
        { name: 'viewCount', type: 'number', required: true, min: 0 },
        { name: 'likeCount', type: 'number', min: 0 },
        { name: 'commentCount', type: 'number', min: 0 },
      ],
    },
    { name: 'customer', type: 'relationship', relationTo: 'users', index: true, admin: { readOnly: true, position: 'sidebar' } },
  ],
  indexes: [{ fields: ['order', 'day'], unique: true }],
}
