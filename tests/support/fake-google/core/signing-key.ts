import { createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto'

import { digest } from './determinism'

/**
 * The key the fake signs ID tokens with: RS256 like Google's, its public half served as a JWKS at
 * /oauth2/v3/certs (Google's jwks_uri), so a client may verify the signature or, like the app, only
 * check the claims. A new key each start, as Google rotates its own.
 */
export type SigningKey = { kid: string; privateKey: KeyObject; publicJwk: JsonWebKey }

export function createSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const publicJwk = createPublicKey(privateKey).export({ format: 'jwk' })
  const kid = digest(String(publicJwk.n)).toString('hex').slice(0, 40)
  return { kid, privateKey, publicJwk: { ...publicJwk, alg: 'RS256', kid, use: 'sig' } }
}
