import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from 'redis'

import { createRateLimiter } from '@/lib/rate-limit/limiter'
import { REDIS_CLIENT_OPTIONS } from '@/lib/redis'

import { redisServer } from '../support/redis-server'

const rule = { name: 'test', limit: 3, windowMs: 60_000 }
const port = Number(process.env.E2E_PORT ?? 3100) + 41

describe('rate limits in process', () => {
  it('refuses the hit past the limit with the time left in the window', async () => {
    const limiter = createRateLimiter()
    for (let i = 0; i < 3; i++) expect(await limiter.check([{ rule, key: 'A@x.dev' }])).toEqual({ allowed: true })
    const refused = await limiter.check([{ rule, key: 'a@x.dev' }])
    expect(refused).toMatchObject({ allowed: false, rule: 'test' })
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55)
    expect(await limiter.check([{ rule, key: 'b@x.dev' }])).toEqual({ allowed: true })
  })

  it('counts every rule of a check and reports the longest wait', async () => {
    const limiter = createRateLimiter()
    const long = { name: 'long', limit: 1, windowMs: 3_600_000 }
    await limiter.check([
      { rule, key: 'k' },
      { rule: long, key: 'k' },
    ])
    const refused = await limiter.check([
      { rule, key: 'k' },
      { rule: long, key: 'k' },
    ])
    expect(refused).toMatchObject({ allowed: false, rule: 'long' })
  })
})

describe('rate limits in Redis', () => {
  const server = redisServer(port)
  const clients: ReturnType<typeof createClient>[] = []
  const connect = async () => {
    const client = createClient({ url: server.url, ...REDIS_CLIENT_OPTIONS })
    client.on('error', () => {})
    clients.push(client)
    await client.connect()
    return client
  }

  beforeAll(() => server.start())
  afterAll(async () => {
    for (const client of clients) client.destroy()
    await server.stop()
  })

  it('shares the count between two processes (two clients, two limiters)', async () => {
    const [a, b] = [createRateLimiter(() => null), createRateLimiter(() => null)]
    const [redisA, redisB] = [await connect(), await connect()]
    const sharedA = createRateLimiter(() => redisA)
    const sharedB = createRateLimiter(() => redisB)
    const results = []
    for (let i = 0; i < 4; i++) results.push((await (i % 2 ? sharedB : sharedA).check([{ rule, key: 'shared' }])).allowed)
    expect(results).toEqual([true, true, true, false])
    // In-process limiters each count on their own: the same four hits are all allowed.
    for (let i = 0; i < 4; i++) expect((await (i % 2 ? b : a).check([{ rule, key: 'shared' }])).allowed).toBe(true)
  })

  it('keeps limiting in process while Redis is down, and shares again once it is back', async () => {
    const client = await connect()
    const limiter = createRateLimiter(() => client)
    await server.stop()
    await expect.poll(() => client.isReady).toBe(false)
    for (let i = 0; i < 3; i++) expect((await limiter.check([{ rule, key: 'outage' }])).allowed).toBe(true)
    expect((await limiter.check([{ rule, key: 'outage' }])).allowed).toBe(false)

    await server.start()
    await expect.poll(() => client.isReady, { timeout: 10_000 }).toBe(true)
    await limiter.check([{ rule, key: 'after' }])
    expect(await client.get('tubelift:rate:test:after')).toBe('1')
  })
})
