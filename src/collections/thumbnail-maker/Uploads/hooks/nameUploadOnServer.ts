import { randomUUID } from 'node:crypto'
import path from 'node:path'

import type { CollectionBeforeOperationHook } from 'payload'

/**
 * A customer's file is stored under a random name the server picks (keeping only a known image
 * extension): names cannot be guessed from what the customer called the file, nor carry paths.
 */
export const nameUploadOnServer: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file) {
    const extension = path.extname(req.file.name).toLowerCase()
    req.file.name = `${randomUUID()}${/^\.(png|jpe?g|webp)$/.test(extension) ? extension : ''}`
  }
  return args
}
