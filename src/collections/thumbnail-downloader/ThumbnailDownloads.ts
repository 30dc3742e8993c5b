import { ownedCollection } from '@/collections/owned'

/** The videos whose thumbnails a signed-in user looked up, newest first. */
export const ThumbnailDownloads = ownedCollection({
  slug: 'thumbnail-downloads',
  admin: { group: 'Thumbnail downloader', useAsTitle: 'title', defaultColumns: ['title', 'videoId', 'owner', 'createdAt'] },
  defaultSort: '-createdAt',
  fields: [
    { name: 'videoId', type: 'text', required: true, index: true, maxLength: 11 },
    { name: 'title', type: 'text', required: true, maxLength: 300 },
    { name: 'channel', type: 'text', maxLength: 200 },
  ],
})
