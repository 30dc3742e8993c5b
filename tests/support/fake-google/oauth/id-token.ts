import { createHash, createSign } from 'node:crypto'

import { SCOPES } from '../core/scopes'
import type { SigningKey } from '../core/signing-key'
import type { GoogleAccount } from '../core/types'

/** The OpenID ID token, with Google's claims, signed RS256 with the fake's key (core/signing-key.ts). */
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function idToken(options: {
  account: GoogleAccount
  clientId: string
  key: SigningKey
  scopes: string[]
  accessToken: string
  nonce?: string
  now: number
}): string {
  const { account, clientId, key, scopes, accessToken, nonce, now } = options
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
  const unsigned = `${base64url({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${base64url(claims)}`
  const signature = createSign('RSA-SHA256').update(unsigned).sign(key.privateKey).toString('base64url')
  return `${unsigned}.${signature}`
}
