import { readFileSync } from 'node:fs'

import nextEnv from '@next/env'
import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from '@/lib/env'
import { parseEnvSettings } from '@/lib/env-schema.mjs'

const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) }

describe('parseEnv', () => {
  it('fills development defaults', () => {
    const env = parseEnv({ NODE_ENV: 'development' })
    expect(env.DATABASE_URI).toBe('file:./data/app.db')
    expect(env.NEXT_PUBLIC_SERVER_URL).toBe('http://localhost:3000')
    expect(env.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(env.YOUTUBE_API_BASE_URL).toBe('https://www.googleapis.com')
    expect(env.STRIPE_API_BASE_URL).toBe('https://api.stripe.com')
  })

  it('keeps the generated development secret stable across restarts', () => {
    expect(parseEnv({}).PAYLOAD_SECRET).toBe(parseEnv({}).PAYLOAD_SECRET)
  })

  it('requires a secret in production and names it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET is required/)
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET must be at least 32/)
  })

  it('lets `next build` run without runtime secrets', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).not.toThrow()
  })

  it('names every invalid variable', () => {
    try {
      parseEnv({
        ...production,
        DATABASE_URI: 'mysql://x',
        NEXT_PUBLIC_SERVER_URL: 'not a url',
        SMTP_PORT: '99999',
        PORT: 'http',
        PAGE_MICRO_CACHE_MS: '-1',
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError)
      const message = (error as Error).message
      expect(message).toContain('DATABASE_URI')
      expect(message).toContain('NEXT_PUBLIC_SERVER_URL')
      expect(message).toContain('SMTP_PORT')
      expect(message).toMatch(/^ {2}- PORT /m)
      expect(message).toContain('PAGE_MICRO_CACHE_MS')
    }
  })

  it('accepts MongoDB and strips trailing slashes from base URLs', () => {
    const env = parseEnv({ ...production, DATABASE_URI: 'mongodb+srv://u:p@cluster/db', NEXT_PUBLIC_SERVER_URL: 'https://tubelift.dev/' })
    expect(env.DATABASE_URI).toBe('mongodb+srv://u:p@cluster/db')
    expect(env.NEXT_PUBLIC_SERVER_URL).toBe('https://tubelift.dev')
  })

  it('accepts PostgreSQL with its pool, timeout and TLS settings, and names a bad one', () => {
    const env = parseEnv({
      ...production,
      DATABASE_URI: 'postgresql://u:p@db:5432/tubelift',
      DATABASE_POOL_SIZE: '4',
      DATABASE_SSL: 'verify',
    })
    expect(env).toMatchObject({ DATABASE_POOL_SIZE: 4, DATABASE_STATEMENT_TIMEOUT_MS: 15_000, DATABASE_SSL: 'verify' })
    expect(parseEnv({ ...production, DATABASE_URI: 'postgres://db/tubelift' }).DATABASE_SSL).toBe('off')
    expect(() => parseEnv({ ...production, DATABASE_URI: 'postgres://db/t', DATABASE_SSL: 'yes' })).toThrow(/DATABASE_SSL/)
    expect(() => parseEnv({ ...production, DATABASE_URI: 'postgres://db/t', DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/)
    expect(() => parseEnv({ ...production, DATABASE_URI: 'postgres://db/t', DATABASE_SSL_CA: '/nowhere/ca.pem' })).toThrow(
      /DATABASE_SSL_CA/,
    )
  })

  it('reads boolean flags', () => {
    expect(parseEnv({ SEED_ON_START: 'true' }).SEED_ON_START).toBe(true)
    expect(parseEnv({ SEED_ON_START: '0' }).SEED_ON_START).toBe(false)
    expect(parseEnv({}).SEED_ON_START).toBeUndefined()
    expect(() => parseEnv({ SEED_ON_START: 'yes please' })).toThrow(/SEED_ON_START/)
  })

  it('needs the webhook secret whenever Stripe is configured', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
    expect(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).STRIPE_SECRET_KEY).toBe('sk_test_123')
  })

  it('gives unpaid orders 24 hours unless told otherwise, within 1 to 720 hours', () => {
    expect(parseEnv({}).ORDER_PAYMENT_WINDOW_HOURS).toBe(24)
    expect(parseEnv({ ORDER_PAYMENT_WINDOW_HOURS: '2' }).ORDER_PAYMENT_WINDOW_HOURS).toBe(2)
    expect(() => parseEnv({ ORDER_PAYMENT_WINDOW_HOURS: '0' })).toThrow(/ORDER_PAYMENT_WINDOW_HOURS/)
    expect(() => parseEnv({ ORDER_PAYMENT_WINDOW_HOURS: 'a day' })).toThrow(/ORDER_PAYMENT_WINDOW_HOURS/)
  })

  it('takes an optional redis:// or rediss:// REDIS_URL and refuses anything else', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined()
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
    expect(parseEnv({ REDIS_URL: 'redis://redis:6379' }).REDIS_URL).toBe('redis://redis:6379')
    expect(parseEnv({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380/0' }).REDIS_URL).toBe('rediss://user:pw@cache.example.com:6380/0')
    expect(() => parseEnv({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/)
  })

  it('keeps 128 MB of pages in memory unless told another whole number of MB from 0 (no page cache) to 1024', () => {
    expect(parseEnv({}).PAGE_CACHE_MB).toBe(128)
    expect(parseEnv({ PAGE_CACHE_MB: '' }).PAGE_CACHE_MB).toBe(128)
    for (const [value, megabytes] of [
      ['0', 0],
      ['16', 16],
      ['1024', 1024],
    ] as const)
      expect(parseEnv({ PAGE_CACHE_MB: value }).PAGE_CACHE_MB, value).toBe(megabytes)
    for (const invalid of ['1025', '-1', '1.5', '64MB', ' 64', 'off', '1e3'])
      expect(() => parseEnv({ PAGE_CACHE_MB: invalid }), invalid).toThrow(
        /^Invalid environment:\n {2}- PAGE_CACHE_MB must be a whole number of megabytes from 0 \(no page cache\) to 1024; empty: 128$/,
      )
  })

  it('takes an empty number, flag or choice as unset: its default applies', () => {
    const defaults = {
      NODE_ENV: 'development',
      DATABASE_POOL_SIZE: undefined,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
      DATABASE_SSL: 'off',
      TRUSTED_PROXY_HOPS: 0,
      PORT: 3000,
      PAGE_MICRO_CACHE_MS: 1000,
      SEED_ON_START: undefined,
      SMTP_PORT: 587,
      SMTP_SECURE: undefined,
      YOUTUBE_QUOTA_DAILY_UNITS: undefined,
      YOUTUBE_QUOTA_DAILY_SEARCHES: undefined,
      COMPETITOR_WATCHLIST_LIMIT: 20,
      RANK_TRACKING_KEYWORD_LIMIT: 10,
      RANK_TRACKING_DAILY_SEARCHES: 40,
      PAYMENTS_TEST_MODE: undefined,
      STRIPE_AUTOMATIC_TAX: undefined,
      ORDER_PAYMENT_WINDOW_HOURS: 24,
      SENTRY_TRACES_SAMPLE_RATE: 0,
      JOBS_AUTORUN: undefined,
      JOBS_RUN_EVERY_SECONDS: 5,
      PAGE_CACHE_MB: 128,
    } as const
    for (const [name, value] of Object.entries(defaults)) {
      expect(parseEnv({ ...production, [name]: '' })[name as keyof typeof defaults], name).toBe(value)
      expect(parseEnv({ NODE_ENV: 'development' })[name as keyof typeof defaults], name).toBe(value)
    }
  })

  it('starts in production on .env.example as it is, every setting at its default', () => {
    // Read as `npm start` reads .env (server/index.mjs), in an environment holding only NODE_ENV, so
    // that the file alone counts.
    const example = { path: '.env', contents: readFileSync('.env.example', 'utf8'), env: {} }
    const environment = process.env
    process.env = { NODE_ENV: 'production' }
    try {
      nextEnv.processEnv([example], process.cwd(), console, true)
    } finally {
      process.env = environment
    }
    expect(example.env).toMatchObject({ DATABASE_POOL_SIZE: '', SMTP_PORT: '587', PAGE_CACHE_MB: '' })
    expect(parseEnv({ ...example.env, ...production })).toEqual(parseEnv(production))
  })

  it('runs the jobs queue unless told not to', () => {
    expect(parseEnv({}).JOBS_AUTORUN).toBeUndefined()
    expect(parseEnv({ JOBS_AUTORUN: 'false' }).JOBS_AUTORUN).toBe(false)
  })

  it('runs queued jobs every 5 seconds unless told another divisor of 60 from 1 to 30', () => {
    expect(parseEnv({}).JOBS_RUN_EVERY_SECONDS).toBe(5)
    expect(parseEnv({ JOBS_RUN_EVERY_SECONDS: '1' }).JOBS_RUN_EVERY_SECONDS).toBe(1)
    expect(parseEnv({ JOBS_RUN_EVERY_SECONDS: '30' }).JOBS_RUN_EVERY_SECONDS).toBe(30)
    for (const invalid of ['0', '7', '60', '2.5', 'often'])
      expect(() => parseEnv({ JOBS_RUN_EVERY_SECONDS: invalid }), invalid).toThrow(/JOBS_RUN_EVERY_SECONDS/)
  })
})

describe('parseEnvSettings', () => {
  it('checks the settings named by the same rules, and only those', () => {
    const invalidElsewhere = { SMTP_PORT: '99999', NODE_ENV: 'production' }
    expect(parseEnvSettings({ ...invalidElsewhere, PAGE_CACHE_MB: '16' }, { REDIS_URL: true, PAGE_CACHE_MB: true })).toEqual({
      PAGE_CACHE_MB: 16,
      REDIS_URL: undefined,
    })
    expect(() => parseEnvSettings({ PAGE_CACHE_MB: 'lots', REDIS_URL: 'http://redis' }, { REDIS_URL: true, PAGE_CACHE_MB: true })).toThrow(
      new EnvError([
        'REDIS_URL must be a redis:// or rediss:// URL',
        'PAGE_CACHE_MB must be a whole number of megabytes from 0 (no page cache) to 1024; empty: 128',
      ]),
    )
  })
})
