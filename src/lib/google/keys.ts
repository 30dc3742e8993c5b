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
