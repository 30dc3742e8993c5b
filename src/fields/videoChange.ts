import type { Field } from 'payload'

import { ownerField } from './owner'

/**
 * What every change written to a video on YouTube records (decisions 021 and 022): whose, which
 * channel and video, and how far it went; `contents` is what the feature keeps of before and after. `labels` name the steps as its pages do.
 */
export function videoChangeFields(labels: { applied: string; undone: string }, contents: Field[]): Field[] {
  return [
    ownerField,
    { name: 'channel', type: 'relationship', relationTo: 'channels', required: true, index: true },
    { name: 'videoId', type: 'text', required: true, index: true, maxLength: 11 },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'review',
      options: [
        { label: 'In review', value: 'review' },
        { label: labels.applied, value: 'applied' },
        { label: labels.undone, value: 'undone' },
      ],
    },
    ...contents,
    { name: 'appliedAt', type: 'date' },
    { name: 'undoneAt', type: 'date' },
  ]
}
