import type { Block } from 'payload'

import { parseVideoId } from '@/tools/youtube/video-id'

export const YouTubeBlock: Block = {
  slug: 'youtube',
  interfaceName: 'YouTubeBlock',
  labels: { singular: 'YouTube video', plural: 'YouTube videos' },
  fields: [
    {
      name: 'url',
      label: 'Video link',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => {
        const parsed = parseVideoId(value ?? '')
        return parsed.ok ? true : parsed.message
      },
    },
    { name: 'title', type: 'text', required: true, admin: { description: 'Describes the video for screen readers.' } },
    { name: 'caption', type: 'text' },
  ],
}
