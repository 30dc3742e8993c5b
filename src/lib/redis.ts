import { createClient } from 'redis'

import { env } from './env'

export type RedisClient = ReturnType<typeof createClient>

/**
 * Options shared by every Redis connection of the app (here and in `cache-handler.mjs`): commands
 * fail at once while the connection is down instead of queueing (callers then fall back to
 * in-process state); a Redis that stops answering without closing the connection (a frozen host,
 * a network cut) is noticed within 3 s, as a connection with no traffic (pinged every second); and
 * the client reconnects by itself, every few seconds at most.
 */
export const REDIS_CLIENT_OPTIONS = {
  disableOfflineQueue: true,
  pingInterval: 1_000,
  socket: { connectTimeout: 2_000, socketTimeout: 3_000, reconnectStrategy: (retries: number) => Math.min(200 * 2 ** retries, 5_000) },
} as const

let shared: RedisClient | null | undefined
let firstConnection: Promise<void> = Promise.resolve()

/**
 * The process's Redis connection when `REDIS_URL` is set, else null. It is never awaited: until it
 * is ready (or while Redis is unreachable) `client.isReady` is false and callers use their
 * in-process fallback. Each outage is logged once, and so is the recovery.
 */
export function redisClient(): RedisClient | null {
  if (shared !== undefined) return shared
  if (!env.REDIS_URL) return (shared = null)
  const client = createClient({ url: env.REDIS_URL, ...REDIS_CLIENT_OPTIONS })
  let reachable: boolean | null = null
  client.on('error', (error: Error) => {
    if (reachable === false) return
    reachable = false
    console.warn(`Redis is unreachable (${error.message}): rate limits and order locks hold in this process only until it is back.`)
  })
  client.on('ready', () => {
    if (reachable === false) console.info('Redis is reachable again: rate limits and order locks are shared again.')
    reachable = true
  })
  // Failures are reported by the error listener; the client keeps reconnecting on its own.
  const connecting = client.connect().then(
    () => undefined,
    () => undefined,
  )
  firstConnection = Promise.race([
    connecting,
    new Promise<void>((resolve) => setTimeout(resolve, REDIS_CLIENT_OPTIONS.socket.connectTimeout).unref()),
  ])
  return (shared = client)
}

/**
 * The shared client once its first connection attempt has ended (2 s at most), so the first
 * requests after a start are counted in Redis rather than in process while it is still connecting.
 */
export async function connectedRedisClient(): Promise<RedisClient | null> {
  const client = redisClient()
  await firstConnection
  return client
}
