import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { CHANNEL_READ_SCOPES, SIGN_IN_SCOPES } from '@/lib/google/scopes'

import { FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV, fakeAccounts, SCOPES, startFakeGoogle } from '../support/fake-google'

/**
 * The app's Google client (src/lib/google/oauth.ts, on openid-client) against the fake: the fake's
 * answers must pass a certified OpenID client's checks (ID token claims and algorithm, nonce,
 * state, token and userinfo bodies), or the app's tests would exercise something Google never says.
 */
const fake = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_GOOGLE_ENV(fake.url), FAKE_GOOGLE_CREDENTIALS)
const oauth = await import('@/lib/google/oauth')

afterAll(() => fake.close())

beforeEach(() => fake.reset())

const signInRequest = { purpose: 'sign-in', redirectUri: 'http://localhost:3000/api/auth/google/callback', scopes: SIGN_IN_SCOPES }
const connectRequest = {
  purpose: 'channel',
  redirectUri: 'http://localhost:3000/api/youtube/callback',
  scopes: CHANNEL_READ_SCOPES,
  offline: true,
}

/** The browser's trip: to Google, consent, back to the callback with its query. */
async function consent(request: Parameters<typeof oauth.startAuthorization>[0], account: string, grant?: 'deny') {
  const { url, cookie } = await oauth.startAuthorization(request)
  const callback = new URL(fake.approve(url, { account, grant }))
  return { query: callback.searchParams, cookie }
}

describe('the app’s Google client against the fake', () => {
  it('signs in: code with PKCE, ID token checked, profile from userinfo', async () => {
    const { query, cookie } = await consent(signInRequest, 'creator')
    const tokens = await oauth.finishAuthorization(query, cookie, 'sign-in')
    expect(tokens.subject).toBe(fakeAccounts.creator.sub)
    expect(tokens.scopes).toEqual([SCOPES.openid, SCOPES.email, SCOPES.profile])
    expect(tokens.refreshToken).toBeUndefined()
    expect(await oauth.fetchProfile(tokens)).toEqual({
      subject: fakeAccounts.creator.sub,
      email: 'maya.creates@gmail.com',
      emailVerified: true,
      name: 'Maya Chen',
      picture: fakeAccounts.creator.picture,
    })
  })

  it('connects a channel after sign-in: earlier scopes included, a refresh token that works until revoked', async () => {
    const signIn = await consent(signInRequest, 'creator')
    await oauth.finishAuthorization(signIn.query, signIn.cookie, 'sign-in')
    const { query, cookie } = await consent(connectRequest, 'creator')
    const tokens = await oauth.finishAuthorization(query, cookie, 'channel')
    expect(tokens.scopes).toEqual(expect.arrayContaining([...CHANNEL_READ_SCOPES, SCOPES.openid]))
    const refreshed = await oauth.refreshAccessToken(tokens.refreshToken ?? '')
    expect(refreshed.accessToken).not.toBe(tokens.accessToken)
    await oauth.revokeToken(tokens.refreshToken ?? '')
    await expect(oauth.refreshAccessToken(tokens.refreshToken ?? '')).rejects.toMatchObject({ kind: 'invalid_grant' })
    // Revoking a token Google no longer knows is not an error for the app.
    await oauth.revokeToken(tokens.refreshToken ?? '')
  })

  it('reports a refusal, a replayed code and a wrong state in the app’s terms', async () => {
    const denied = await consent(signInRequest, 'creator', 'deny')
    await expect(oauth.finishAuthorization(denied.query, denied.cookie, 'sign-in')).rejects.toMatchObject({ kind: 'access_denied' })
    const { query, cookie } = await consent(signInRequest, 'viewer')
    await oauth.finishAuthorization(query, cookie, 'sign-in')
    await expect(oauth.finishAuthorization(query, cookie, 'sign-in')).rejects.toMatchObject({ kind: 'invalid_grant' })
    const other = await consent(signInRequest, 'viewer')
    await expect(oauth.finishAuthorization(other.query, cookie, 'sign-in')).rejects.toMatchObject({ kind: 'invalid_state' })
  })
})

describe('connecting a channel from an account made with a password', () => {
  it('needs no ID token: only the YouTube scopes are asked for, and none comes back', async () => {
    const { query, cookie } = await consent(connectRequest, 'viewer')
    const tokens = await oauth.finishAuthorization(query, cookie, 'channel')
    expect(tokens.subject).toBeUndefined()
    expect(tokens.scopes).toEqual([...CHANNEL_READ_SCOPES])
    expect(tokens.refreshToken).toBeTruthy()
  })
})

describe('Google down', () => {
  it('reports its HTML error pages and refused connections as unavailable, not as a bad answer', async () => {
    const { query, cookie } = await consent(signInRequest, 'creator')
    fake.setFault({ kind: 'failing', hosts: ['oauth'] })
    await expect(oauth.finishAuthorization(query, cookie, 'sign-in')).rejects.toMatchObject({ kind: 'unavailable' })
    await expect(oauth.refreshAccessToken('1//anything')).rejects.toMatchObject({ kind: 'unavailable' })
  })
})
