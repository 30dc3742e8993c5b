import type { CollectionConfig, Field } from 'payload'

import { nobody } from '@/access/nobody'
import { nobodyField } from '@/access/nobodyField'
import { ownerOnly } from '@/access/ownerOnly'
import { ownerField } from '@/fields/owner'

/** Written by the rank check job only; the owner changes nothing but `alerts`. */
const checkResult = (field: Field): Field => ({ ...field, access: { update: nobodyField }, admin: { readOnly: true } }) as Field

/**
 * A keyword a creator tracks for a video of their connected channel (decision 023): checked once a
 * day by the rank check job, its latest result kept here, every day's in `rank-checks`. Only its
 * owner reads or removes it; the server creates it (the video must be theirs, within the account's limit).
 */
export const RankKeywords: CollectionConfig = {
  slug: 'rank-keywords',
  admin: { group: 'Channel', useAsTitle: 'keyword', defaultColumns: ['keyword', 'videoTitle', 'lastPosition', 'lastCheckedAt', 'owner'] },
  access: { read: ownerOnly, create: nobody, update: ownerOnly, delete: ownerOnly },
  indexes: [{ fields: ['owner', 'videoId', 'keywordKey'], unique: true }],
  defaultSort: 'createdAt',
  fields: [
    ownerField,
    {
      name: 'channel',
      type: 'relationship',
      relationTo: 'channels',
      index: true,
      access: { update: nobodyField },
      admin: { description: 'Empty while the channel is disconnected: tracking pauses until it is connected again.' },
    },
    { name: 'youtubeChannelId', type: 'text', required: true, maxLength: 40, access: { update: nobodyField } },
    { name: 'videoId', type: 'text', required: true, maxLength: 11, access: { update: nobodyField } },
    { name: 'videoTitle', type: 'text', required: true, maxLength: 300, access: { update: nobodyField } },
    { name: 'keyword', type: 'text', required: true, maxLength: 100, access: { update: nobodyField } },
    { name: 'keywordKey', type: 'text', required: true, maxLength: 100, access: { update: nobodyField }, admin: { hidden: true } },
    {
      name: 'alerts',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Email the owner when the video enters or leaves the top 10.' },
    },
    checkResult({ name: 'lastPosition', type: 'number', min: 1, max: 50, admin: { description: 'Empty: not in the top 50.' } }),
    checkResult({ name: 'previousPosition', type: 'number', min: 1, max: 50 }),
    checkResult({ name: 'checks', type: 'number', min: 0, defaultValue: 0 }),
    checkResult({ name: 'lastCheckedAt', type: 'date', index: true }),
    checkResult({ name: 'checkedDay', type: 'text', maxLength: 10, admin: { description: 'The quota day (Pacific) of the last check.' } }),
    checkResult({ name: 'attemptDay', type: 'text', maxLength: 10 }),
    checkResult({
      name: 'attempts',
      type: 'number',
      min: 0,
      defaultValue: 0,
      admin: { description: 'Searches spent on it on attemptDay.' },
    }),
  ],
}
