import { RateLimiterRedis, RateLimiterRes, type RateLimiterLike } from 'rate-limiter-flexible'

import { connectedRedisClient } from '@/lib/redis'

import { RateLimiterMemoryWindows } from './memory-windows'

/**
 * Fixed-window rate limits behind one small interface, counted by `rate-limiter-flexible`: in Redis
 * when `REDIS_URL` is set, so every app instance shares the counts, and in process memory otherwise.
 * While Redis is unreachable each Redis limiter falls back to an in-memory one (its "insurance"), so
 * limits keep applying per process and no request fails because of Redis. In-process counts are kept
 * in bounded windows with no timer per key (memory-windows.ts, decision 010).
 */
export type RateLimitRule = { name: string; limit: number; windowMs: number }

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: string }

/** What the limiter needs of a Redis client (node-redis v4+): its readiness and its commands. */
export type RateLimitRedis = { isReady: boolean }

const KEY_PREFIX = 'tubelift:rate'

function limiterFor(rule: RateLimitRule, redis: RateLimitRedis | null): RateLimiterLike {
  const options = { keyPrefix: `${KEY_PREFIX}:${rule.name}`, points: rule.limit, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) }
  const memory = new RateLimiterMemoryWindows(options)
  if (!redis) return memory
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
}

/** `redis` gives the shared client (or null for in-process counts); it is asked once. */
export function createRateLimiter(redis: () => Promise<RateLimitRedis | null> | RateLimitRedis | null = () => null) {
  const limiters = new Map<string, RateLimiterLike>()
  let store: Promise<RateLimitRedis | null> | undefined
  const limiter = async (rule: RateLimitRule) => {
    store ??= Promise.resolve(redis())
    const client = await store
    let found = limiters.get(rule.name)
    if (!found) limiters.set(rule.name, (found = limiterFor(rule, client)))
    return found
  }
  return {
    /** Counts a hit for every (rule, key) pair; refused when any of them is over its limit. */
    async check(checks: { rule: RateLimitRule; key: string }[]): Promise<RateLimitResult> {
      let refused: RateLimitResult = { allowed: true }
      for (const { rule, key } of checks) {
        try {
          await (await limiter(rule)).consume(key.toLowerCase())
        } catch (rejection) {
          // Anything but a RateLimiterRes is a store failure the insurance limiter could not absorb.
          if (!(rejection instanceof RateLimiterRes)) throw rejection
          const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
          if (refused.allowed || retryAfterSeconds > refused.retryAfterSeconds)
            refused = { allowed: false, retryAfterSeconds, rule: rule.name }
        }
      }
      return refused
    },
  }
}

/** A wait in words for a 429's message: "45 seconds", "12 minutes". */
export function waitPhrase(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} seconds`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

const MINUTE = 60_000

/** The limits the product applies, in one place. */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 30, windowMs: 10 * MINUTE },
  loginPerEmail: { name: 'login-email', limit: 10, windowMs: 10 * MINUTE },
  signupPerIp: { name: 'signup-ip', limit: 10, windowMs: 60 * MINUTE },
  signupPerEmail: { name: 'signup-email', limit: 3, windowMs: 60 * MINUTE },
  forgotPerIp: { name: 'forgot-ip', limit: 10, windowMs: 15 * MINUTE },
  forgotPerEmail: { name: 'forgot-email', limit: 3, windowMs: 60 * MINUTE },
  verifyResendPerEmail: { name: 'verify-resend-email', limit: 3, windowMs: 60 * MINUTE },
  // Creator tools: anonymous visitors per IP, signed-in users per account (ten times more).
  keywordExplorerPerIp: { name: 'keyword-explorer-ip', limit: 20, windowMs: 60 * MINUTE },
  keywordExplorerPerUser: { name: 'keyword-explorer-user', limit: 200, windowMs: 60 * MINUTE },
  seoAnalyzerPerIp: { name: 'seo-analyzer-ip', limit: 60, windowMs: 60 * MINUTE },
  seoAnalyzerPerUser: { name: 'seo-analyzer-user', limit: 600, windowMs: 60 * MINUTE },
  videoLookupsPerIp: { name: 'video-lookups-ip', limit: 120, windowMs: 60 * MINUTE },
  videoLookupsPerUser: { name: 'video-lookups-user', limit: 1200, windowMs: 60 * MINUTE },
  thumbnailImagesPerIp: { name: 'thumbnail-images-ip', limit: 1000, windowMs: 60 * MINUTE },
  // Thumbnails sent for review before setting them on YouTube (up to 2 MB each, decision 022).
  thumbnailChangesPerUser: { name: 'thumbnail-changes-user', limit: 60, windowMs: 60 * MINUTE },
  // Blog subscriptions: requests per client address, confirmation emails per address (decision 018).
  subscribePerIp: { name: 'subscribe-ip', limit: 20, windowMs: 60 * MINUTE },
  subscribePerEmail: { name: 'subscribe-email', limit: 3, windowMs: 60 * MINUTE },
  // Payload's APIs: REST reads by visitors who are not signed in, and GraphQL requests, per client.
  // Our own pages read through the Local API and staff through REST signed in: neither counts here.
  restReadsAnonymous: { name: 'rest-read-ip', limit: 120, windowMs: MINUTE },
  graphqlPerClient: { name: 'graphql-ip', limit: 60, windowMs: MINUTE },
  // Records a customer stores (history, saved results, designs, uploads), whichever way they are written.
  accountWrites: { name: 'account-writes-user', limit: 120, windowMs: MINUTE },
} satisfies Record<string, RateLimitRule>

/** The process-wide limiter used by the app: shared through Redis when `REDIS_URL` is set. */
export const rateLimiter = createRateLimiter(connectedRedisClient)
