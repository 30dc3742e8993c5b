/**
 * Next.js page and data cache in Redis, used only when REDIS_URL is set (see next.config.ts), so
 * every app instance serves and expires the same cached pages: `revalidateTag` on one instance
 * deletes the tagged entries for all. Built on @fortedigital/nextjs-cache-handler's redis-strings
 * handler (node-redis).
 *
 * Redis down (at start or later): the handler refuses at once (the client does not queue commands),
 * Next treats that as a miss, and pages render uncached until the client has reconnected by itself.
 * Plain JavaScript because Next loads it at run time, outside the app's bundles.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'

// The same connection settings as src/lib/redis.ts (kept in step by hand: this file is not bundled).
const client = createClient({
  url: process.env.REDIS_URL,
  disableOfflineQueue: true,
  pingInterval: 1_000,
  socket: { connectTimeout: 2_000, socketTimeout: 3_000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5_000) },
})

let reachable = null
client.on('error', (error) => {
  if (reachable === false) return
  reachable = false
  console.warn(`Redis is unreachable (${error.message}): pages render uncached until it is back.`)
})
client.on('ready', () => {
  if (reachable === false) console.info('Redis is reachable again: the shared page cache is back.')
  reachable = true
  void replayMissedTags()
})
// Never awaited: the server starts and serves whether or not Redis answers.
client.connect().catch(() => {})

const redisHandler = createRedisHandler({ client, keyPrefix: 'tubelift:next:', timeoutMs: 1_000 })

// Tags expired while Redis was unreachable: their entries may still be in Redis (a network cut, not
// a restart), so they are expired there as soon as it answers again, instead of being served stale.
const missedTags = new Set()
async function replayMissedTags() {
  for (const tag of missedTags) {
    try {
      await redisHandler.revalidateTag(tag)
      missedTags.delete(tag)
    } catch {
      return // Down again: the next 'ready' tries the rest.
    }
  }
}

const handler = {
  ...redisHandler,
  async revalidateTag(tag) {
    try {
      await redisHandler.revalidateTag(tag)
    } catch (error) {
      missedTags.add(tag)
      throw error
    }
  },
}
CacheHandler.onCreation(() => ({ handlers: [handler] }))

export default CacheHandler
