import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createClient } from 'redis'
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible'

import { createRateLimiter } from '@/lib/rate-limit/limiter'
import { RateLimiterMemoryWindows } from '@/lib/rate-limit/memory-windows'
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

  it('opens a new window once the last one has ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const limiter = createRateLimiter()
      for (let i = 0; i < 4; i++) await limiter.check([{ rule, key: 'k' }])
      expect((await limiter.check([{ rule, key: 'k' }])).allowed).toBe(false)
      vi.advanceTimersByTime(rule.windowMs)
      expect(await limiter.check([{ rule, key: 'k' }])).toEqual({ allowed: true })
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps no request alive once it is counted (Node timers hold the async context they start in)', async () => {
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const limiter = createRateLimiter()
    const hourly = { ...rule, windowMs: 3_600_000 }
    // The limiter keeps the context of its first check (its store, once per process): made outside the requests.
    await limiter.check([{ rule: hourly, key: 'start' }])
    const requestContext = new AsyncLocalStorage<object>()
    const counted: WeakRef<object>[] = []
    // In a function of its own: a suspended async function can still hold its last request.
    const serve = async (address: string) => {
      const request = { url: '/api/seo-analyzer', body: new Uint8Array(1024) }
      counted.push(new WeakRef(request))
      await requestContext.run(request, () => limiter.check([{ rule: hourly, key: address }]))
    }
    for (let i = 0; i < 20; i++) await serve(`10.0.0.${i}`)
    // A WeakRef holds its target until the task that made it ends.
    await new Promise((resolve) => setTimeout(resolve, 10))
    gc()
    expect(counted.flatMap((ref, i) => (ref.deref() ? [i] : []))).toEqual([])
  })

  it("answers every operation as the library's own in-process limiter does", async () => {
    const options = { keyPrefix: 'same', points: 3, duration: 60 }
    const counts = async (limiter: RateLimiterMemory | RateLimiterMemoryWindows) => {
      const seen = (res: RateLimiterRes | null) => res && [res.consumedPoints, res.remainingPoints, res.isFirstInDuration]
      const refused = (promise: Promise<RateLimiterRes>) => promise.then(seen, (res: RateLimiterRes) => ['refused', ...seen(res)!])
      return [
        await refused(limiter.consume('k', 2)),
        await refused(limiter.consume('k', 2)),
        seen(await limiter.reward('k', 2)),
        seen(await limiter.penalty('k')),
        seen(await limiter.get('k')),
        seen(await limiter.block('b', 30)),
        await refused(limiter.consume('b')),
        await limiter.delete('k'),
        seen(await limiter.get('k')),
        seen(await limiter.set('s', 1, 10)),
      ]
    }
    expect(await counts(new RateLimiterMemoryWindows(options))).toEqual(await counts(new RateLimiterMemory(options)))
  })

  it('counts a bounded number of keys: the least recently seen one starts a new window', async () => {
    const limiter = new RateLimiterMemoryWindows({ keyPrefix: 'test', points: 1, duration: 60 }, 2)
    await limiter.consume('a')
    await limiter.consume('b')
    await expect(limiter.consume('a')).rejects.toMatchObject({ consumedPoints: 2 })
    await limiter.consume('c')
    expect(await limiter.get('b')).toBeNull()
    expect(await limiter.get('a')).toMatchObject({ consumedPoints: 2, remainingPoints: 0 })
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
