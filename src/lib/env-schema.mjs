// @ts-check
/**
 * The server's environment: its schema and parser. Plain JavaScript, so the production server
 * (server/index.mjs) checks the environment before it starts Next or listens, with the same rules the
 * app reads its settings with (src/lib/env.ts). A missing or invalid value stops the process with a
 * message naming every problem, instead of failing later in some request.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'

import { z } from 'zod'

/**
 * A setting's rule, with an empty value taken as unset so the rule's default applies: .env.example
 * lists settings empty (`NAME=`) and is copied to .env as it is, where `z.coerce.number()` would read ''
 * as 0 (refused, or silently 0) and an enum would refuse it. Every number, flag, choice and optional
 * text goes through it; a URL, folder, address or name with a default still refuses an empty value.
 * @template {z.ZodType} Rule
 * @param {Rule} rule
 */
const emptyAsUnset = (rule) => z.preprocess((value) => (value === '' ? undefined : value), rule)

const booleanFlag = emptyAsUnset(
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
)

const optionalString = emptyAsUnset(z.string().optional())

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' })

/** @param {string} fallback */
const baseUrl = (fallback) => httpUrl.optional().transform((value) => (value ?? fallback).replace(/\/+$/, ''))

const wholeNumber = z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)

/**
 * Next keeps its page cache in the JavaScript heap, beside everything else the process holds, and Node
 * limits the heap to a share of the machine's memory (4 GB at most): past 1 GB the cache alone could
 * exhaust it (decision 010).
 */
const PAGE_CACHE_MB_DEFAULT = 128
const PAGE_CACHE_MB_MAX = 1024
const pageCacheSizeProblem = `must be a whole number of megabytes from 0 (no page cache) to ${PAGE_CACHE_MB_MAX}; empty: ${PAGE_CACHE_MB_DEFAULT}`

