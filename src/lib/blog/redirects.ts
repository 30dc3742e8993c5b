/**
 * Redirects staff add in the admin and those recorded when a published post's slug changes
 * (decision 018): how their paths are compared, and the loop check made when one is saved.
 */

/** A path as redirects compare it: this site's URLs without origin, query or trailing slash. */
export function redirectPath(url: string, siteUrl: string): string {
  const trimmed = url.trim()
  const site = new URL(siteUrl)
  let parsed: URL
  try {
    parsed = new URL(trimmed, site)
  } catch {
    return trimmed
  }
  if (parsed.origin !== site.origin) return parsed.toString()
  const path = parsed.pathname.replace(/\/+$/, '')
  return path === '' ? '/' : path
}

/**
 * The chain that leads from `target` back to `from` through the other redirects (`next` maps a path
 * to where its redirect points), or null when there is none. A chain longer than the number of
 * redirects is a loop that does not pass through `from`, reported the same way.
 */
export function redirectLoop(from: string, target: string, next: Map<string, string>): string[] | null {
  const chain = [from, target]
  let current = target
  for (let step = 0; step <= next.size; step += 1) {
    if (current === from) return chain
    const following = next.get(current)
    if (following === undefined) return null
    chain.push(following)
    current = following
  }
  return chain
}
