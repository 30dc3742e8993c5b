import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { nobodyField } from '@/access/nobodyField'
import { ownerOrStaff } from '@/access/ownerOrStaff'
import { ownerField } from '@/fields/owner'

import { revokeOnDelete } from './hooks/revokeOnDelete'

/**
 * A customer's connected YouTube channel (decision 020): its figures, the last 28 days of analytics
 * and the sealed refresh token that reads them. Only the server writes it (connect, refresh); the
 * owner reads and deletes (disconnect), staff read the metadata. The token is hidden from every API
 * and the admin, and its field access refuses everyone besides: only `src/lib/channel` opens it.
 */
export const Channels: CollectionConfig = {
  slug: 'channels',
  admin: {
    group: 'Channel',
    useAsTitle: 'title',
    defaultColumns: ['title', 'handle', 'status', 'owner', 'demo', 'statsFetchedAt'],
  },
  access: { read: ownerOrStaff, create: nobody, update: nobody, delete: ownerOrStaff },
  hooks: { beforeDelete: [revokeOnDelete] },
  defaultSort: 'title',
  fields: [
    ownerField,
    { name: 'youtubeChannelId', type: 'text', required: true, unique: true, index: true, maxLength: 40 },
    { name: 'title', type: 'text', required: true, maxLength: 200 },
    { name: 'handle', type: 'text', maxLength: 100 },
    { name: 'avatarUrl', type: 'text', maxLength: 500 },
    { name: 'subscribers', type: 'number', min: 0, admin: { description: 'Empty when the channel hides its count.' } },
    { name: 'views', type: 'number', min: 0, defaultValue: 0 },
    { name: 'videoCount', type: 'number', min: 0, defaultValue: 0 },
    { name: 'uploadsPlaylistId', type: 'text', maxLength: 40 },
    { name: 'country', type: 'text', maxLength: 2, admin: { description: 'The channel’s country as set on YouTube (ISO 3166-1).' } },
    { name: 'defaultLanguage', type: 'text', maxLength: 20, admin: { description: 'The channel’s language as set on YouTube.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: [
        { label: 'Active', value: 'active' },
        { label: 'Needs reconnecting', value: 'needs_reconnect' },
      ],
    },
    { name: 'demo', type: 'checkbox', defaultValue: false, admin: { description: 'Seeded sample data, never fetched from YouTube.' } },
    {
      name: 'scopes',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'What Google granted.',
        components: { Field: '/src/components/admin/JsonValueField#JsonValueField' },
      },
    },
    {
      name: 'refreshToken',
      type: 'text',
      hidden: true,
      access: { read: nobodyField, create: nobodyField, update: nobodyField },
    },
    {
      name: 'analytics',
      type: 'json',
      admin: {
        readOnly: true,
        description: 'Views, minutes watched and subscribers gained, by day.',
        components: { Field: '/src/components/admin/JsonValueField#JsonValueField' },
      },
    },
    { name: 'statsFetchedAt', type: 'date', admin: { readOnly: true } },
    { name: 'videosFetchedAt', type: 'date', admin: { readOnly: true } },
    { name: 'analyticsFetchedAt', type: 'date', admin: { readOnly: true } },
    {
      name: 'audit',
      type: 'group',
      admin: { description: 'The last audit of every upload (the 500 newest): its progress, resumable where it stopped.' },
      fields: [
        {
          name: 'status',
          type: 'select',
          defaultValue: 'none',
          options: ['none', 'queued', 'running', 'done', 'failed'].map((value) => ({ label: value, value })),
        },
        { name: 'done', type: 'number', min: 0, defaultValue: 0 },
        { name: 'total', type: 'number', min: 0, defaultValue: 0 },
        { name: 'pageToken', type: 'text', admin: { readOnly: true } },
        { name: 'problem', type: 'text', admin: { readOnly: true } },
        { name: 'startedAt', type: 'date', admin: { readOnly: true } },
        { name: 'finishedAt', type: 'date', admin: { readOnly: true } },
      ],
    },
  ],
}
