import { randomBytes } from 'node:crypto'

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from '@/lib/env'
import { open, seal, SealedValueError, sealedWithOldKey, type Keyring } from '@/lib/google/sealed'

const keyring = (): Keyring => ({ current: randomBytes(32), previous: [] })

describe('sealed values (refresh tokens at rest, the sign-in cookie)', () => {
  it('opens what it sealed, for any text', () => {
    const keys = keyring()
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (text) => open(seal(text, keys, 'channel:1'), keys, 'channel:1') === text),
    )
  })

  it('never stores the plaintext and seals the same text differently each time', () => {
    const keys = keyring()
    const token = '1//0gExampleRefreshToken-abcdef'
    const [first, second] = [seal(token, keys, 'c'), seal(token, keys, 'c')]
    expect(first).not.toContain(token)
    expect(first).not.toBe(second)
  })

  it('refuses a value with any byte changed', () => {
    const keys = keyring()
    const sealed = seal('secret refresh token', keys, 'c')
    const parts = sealed.split('.')
    for (const index of [2, 3, 4]) {
      const bytes = Buffer.from(parts[index]!, 'base64url')
      bytes[0]! ^= 1
      const altered = parts.map((part, at) => (at === index ? bytes.toString('base64url') : part)).join('.')
      expect(() => open(altered, keys, 'c')).toThrow(SealedValueError)
    }
  })

  it('refuses a value sealed for another record (the context is authenticated)', () => {
    const keys = keyring()
    expect(() => open(seal('token of channel 1', keys, 'channel:1'), keys, 'channel:2')).toThrow(SealedValueError)
  })

  it('opens values sealed with a previous key after a rotation, and says they need sealing again', () => {
    const old = keyring()
    const sealed = seal('token', old, 'c')
    const rotated: Keyring = { current: randomBytes(32), previous: [old.current] }
    expect(open(sealed, rotated, 'c')).toBe('token')
    expect(sealedWithOldKey(sealed, rotated)).toBe(true)
    expect(sealedWithOldKey(seal('token', rotated, 'c'), rotated)).toBe(false)
    expect(() => open(sealed, keyring(), 'c')).toThrow(/key this server does not have/)
  })

  it('refuses garbage', () => {
    for (const garbage of ['', 'v1', 'v1.a.b.c.d', 'v2.x.y.z.w', 'plain-token'])
      expect(() => open(garbage, keyring(), 'c')).toThrow(SealedValueError)
  })
})

describe('Google settings in the environment', () => {
  const production = { NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) }
  const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'secret' }

  it('needs both client variables or neither', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET is required/)
    expect(() => parseEnv({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(/GOOGLE_CLIENT_ID is required/)
  })

  it('requires a token key in production when Google is configured, and checks its format', () => {
    expect(() => parseEnv({ ...production, ...google })).toThrow(/TOKEN_ENCRYPTION_KEY is required/)
    expect(() => parseEnv({ ...production, ...google, TOKEN_ENCRYPTION_KEY: 'too-short' })).toThrow(EnvError)
    const key = randomBytes(32)
    expect(parseEnv({ ...production, ...google, TOKEN_ENCRYPTION_KEY: key.toString('base64') }).TOKEN_ENCRYPTION_KEY).toEqual(key)
    expect(parseEnv({ ...production, ...google, TOKEN_ENCRYPTION_KEY: key.toString('hex') }).TOKEN_ENCRYPTION_KEY).toEqual(key)
  })

  it('reads previous keys for rotation', () => {
    const [a, b] = [randomBytes(32), randomBytes(32)]
    const env = parseEnv({ TOKEN_ENCRYPTION_PREVIOUS_KEYS: `${a.toString('base64')},${b.toString('hex')}` })
    expect(env.TOKEN_ENCRYPTION_PREVIOUS_KEYS).toEqual([a, b])
    expect(() => parseEnv({ TOKEN_ENCRYPTION_PREVIOUS_KEYS: 'nope' })).toThrow(/TOKEN_ENCRYPTION_PREVIOUS_KEYS/)
  })

  it('needs nothing without Google, in production too', () => {
    expect(() => parseEnv(production)).not.toThrow()
  })
})