/** 32 random bytes as base64 (44 characters) or hex (64 characters). */
const encryptionKey = z
  .string()
  .trim()
  .transform((text) => (/^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')))
  .refine((key) => key.length === 32, {
    message: 'must be 32 random bytes as base64 (44 characters) or hex (64 characters): openssl rand -base64 32',
  })

/**
 * The database URIs the code has an adapter for (src/lib/database/adapter.ts picks it by the same
 * prefix). A new adapter adds its prefix here.
 */
export const DATABASE_URI_PREFIXES = ['file:', 'libsql://', 'postgres://', 'postgresql://', 'mongodb://', 'mongodb+srv://']

/** Every setting, each checked on its own; `schema` adds the rules between them. */
const settings = z.object({
  NODE_ENV: emptyAsUnset(z.enum(['development', 'production', 'test']).default('development')),
  DATABASE_URI: z
    .string()
    .default('file:./data/app.db')
    .refine((value) => DATABASE_URI_PREFIXES.some((prefix) => value.startsWith(prefix)), {
      message: `must start with ${DATABASE_URI_PREFIXES.slice(0, -1).join(', ')} or ${DATABASE_URI_PREFIXES.at(-1)}`,
    }),
  // PostgreSQL and MongoDB: connections each instance keeps open (default 10 and 20).
  DATABASE_POOL_SIZE: emptyAsUnset(z.coerce.number().int().min(1).max(100).optional()),
  // PostgreSQL: a statement running longer is cancelled (and answered 503).
  DATABASE_STATEMENT_TIMEOUT_MS: emptyAsUnset(z.coerce.number().int().min(100).max(600_000).default(15_000)),
  // PostgreSQL: off, require (encrypted) or verify (encrypted, certificate checked); sslmode in the URI works too.
  DATABASE_SSL: emptyAsUnset(z.enum(['off', 'require', 'verify']).default('off')),
  // PostgreSQL: a PEM file of the CA that signed the server's certificate, for DATABASE_SSL=verify.
  DATABASE_SSL_CA: optionalString.refine((file) => !file || existsSync(file), { message: 'must name a readable PEM file' }),
  PAYLOAD_SECRET: optionalString,
  NEXT_PUBLIC_SERVER_URL: baseUrl('http://localhost:3000'),
  MEDIA_DIR: z.string().min(1).default('media'),
  UPLOADS_DIR: z.string().min(1).default('data/uploads'),
  TRUSTED_PROXY_HOPS: emptyAsUnset(z.coerce.number().int().min(0).max(10).default(0)),
  // `npm start` (server/index.mjs): its port, and how long a cached page is sent from memory (0: never).
  PORT: emptyAsUnset(z.coerce.number().int().min(1).max(65535).default(3000)),
  PAGE_MICRO_CACHE_MS: emptyAsUnset(z.coerce.number().int().min(0).max(60_000).default(1000)),
  SEED_ON_START: booleanFlag,
  SEED_ADMIN_EMAIL: z.email().default('admin@tubelift.dev'),
  SEED_ADMIN_PASSWORD: optionalString,
  SEED_DEMO_PASSWORD: optionalString,

  SMTP_HOST: optionalString,
  SMTP_PORT: emptyAsUnset(z.coerce.number().int().min(1).max(65535).default(587)),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  SMTP_SECURE: booleanFlag,
  EMAIL_FROM_ADDRESS: z.email().default('hello@tubelift.dev'),
  EMAIL_FROM_NAME: z.string().default('TubeLift'),

  YOUTUBE_API_KEY: optionalString,
  YOUTUBE_SUGGEST_BASE_URL: baseUrl('https://suggestqueries.google.com'),
  YOUTUBE_API_BASE_URL: baseUrl('https://www.googleapis.com'),
  YOUTUBE_OEMBED_BASE_URL: baseUrl('https://www.youtube.com'),
  YOUTUBE_IMAGE_BASE_URL: baseUrl('https://i.ytimg.com'),
  YOUTUBE_ANALYTICS_BASE_URL: baseUrl('https://youtubeanalytics.googleapis.com'),
  // The Data API quota table (src/tools/youtube/quota-cost.ts): the day's budgets and, as
  // `method=cost,…`, costs that differ from YouTube's published table (README, "YouTube quota").
  YOUTUBE_QUOTA_DAILY_UNITS: emptyAsUnset(wholeNumber.optional()),
  YOUTUBE_QUOTA_DAILY_SEARCHES: emptyAsUnset(wholeNumber.optional()),
  YOUTUBE_QUOTA_COSTS: emptyAsUnset(
    z
      .string()
      .regex(/^[\w.]+=\d+(,[\w.]+=\d+)*$/, 'must be method=cost pairs, e.g. videos.update=50,search.list=100')
      .transform((value) => Object.fromEntries(value.split(',').map((pair) => [pair.split('=')[0], Number(pair.split('=')[1])])))
      .optional(),
  ),

  // The competitor watchlist (decision 024): channels one account may watch.
  COMPETITOR_WATCHLIST_LIMIT: emptyAsUnset(z.coerce.number().int().min(1).max(200).default(20)),
  // Rank tracking (decision 023): keywords one account may track (10), and the searches a day
  // reserved for their checks out of YOUTUBE_QUOTA_DAILY_SEARCHES (40: 4,000 units).
  RANK_TRACKING_KEYWORD_LIMIT: emptyAsUnset(wholeNumber.default(10)),
  RANK_TRACKING_DAILY_SEARCHES: emptyAsUnset(wholeNumber.default(40)),

  // Google sign-in and channel connection (README, "Google set-up"); unset: both are hidden.
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ACCOUNTS_BASE_URL: baseUrl('https://accounts.google.com'),
  GOOGLE_OAUTH_BASE_URL: baseUrl('https://oauth2.googleapis.com'),
  GOOGLE_OPENID_BASE_URL: baseUrl('https://openidconnect.googleapis.com'),
  // Encrypts Google refresh tokens at rest: 32 bytes, base64 or hex. Previous keys (comma-separated)
  // still open what they sealed while it is sealed again (README, "Rotating the token key").
  TOKEN_ENCRYPTION_KEY: emptyAsUnset(encryptionKey.optional()),
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: optionalString.transform((value, ctx) =>
    (value ?? '')
      .split(',')
      .filter((key) => key.trim())
      .map((key) => {
        const parsed = encryptionKey.safeParse(key)
        if (!parsed.success) ctx.addIssue({ code: 'custom', message: 'must be comma-separated keys in the format of TOKEN_ENCRYPTION_KEY' })
        return parsed.data ?? Buffer.alloc(0)
      }),
  ),

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE_URL: baseUrl('https://api.stripe.com'),
  PAYMENTS_TEST_MODE: booleanFlag,
  // Stripe Tax computes and collects tax on the payment page (needs Stripe Tax set up in the dashboard).
  STRIPE_AUTOMATIC_TAX: booleanFlag,
  // An order still unpaid this many hours after it was placed expires (its payment pages close).
  ORDER_PAYMENT_WINDOW_HOURS: emptyAsUnset(z.coerce.number().min(1).max(720).default(24)),

  SENTRY_DSN: optionalString,
  NEXT_PUBLIC_SENTRY_DSN: optionalString,
  SENTRY_ENVIRONMENT: optionalString,
  SENTRY_RELEASE: optionalString,
  SENTRY_TRACES_SAMPLE_RATE: emptyAsUnset(z.coerce.number().min(0).max(1).default(0)),

  // false on every instance but one when several run on SQLite or MongoDB (see deploy/README.md).
  JOBS_AUTORUN: booleanFlag,
  // Seconds between two runs of the queued work (emails, audits, watchlist reads): a divisor of 60,
  // so the ticks stay evenly spaced across the minute. Shorter: emails out sooner, for one cheap
  // query per tick (decision 015).
  JOBS_RUN_EVERY_SECONDS: emptyAsUnset(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(30)
      .refine((seconds) => 60 % seconds === 0, { message: 'must divide 60: 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30' })
      .default(5),
  ),
  // Shared state for several instances (page cache, rate limits); unset: kept in process.
  REDIS_URL: emptyAsUnset(z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional()),
  // Next's in-memory page and data cache, in MB (LRU), unused with REDIS_URL; 0 turns it off (the
  // benchmark measures uncached renders so). Read at build and at `npm start` (page-cache-settings.mjs).
  PAGE_CACHE_MB: emptyAsUnset(
    z
      .string()
      .regex(/^\d+$/, pageCacheSizeProblem)
      .transform(Number)
      .refine((megabytes) => megabytes <= PAGE_CACHE_MB_MAX, pageCacheSizeProblem)
      .default(PAGE_CACHE_MB_DEFAULT),
  ),
})

const schema = settings.superRefine((value, ctx) => {
  if (Boolean(value.GOOGLE_CLIENT_ID) !== Boolean(value.GOOGLE_CLIENT_SECRET)) {
    const missing = value.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other Google client variable is set' })
  }
  if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'is required when STRIPE_SECRET_KEY is set',
    })
  }
})

