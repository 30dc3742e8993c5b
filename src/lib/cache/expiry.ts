import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

/**
 * How long after a change its tags are expired a second time. A page render that read the database
 * just before the change was committed can finish after the first expiry: Next stores its result as
 * fresh (an entry is as new as its write, not as its read), and the old content would be served
 * until the next change (decision 006). Renders of the site's pages take well under a second even under the load test,
 * so by then every render that could have read the old rows has been stored, and the second expiry
 * throws those copies away; renders after it read the committed change.
 */
export const SECOND_EXPIRY_AFTER_MS = 5_000

function expire(tags: string[]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

/**
 * Expires `tags` now (not stale-while-revalidate, so an edit shows on the next request) and once
 * more after SECOND_EXPIRY_AFTER_MS, once this request has been answered. Inside a Next request only:
 * outside one, `after` and `revalidateTag` throw (see hooks/revalidate.ts for that case).
 */
export function expireTagsNowAndAfterRendersInFlight(tags: string[]) {
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, SECOND_EXPIRY_AFTER_MS))
    expire(tags)
  })
  expire(tags)
}
