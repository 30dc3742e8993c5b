import { createHash } from 'node:crypto'

import { beforeAll, describe, expect, it } from 'vitest'

/** The start of Google's code flow and the callback's checks that need no token endpoint. */
let oauth: typeof import('@/lib/google/oauth')

beforeAll(async () => {
  process.env.GOOGLE_CLIENT_ID = 'client-123.apps.googleusercontent.com'
  process.env.GOOGLE_CLIENT_SECRET = 'client-secret'
  process.env.GOOGLE_ACCOUNTS_BASE_URL = 'http://127.0.0.1:9/accounts'
  oauth = await import('@/lib/google/oauth')
})

const request = {
  purpose: 'sign-in',
  redirectUri: 'http://localhost:3000/api/auth/google/callback',
  scopes: ['openid', 'email', 'profile'],
}

describe('starting a Google authorization', () => {
  it('asks for the code flow with PKCE (S256), state, nonce and incremental scopes', async () => {
    const { url } = await oauth.startAuthorization({ ...request, offline: true, prompt: 'consent' })
    const target = new URL(url)
    expect(target.origin + target.pathname).toBe('http://127.0.0.1:9/accounts/o/oauth2/v2/auth')
    const query = Object.fromEntries(target.searchParams)
    expect(query).toMatchObject({
      client_id: 'client-123.apps.googleusercontent.com',
      response_type: 'code',
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      include_granted_scopes: 'true',
      access_type: 'offline',
      prompt: 'consent',
    })
    expect(query.state).toMatch(/^[\w-]{32,}$/)
    expect(query.nonce).toMatch(/^[\w-]{32,}$/)
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/)
  })

  it('gives every start its own state, nonce and verifier', async () => {
    const [a, b] = await Promise.all([oauth.startAuthorization(request), oauth.startAuthorization(request)])
    const [qa, qb] = [new URL(a.url).searchParams, new URL(b.url).searchParams]
    expect(qa.get('state')).not.toBe(qb.get('state'))
    expect(qa.get('nonce')).not.toBe(qb.get('nonce'))
    expect(qa.get('code_challenge')).not.toBe(qb.get('code_challenge'))
    expect(a.cookie).not.toContain(qa.get('state'))
  })

  it('keeps the verifier out of the URL: the challenge is its SHA-256', async () => {
    const { url, cookie } = await oauth.startAuthorization(request)
    const challenge = new URL(url).searchParams.get('code_challenge')
    // The cookie is sealed: nothing in it (the verifier included) is readable or forgeable.
    expect(cookie.split('.')).toHaveLength(5)
    expect(createHash('sha256').update(cookie).digest('base64url')).not.toBe(challenge)
  })
})

describe('the callback, before any call to Google', () => {
  it('reports a refusal at Google as access_denied', async () => {
    const { cookie } = await oauth.startAuthorization(request)
    await expect(oauth.finishAuthorization(new URLSearchParams({ error: 'access_denied' }), cookie, 'sign-in')).rejects.toMatchObject({
      kind: 'access_denied',
    })
  })

  it('refuses a missing, forged or foreign cookie as an invalid state', async () => {
    const query = new URLSearchParams({ code: 'c', state: 's' })
    const { cookie } = await oauth.startAuthorization(request)
    await expect(oauth.finishAuthorization(query, undefined, 'sign-in')).rejects.toMatchObject({ kind: 'invalid_state' })
    await expect(oauth.finishAuthorization(query, 'v1.x.y.z.w', 'sign-in')).rejects.toMatchObject({ kind: 'invalid_state' })
    await expect(oauth.finishAuthorization(query, cookie, 'channel')).rejects.toMatchObject({ kind: 'invalid_state' })
  })

  it('refuses a state that is not the one it sent', async () => {
    const { cookie } = await oauth.startAuthorization(request)
    const query = new URLSearchParams({ code: 'c', state: 'someone-elses-state' })
    await expect(oauth.finishAuthorization(query, cookie, 'sign-in')).rejects.toMatchObject({ kind: 'invalid_state' })
  })
})
