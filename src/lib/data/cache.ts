import 'server-only'

import { unstable_cache } from 'next/cache'

/**
 * Caches a read in Next's data cache under `key` (plus the call's arguments) and tags it, so the
 * Payload hooks can expire it the moment staff change something. Pages that call it inherit the tags.
 */
export function cached<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  key: string,
  tags: string[],
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [key], { tags })
}
