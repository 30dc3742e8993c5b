/**
 * Serialises work on one order inside this process, so a webhook and the success page confirming
 * the same payment at the same moment cannot both apply it. (Each step also re-reads the order and
 * is idempotent, which keeps the result right across processes too.)
 */
const queues = new Map<string, Promise<unknown>>()

export async function withOrderLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(work)
  queues.set(key, run)
  try {
    return await run
  } finally {
    if (queues.get(key) === run) queues.delete(key)
  }
}
