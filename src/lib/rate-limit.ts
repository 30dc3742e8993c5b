/**
 * Fixed-window rate limits behind one small interface. The store is in memory (one app instance);
 * a shared store (the database, Redis) only has to implement `RateLimitStore` for several instances
 * to share the counts.
 */
export interface RateLimitStore {
  /** Counts one hit on `key` and returns the count in the current window and when it ends. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>()

  async hit(key: string, windowMs: number, now: number) {
    const current = this.windows.get(key)
    if (!current || current.resetAt <= now) {
      const fresh = { count: 1, resetAt: now + windowMs }
      this.windows.set(key, fresh)
      this.sweep(now)
      return fresh
    }
    current.count += 1
    return current
  }

  /** Drops expired windows now and then so the map does not grow without bound. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key)
  }
}

export type RateLimitRule = { name: string; limit: number; windowMs: number }

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number; rule: string }

export function createRateLimiter(store: RateLimitStore = new MemoryRateLimitStore(), clock: () => number = Date.now) {
  return {
    /** Counts a hit for every (rule, key) pair; refused when any of them is over its limit. */
    async check(checks: { rule: RateLimitRule; key: string }[]): Promise<RateLimitResult> {
      const now = clock()
      let refused: RateLimitResult = { allowed: true }
      for (const { rule, key } of checks) {
        const { count, resetAt } = await store.hit(`${rule.name}:${key.toLowerCase()}`, rule.windowMs, now)
        if (count > rule.limit) {
          const retryAfterSeconds = Math.max(1, Math.ceil((resetAt - now) / 1000))
          if (refused.allowed || retryAfterSeconds > refused.retryAfterSeconds) refused = { allowed: false, retryAfterSeconds, rule: rule.name }
        }
      }
      return refused
    },
  }
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
  keywordsAnonymous: { name: 'keywords-ip', limit: 20, windowMs: 60 * MINUTE },
  keywordsSignedIn: { name: 'keywords-user', limit: 200, windowMs: 60 * MINUTE },
  seoAnonymous: { name: 'seo-ip', limit: 60, windowMs: 60 * MINUTE },
  seoSignedIn: { name: 'seo-user', limit: 600, windowMs: 60 * MINUTE },
  thumbnailsAnonymous: { name: 'thumbnails-ip', limit: 120, windowMs: 60 * MINUTE },
  thumbnailsSignedIn: { name: 'thumbnails-user', limit: 1200, windowMs: 60 * MINUTE },
  imagesPerIp: { name: 'images-ip', limit: 1000, windowMs: 60 * MINUTE },
} satisfies Record<string, RateLimitRule>

/** The process-wide limiter used by the app. */
export const rateLimiter = createRateLimiter()
