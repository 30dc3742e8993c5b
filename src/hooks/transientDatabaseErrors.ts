import type { AfterErrorHook } from 'payload'

import { DATABASE_RETRY_AFTER_SECONDS, isTransientDatabaseError } from '@/lib/database/errors'

/**
 * Payload's REST and GraphQL answer every database error with a 500; a temporary one (SQLite busy,
 * a MongoDB write conflict, election or timeout) becomes a 503 with Retry-After, so clients and
 * load balancers retry instead of reporting a failure.
 */
export const transientDatabaseErrors: AfterErrorHook = ({ error, req }) => {
  if (!isTransientDatabaseError(error)) return
  req.responseHeaders = new Headers(req.responseHeaders)
  req.responseHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
  return { status: 503, response: { errors: [{ message: 'We are very busy right now. Please try again in a few seconds.' }] } }
}
