import 'server-only'

import { unstable_cache } from 'next/cache'

/**
 * Caches a read in Next's data cache under `key` (plus the call's arguments) and tags it, so the
 * Payload hooks can expire it the moment staff change something. Pages that call it inherit the tags.
 *
 * Next's cache does not share a read in flight: every request that misses runs it. Concurrent misses
 * of the same arguments share one read here instead (a burst on a fresh search ran the same LIKE
 * over every post once per connection); each still goes through Next's cache, so it keeps its tags.
 */
export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: string[],
): (...args: Args) => Promise<Result> {
  return unstable_cache(oneReadInFlight(read), [key], { tags })
}

/** `read`, with concurrent calls of the same arguments sharing the call already running. */
export function oneReadInFlight<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const running = new Map<string, Promise<Result>>()
  return (...args) => {
    // The same key Next's cache derives from the arguments.
    const id = JSON.stringify(args)
    const inFlight = running.get(id)
    if (inFlight) return inFlight
    const call = read(...args).finally(() => running.delete(id))
    running.set(id, call)
    return call
  }
}
