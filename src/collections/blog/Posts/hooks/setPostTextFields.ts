import type { CollectionBeforeChangeHook } from 'payload'

import { lexicalToPlainText, type LexicalState } from '@/lib/blog/lexical'
import { readingTimeMinutes } from '@/lib/blog/reading-time'

/** Keeps the derived fields (reading time, searchable text) in step with the content. */
export const setPostTextFields: CollectionBeforeChangeHook = ({ data }) => {
  if (data.content === undefined) return data
  const text = lexicalToPlainText(data.content as LexicalState)
  return { ...data, contentText: text, readingTime: readingTimeMinutes(`${data.title ?? ''} ${text}`) }
}
