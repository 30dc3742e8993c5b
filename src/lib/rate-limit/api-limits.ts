import 'server-only'

import { AppError } from '@/lib/errors'
import { RATE_LIMITS, rateLimiter, waitPhrase, type RateLimitRule } from '@/lib/rate-limit/limiter'
import { clientIp } from '@/lib/http/request-ip'
import type { User } from '@/payload-types'

type Tool = 'keywords' | 'seo' | 'thumbnails'

const RULES: Record<Tool, { anonymous: RateLimitRule; signedIn: RateLimitRule; name: string }> = {
  keywords: { anonymous: RATE_LIMITS.keywordsAnonymous, signedIn: RATE_LIMITS.keywordsSignedIn, name: 'keyword searches' },
  seo: { anonymous: RATE_LIMITS.seoAnonymous, signedIn: RATE_LIMITS.seoSignedIn, name: 'SEO analyses' },
  thumbnails: { anonymous: RATE_LIMITS.thumbnailsAnonymous, signedIn: RATE_LIMITS.thumbnailsSignedIn, name: 'thumbnail lookups' },
}

/** Free use has an hourly allowance; signing in raises it tenfold. Over it: a 429 that says so. */
export async function enforceToolLimit(tool: Tool, request: Request, user: User | null) {
  const rules = RULES[tool]
  const check = user ? { rule: rules.signedIn, key: `user:${user.id}` } : { rule: rules.anonymous, key: clientIp(request.headers) }
  const result = await rateLimiter.check([check])
  if (result.allowed) return
  const wait = waitPhrase(result.retryAfterSeconds)
  const message = user
    ? `You have reached the hourly limit of ${check.rule.limit} ${rules.name}. Try again in ${wait}.`
    : `Free use is limited to ${check.rule.limit} ${rules.name} an hour. Try again in ${wait}, or sign in for ten times more.`
  throw new AppError('rate_limited', message, { retryAfter: result.retryAfterSeconds })
}