/** @typedef {z.output<typeof schema> & { PAYLOAD_SECRET: string }} Env */

export class EnvError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'EnvError'
    /** @readonly */
    this.problems = problems
  }
}

/** @typedef {Record<string, string | undefined>} Source */

/**
 * Next's build runs with NODE_ENV=production but must not need runtime secrets.
 * @param {Source} source
 */
function isBuildPhase(source) {
  return source.NEXT_PHASE === 'phase-production-build'
}

/** A stable per-checkout secret so development sessions survive restarts; never used in production. */
function developmentSecret() {
  return createHash('sha256').update(`tubelift-development:${process.cwd()}`).digest('hex')
}

/** @param {z.ZodError} error */
function problemsOf(error) {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
}

/**
 * The settings named, by the same rules and with the same EnvError, for code that needs only these and
 * runs where the rest of the environment is not checked: next.config.ts at build and at `npm start`
 * (src/lib/cache/page-cache-settings.mjs). Only the named variables are read.
 * @template {{ [Name in keyof typeof settings.shape]?: true }} Names
 * @param {Source} source
 * @param {Names & Record<Exclude<keyof Names, keyof typeof settings.shape>, never>} names
 */
export function parseEnvSettings(source, names) {
  const result = settings.pick(names).safeParse(Object.fromEntries(Object.keys(names).map((name) => [name, source[name]])))
  if (!result.success) throw new EnvError(problemsOf(result.error))
  return result.data
}

/**
 * The settings, or an EnvError listing every problem at once (a missing production secret among them).
 * @param {Source} source
 * @returns {Env}
 */
export function parseEnv(source) {
  const result = schema.safeParse(source)
  const problems = result.success ? [] : problemsOf(result.error)
  const production = (source.NODE_ENV ?? 'development') === 'production' && !isBuildPhase(source)
  const secret = source.PAYLOAD_SECRET || undefined
  if (production && !secret) problems.push('PAYLOAD_SECRET is required in production (at least 32 random characters)')
  else if (production && secret && secret.length < 32) problems.push('PAYLOAD_SECRET must be at least 32 characters in production')
  if (production && result.success && result.data.GOOGLE_CLIENT_ID && !result.data.TOKEN_ENCRYPTION_KEY)
    problems.push('TOKEN_ENCRYPTION_KEY is required in production when Google is configured: openssl rand -base64 32')
  if (!result.success || problems.length > 0) throw new EnvError(problems)
  return { ...result.data, PAYLOAD_SECRET: secret ?? developmentSecret() }
}
