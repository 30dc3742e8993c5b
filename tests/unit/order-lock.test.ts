import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { redisServer } from '../support/redis-server'

const server = redisServer(Number(process.env.E2E_PORT ?? 3100) + 42)

type Instance = {
  withOrderLock: <T>(key: string, work: () => Promise<T>) => Promise<T>
  client: NonNullable<ReturnType<typeof import('@/lib/redis').redisClient>>
}

/** An app on SQLite, the engine whose instances need Redis's lease to share an order's lock. */
const sqlite = { db: { name: 'sqlite' } } as Payload

/** A fresh copy of the lock module and its Redis client, as another app instance has just after it started (still connecting). */
async function instance(): Promise<Instance> {
  vi.resetModules()
  const { withOrderLock } = await import('@/lib/commerce/order-lock')
  const { redisClient } = await import('@/lib/redis')
  return { withOrderLock: (key, work) => withOrderLock(sqlite, key, work), client: redisClient()! }
}

/** Runs `work` on every instance at once and reports the most that were inside it together. */
async function overlap(instances: Instance[], key: string): Promise<number> {
  let inside = 0
  let most = 0
  await Promise.all(
    instances.map((one) =>
      one.withOrderLock(key, async () => {
        most = Math.max(most, ++inside)
        await new Promise((resolve) => setTimeout(resolve, 100))
        inside -= 1
      }),
    ),
  )
  return most
}

describe('the order lock across instances', () => {
  let a: Instance
  let b: Instance

  beforeAll(async () => {
    await server.start()
    vi.stubEnv('REDIS_URL', server.url)
    a = await instance()
    b = await instance()
  })

  afterAll(async () => {
    for (const one of [a, b]) one?.client.destroy()
    vi.unstubAllEnvs()
    await server.stop()
  })

  it('lets one instance at a time work on an order, from the first request after a start, and frees it afterwards', async () => {
    expect(await overlap([a, b, a, b], 'order-1')).toBe(1)
    expect(await a.client.keys('tubelift:order:*')).toEqual([])
  })

  it('does not hold up other orders', async () => {
    const started = Date.now()
    await Promise.all([
      a.withOrderLock('order-2', () => new Promise((resolve) => setTimeout(resolve, 200))),
      b.withOrderLock('order-3', () => new Promise((resolve) => setTimeout(resolve, 200))),
    ])
    expect(Date.now() - started).toBeLessThan(380)
  })

  it('releases the lock when the work fails', async () => {
    await expect(a.withOrderLock('order-4', () => Promise.reject(new Error('provider down')))).rejects.toThrow('provider down')
    expect(await b.withOrderLock('order-4', async () => 'next')).toBe('next')
  })

  it('keeps working, in process only, while Redis is down', async () => {
    await server.stop()
    await vi.waitFor(() => expect(a.client.isReady || b.client.isReady).toBe(false))
    expect(await a.withOrderLock('order-5', async () => 'done')).toBe('done')
    expect(await overlap([a, a], 'order-5')).toBe(1)
    await server.start()
  })
})
