import type { CollectionBeforeChangeHook } from 'payload'

/** The first time a post is published without a date, it is dated now. */
export const setPublishedAt: CollectionBeforeChangeHook = ({ data }) => {
  if (data._status === 'published' && !data.publishedAt) {
    return { ...data, publishedAt: new Date().toISOString() }
  }
  return data
}
