import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM for the secrets we keep: Google refresh tokens at rest and the short-lived state of a
 * Google sign-in in a cookie. A sealed value names the key that sealed it, so keys can be rotated:
 * the first key seals, every key opens (decision record "Google tokens", README "Google set-up").
 * `context` is authenticated but not stored: a value sealed for one record does not open for another.
 */

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

export type Keyring = { current: Buffer; previous: Buffer[] }

export class SealedValueError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SealedValueError'
  }
}

/** A short, stable name for a key (not secret: a hash prefix), stored beside what it sealed. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8)
}

/** A 32-byte key from a secret of any length, separated by purpose (HKDF-SHA256). */
export function deriveKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'tubelift', purpose, 32))
}

export function seal(plaintext: string, keyring: Keyring, context: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyring.current, iv)
  cipher.setAAD(Buffer.from(context))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'))
  return [VERSION, keyId(keyring.current), ...parts].join('.')
}

export function open(sealed: string, keyring: Keyring, context: string): string {
  const [version, id, iv, ciphertext, tag, ...rest] = sealed.split('.')
  if (version !== VERSION || !id || !iv || ciphertext === undefined || !tag || rest.length) throw new SealedValueError('not a sealed value')
  const key = [keyring.current, ...keyring.previous].find((candidate) => keyId(candidate) === id)
  if (!key) throw new SealedValueError('sealed with a key this server does not have')
  const ivBytes = Buffer.from(iv, 'base64url')
  const tagBytes = Buffer.from(tag, 'base64url')
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) throw new SealedValueError('not a sealed value')
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, ivBytes)
    decipher.setAAD(Buffer.from(context))
    decipher.setAuthTag(tagBytes)
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    throw new SealedValueError('the sealed value was altered or belongs elsewhere')
  }
}

/** Whether a sealed value should be sealed again with the current key (after a rotation). */
export function sealedWithOldKey(sealed: string, keyring: Keyring): boolean {
  return sealed.split('.')[1] !== keyId(keyring.current)
}
