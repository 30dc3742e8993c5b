import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { parseDesign } from '@/tools/thumbnail-maker/parse'

/** A design is stored only if the editor's own schema accepts it, whichever API sent it. */
export const validateDesign: CollectionBeforeValidateHook = ({ data, collection, req }) => {
  if (!data || data.design === undefined) return data
  const result = parseDesign(data.design)
  if (!result.ok) {
    throw new ValidationError({
      collection: collection.slug,
      errors: result.errors.slice(0, 5).map((message) => ({ message, path: 'design' })),
      req,
    })
  }
  return { ...data, design: result.design }
}
