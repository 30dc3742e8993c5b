import { createHash, createHmac } from 'node:crypto'

import { SCOPES } from '../core/scopes'
import type { GoogleAccount } from '../core/types'

/**
 * The OpenID ID token, with Google's claims. Google signs with RS256 and its published keys; the
 * fake signs with HS256 and the client secret (what OpenID Connect specifies for HS256), since the
 * app reads the profile from userinfo rather than verifying this signature.
 */
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function idToken(options: {
  account: GoogleAccount
  clientId: string
  clientSecret: string
  scopes: string[]
  accessToken: string
  nonce?: string
  now: number
}): string {
  const { account, clientId, clientSecret, scopes, accessToken, nonce, now } = options
  const iat = Math.floor(now / 1000)
  // at_hash: the left half of the access token's SHA-256, base64url (OpenID Connect Core 3.1.3.6).
  const atHash = createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url')
  const claims = {
    iss: 'https://accounts.google.com',
    azp: clientId,
    aud: clientId,
    sub: account.sub,
    ...(scopes.includes(SCOPES.email) ? { email: account.email, email_verified: account.emailVerified } : {}),
    at_hash: atHash,
    ...(nonce ? { nonce } : {}),
    ...(scopes.includes(SCOPES.profile)
      ? { name: account.name, picture: account.picture, given_name: account.givenName, family_name: account.familyName }
      : {}),
    iat,
    exp: iat + 3600,
  }
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`
  const signature = createHmac('sha256', clientSecret).update(unsigned).digest('base64url')
  return `${unsigned}.${signature}`
}
