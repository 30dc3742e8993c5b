import { createHmac, timingSafeEqual } from 'node:crypto'

/** A token derived from PAYLOAD_SECRET that lets the server ask itself to expire cache tags. */
export function revalidationToken(secret: string): string {
  return createHmac('sha256', secret).update('tubelift:revalidate').digest('hex')
}

export function isValidRevalidationToken(candidate: string | null, secret: string): boolean {
  if (!candidate) return false
  const expected = Buffer.from(revalidationToken(secret))
  const given = Buffer.from(candidate)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
