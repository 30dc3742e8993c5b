import { AppError } from '@/lib/errors'
import { RATE_LIMITS, rateLimiter, waitPhrase } from '@/lib/rate-limit/limiter'

export type AuthAction = 'login' | 'signup' | 'forgot-password' | 'resend-verification'

const RULES = {
  login: [RATE_LIMITS.loginPerIp, RATE_LIMITS.loginPerEmail],
  signup: [RATE_LIMITS.signupPerIp, RATE_LIMITS.signupPerEmail],
  'forgot-password': [RATE_LIMITS.forgotPerIp, RATE_LIMITS.forgotPerEmail],
  'resend-verification': [RATE_LIMITS.forgotPerIp, RATE_LIMITS.verifyResendPerEmail],
} as const

const WHAT: Record<AuthAction, string> = {
  login: 'sign-in attempts',
  signup: 'sign-ups',
  'forgot-password': 'password reset requests',
  'resend-verification': 'confirmation emails',
}

/**
 * Per IP and per email limits for the account endpoints, shared by the site's forms and Payload's
 * REST/GraphQL auth operations. Throws a 429 AppError with the wait time when over a limit.
 */
export async function enforceAuthRateLimit(action: AuthAction, { ip, email }: { ip: string; email?: string }) {
  const [perIp, perEmail] = RULES[action]
  const checks = [{ rule: perIp, key: ip }]
  // Sign-in attempts count per account *and* client: a stranger's wrong passwords use up their own
  // allowance, never the owner's (this is the account lockout: Payload's own, per account for
  // everyone, is off in collections/accounts/Users/index.ts).
  if (email) checks.push({ rule: perEmail, key: action === 'login' ? `${email}|${ip}` : email })
  const result = await rateLimiter.check(checks)
  if (!result.allowed) {
    throw new AppError('rate_limited', `Too many ${WHAT[action]}. Try again in ${waitPhrase(result.retryAfterSeconds)}.`, {
      retryAfter: result.retryAfterSeconds,
    })
  }
}
