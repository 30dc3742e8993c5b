import { env } from '@/lib/env'

import { deriveKey, type Keyring } from './sealed'

/**
 * Refresh tokens are sealed with TOKEN_ENCRYPTION_KEY (required in production when Google is set up;
 * previous keys still open). Development without one derives a key from PAYLOAD_SECRET so a fresh
 * checkout works; such tokens do not survive a change of that secret.
 */
export const tokenKeyring: Keyring = {
  current: env.TOKEN_ENCRYPTION_KEY ?? deriveKey(env.PAYLOAD_SECRET, 'google-refresh-tokens (development)'),
  previous: env.TOKEN_ENCRYPTION_PREVIOUS_KEYS,
}

/** The sign-in cookie lives ten minutes, so a key derived from PAYLOAD_SECRET is enough. */
export const authorizationCookieKeyring: Keyring = {
  current: deriveKey(env.PAYLOAD_SECRET, 'google-authorization-cookie'),
  previous: [],
}

/**
 * How every cookie sealed with that keyring is set: HTTP-only, Lax (Google's redirect back is a
 * top-level navigation from another site), Secure where the site is served over HTTPS.
 */
export const authorizationCookieOptions = ({ maxAge, path = '/' }: { maxAge: number; path?: string }) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env.NEXT_PUBLIC_SERVER_URL.startsWith('https://'),
  path,
  maxAge,
})
