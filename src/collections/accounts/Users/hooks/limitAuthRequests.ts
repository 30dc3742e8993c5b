import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { enforceAuthRateLimit, type AuthAction } from '@/lib/accounts/rate-limits'
import { isAppError } from '@/lib/errors'
import { clientIp } from '@/lib/http/request-ip'

const ACTIONS: Partial<Record<string, AuthAction>> = { login: 'login', forgotPassword: 'forgot-password' }

/**
 * Rate limits Payload's own REST and GraphQL sign-in and password reset with the same rules as the
 * site's forms (which check before calling the Local API). Sign-ups without a session go through
 * lib/services/accounts/sign-up.ts, which limits them itself.
 */
export const limitAuthRequests: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const action = ACTIONS[operation]
  if (!action || req.payloadAPI === 'local') return args
  const data = (args as { data?: { email?: unknown } }).data
  try {
    await enforceAuthRateLimit(action, { ip: clientIp(req.headers), email: typeof data?.email === 'string' ? data.email : undefined })
  } catch (error) {
    if (isAppError(error)) throw new APIError(error.message, 429, { retryAfter: error.retryAfter }, true)
    throw error
  }
  return args
}
