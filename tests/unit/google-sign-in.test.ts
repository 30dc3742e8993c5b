import { describe, expect, it } from 'vitest'

import {
  decodeAuthorizationCookie,
  encodeAuthorizationCookie,
  googleNotice,
  intentOf,
  openPendingLink,
  PENDING_LINK_SECONDS,
  purposeOf,
  removalRefusal,
  sealPendingLink,
  signInMethodChangeMessage,
} from '@/lib/accounts/google-sign-in'

/** The pieces of "Continue with Google" that need no server (decision 019). */

describe('the sign-in cookie', () => {
  it('carries the purpose, the sealed state and where to go next', () => {
    const value = encodeAuthorizationCookie({ kind: 'link', userId: '42' }, 'v1.k.iv.ct.tag', '/dashboard/channel')
    expect(decodeAuthorizationCookie(value)).toEqual({ purpose: 'link:42', sealed: 'v1.k.iv.ct.tag', next: '/dashboard/channel' })
  })

  it('reads a missing or malformed cookie as none', () => {
    expect(decodeAuthorizationCookie(undefined)).toBeNull()
    expect(decodeAuthorizationCookie('not base64 json')).toBeNull()
    expect(decodeAuthorizationCookie(Buffer.from('{"purpose":1}').toString('base64url'))).toBeNull()
  })

  it('knows only the sign-in and link purposes', () => {
    expect(intentOf(purposeOf({ kind: 'sign-in' }))).toEqual({ kind: 'sign-in' })
    expect(intentOf(purposeOf({ kind: 'link', userId: '7' }))).toEqual({ kind: 'link', userId: '7' })
    for (const purpose of ['channel', 'link:', 'link:1;drop', 'sign-in ', `link:${'9'.repeat(65)}`]) expect(intentOf(purpose)).toBeNull()
  })
})

describe('the pending link of the no-takeover rule', () => {
  const link = { subject: '1001', email: 'maya@example.test', googleEmail: 'maya@example.test' }

  it('opens what it sealed, for fifteen minutes', () => {
    const now = Date.parse('2026-11-26T12:00:00Z')
    const sealed = sealPendingLink(link, now)
    expect(sealed).not.toContain('maya')
    expect(openPendingLink(sealed, now + (PENDING_LINK_SECONDS - 1) * 1000)).toEqual(link)
    expect(openPendingLink(sealed, now + (PENDING_LINK_SECONDS + 1) * 1000)).toBeNull()
  })

  it('refuses an altered value or one sealed for something else', () => {
    const sealed = sealPendingLink(link)
    const parts = sealed.split('.')
    parts[3] = parts[3]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))
    expect(openPendingLink(parts.join('.'))).toBeNull()
    expect(openPendingLink('v1.x.y.z.w')).toBeNull()
    expect(openPendingLink(undefined)).toBeNull()
  })
})

describe('removing a sign-in method', () => {
  const google = { email: 'maya@gmail.com' }

  it('is allowed when the other method stays', () => {
    expect(removalRefusal({ password: true, google }, 'google')).toBeNull()
    expect(removalRefusal({ password: true, google }, 'password')).toBeNull()
  })

  it('is refused for the last one, saying what to do first', () => {
    expect(removalRefusal({ password: false, google }, 'google')).toMatch(/set a password first/i)
    expect(removalRefusal({ password: true, google: null }, 'password')).toMatch(/link google first/i)
  })

  it('is refused for a method the account does not have', () => {
    expect(removalRefusal({ password: true, google: null }, 'google')).toMatch(/not linked/i)
    expect(removalRefusal({ password: false, google }, 'password')).toMatch(/no password/i)
  })
})

describe('what /auth and the account page say', () => {
  it('has a sentence for every failure of issue 33 item 9 that concerns sign-in', () => {
    for (const kind of [
      'access_denied',
      'invalid_state',
      'invalid_grant',
      'unavailable',
      'email_unverified',
      'not_configured',
      'bad_response',
    ])
      expect(googleNotice(kind)?.text).toMatch(/\w+ \w+/)
    expect(googleNotice('access_denied')?.tone).toBe('info')
    expect(googleNotice('invalid_state')).toEqual({ tone: 'error', text: expect.stringMatching(/start again/i) })
    expect(googleNotice('unavailable')?.text).toMatch(/could not be reached/i)
  })

  it('explains the link a password sign-in makes, and ignores anything else', () => {
    expect(googleNotice('link-needed')).toEqual({ tone: 'info', text: expect.stringMatching(/sign in with its password once/i) })
    expect(googleNotice('linked')?.tone).toBe('success')
    expect(googleNotice('<script>')).toBeNull()
    expect(googleNotice('constructor')).toBeNull()
    expect(googleNotice(undefined)).toBeNull()
  })
})

describe('what the account page says after a change of sign-in methods', () => {
  it('names each change, and ignores anything else', () => {
    expect(signInMethodChangeMessage('password-set')).toMatch(/password is set/i)
    expect(signInMethodChangeMessage('password-removed')).toMatch(/sign in with Google/i)
    expect(signInMethodChangeMessage('google-removed')).toMatch(/email and password/i)
    expect(signInMethodChangeMessage('toString')).toBeNull()
    expect(signInMethodChangeMessage(undefined)).toBeNull()
  })
})
