import { AppError } from '@/lib/errors'
import { clientIp } from '@/lib/http/request-ip'
import type { User } from '@/payload-types'

import { RATE_LIMITS, rateLimiter, waitPhrase, type RateLimitRule } from './limiter'

type ApiLimit = {
  /** What is counted, in the 429's words ("keyword searches"). */
  what: string
  /** Per client address for visitors; per account, when there is a rule for it, for signed-in users. */
  anonymous: RateLimitRule
  signedIn?: RateLimitRule
}

/**
 * The rate limits a route can name in its declaration (`apiRoute(…, { limit })`, decision 002).
 * Free use of a tool has an hourly allowance; signing in raises it tenfold.
 */
export const API_LIMITS = {
  'keyword-explorer': {
    what: 'keyword searches',
    anonymous: RATE_LIMITS.keywordExplorerPerIp,
    signedIn: RATE_LIMITS.keywordExplorerPerUser,
  },
  'seo-analyzer': { what: 'SEO analyses', anonymous: RATE_LIMITS.seoAnalyzerPerIp, signedIn: RATE_LIMITS.seoAnalyzerPerUser },
  /** The thumbnail downloader's lookups, and the video previews of the promote wizard and the thumbnail maker. */
  'video-lookups': { what: 'video lookups', anonymous: RATE_LIMITS.videoLookupsPerIp, signedIn: RATE_LIMITS.videoLookupsPerUser },
  /** Thumbnail images through the download proxy: per client address, signed in or not. */
  'thumbnail-images': { what: 'thumbnail images', anonymous: RATE_LIMITS.thumbnailImagesPerIp },
  /** New thumbnails sent for review (signed-in only: the route refuses visitors first). */
  'thumbnail-changes': {
    what: 'thumbnails sent for review',
    anonymous: RATE_LIMITS.thumbnailChangesPerUser,
    signedIn: RATE_LIMITS.thumbnailChangesPerUser,
  },
  /** The blog's subscribe form: per client address (each email address is limited again in the service). */
  subscriptions: { what: 'subscription requests', anonymous: RATE_LIMITS.subscribePerIp },
} satisfies Record<string, ApiLimit>

export type ApiLimitName = keyof typeof API_LIMITS

/** Counts the request against the named limit; over it, a 429 that says how long to wait. */
export async function enforceApiLimit(name: ApiLimitName, request: Request, user: User | null): Promise<void> {
  const limit: ApiLimit = API_LIMITS[name]
  const perAccount = user && limit.signedIn
  const check = perAccount ? { rule: limit.signedIn!, key: `user:${user.id}` } : { rule: limit.anonymous, key: clientIp(request.headers) }
  const result = await rateLimiter.check([check])
  if (result.allowed) return
  const wait = waitPhrase(result.retryAfterSeconds)
  const message = perAccount
    ? `You have reached the hourly limit of ${check.rule.limit} ${limit.what}. Try again in ${wait}.`
    : limit.signedIn
      ? `Free use is limited to ${check.rule.limit} ${limit.what} an hour. Try again in ${wait}, or sign in for ten times more.`
      : `This is limited to ${check.rule.limit} ${limit.what} an hour. Try again in ${wait}.`
  throw new AppError('rate_limited', message, { retryAfter: result.retryAfterSeconds })
}
