import { createHmac, timingSafeEqual } from 'node:crypto'

import { deriveKey } from '@/lib/google/sealed'

/**
 * The signed tokens in subscription emails (decision 018): HMAC-SHA256 with a key derived from
 * PAYLOAD_SECRET for this purpose only. A token names what it is for, the subscriber, a nonce and,
 * for confirmations, when it expires. Confirmations are single use: the nonce is stored on the
 * subscriber and cleared when used. Preference links carry the subscriber's own nonce, so they stop
 * working once the subscriber leaves (their record, and its nonce, are gone).
 */

export type TokenPurpose = 'confirm' | 'manage'

export type TokenClaims = { purpose: TokenPurpose; subscriber: string; nonce: string; expiresAt?: number }

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' | 'wrong-purpose' }

const keyFor = (secret: string) => deriveKey(secret, 'subscription-links')

const signature = (body: string, secret: string) => createHmac('sha256', keyFor(secret)).update(body).digest('base64url')

export function signToken(claims: TokenClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${body}.${signature(body, secret)}`
}

function decode(body: string): TokenClaims | null {
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TokenClaims>
    if (typeof claims.subscriber !== 'string' || typeof claims.nonce !== 'string' || typeof claims.purpose !== 'string') return null
    if (claims.expiresAt !== undefined && typeof claims.expiresAt !== 'number') return null
    return claims as TokenClaims
  } catch {
    return null
  }
}

/** Checks the signature first (a changed token is refused whatever it says), then the purpose and expiry. */
export function verifyToken(token: string, purpose: TokenPurpose, secret: string, now = Date.now()): TokenCheck {
  const [body, mac, ...rest] = token.split('.')
  if (!body || !mac || rest.length || token.length > 600) return { ok: false, reason: 'malformed' }
  const expected = Buffer.from(signature(body, secret))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'tampered' }
  const claims = decode(body)
  if (!claims) return { ok: false, reason: 'malformed' }
  if (claims.purpose !== purpose) return { ok: false, reason: 'wrong-purpose' }
  if (claims.expiresAt !== undefined && claims.expiresAt <= now) return { ok: false, reason: 'expired' }
  return { ok: true, claims }
}

/**
 * What is kept of an address after its subscriber leaves (the suppression list): a keyed hash, so
 * the list cannot be read back into addresses, and the same address always gives the same entry.
 */
export function emailHash(email: string, secret: string): string {
  return createHmac('sha256', keyFor(secret)).update(email.trim().toLowerCase()).digest('hex')
}
