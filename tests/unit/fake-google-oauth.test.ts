import { createPublicKey, createVerify, type JsonWebKey } from 'node:crypto'

import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { FAKE_GOOGLE_CLIENT, fakeAccounts, SCOPES, startFakeGoogle, type TokenResponse, type UserInfo } from '../support/fake-google'

import { authorizationUrl, call, exchangeCode, pkce, postForm, REDIRECT_URI, refreshTokens, signIn } from './fake-google-session'

const fake = await startFakeGoogle({ port: 0 })

afterAll(() => fake.close())

beforeEach(() => fake.reset())

const SIGN_IN = 'openid email profile'
const CONNECT = `${SCOPES.youtubeReadonly} ${SCOPES.analyticsReadonly}`

function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
}

async function redirectOf(url: string) {
  const response = await fetch(url, { redirect: 'manual' })
  return { status: response.status, location: new URL(response.headers.get('location') ?? 'about:blank'), text: await response.text() }
}

describe('authorization endpoint', () => {
  it('redirects a queued consent to the callback with code, state and the granted scopes', async () => {
    const { challenge } = pkce()
    fake.nextConsent({ account: 'creator' })
    const { status, location } = await redirectOf(authorizationUrl(fake, { scope: SIGN_IN, challenge, state: 'abc' }))
    expect(status).toBe(302)
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI)
    expect(location.searchParams.get('state')).toBe('abc')
    // Real codes start "4/0A" and hold a slash, so the app must URL-decode them.
    expect(location.searchParams.get('code')).toMatch(/^4\/0A/)
    expect(location.searchParams.get('scope')?.split(' ')).toEqual([SCOPES.openid, SCOPES.email, SCOPES.profile])
    expect(location.searchParams.get('prompt')).toBe('consent')
  })

  it('sends error=access_denied when the account refuses, and when it unticks every scope', async () => {
    const { challenge } = pkce()
    for (const grant of ['deny', []] as const) {
      fake.nextConsent({ account: 'creator', grant: grant === 'deny' ? 'deny' : [...grant] })
      const { location } = await redirectOf(authorizationUrl(fake, { scope: CONNECT, challenge, state: 'xyz' }))
      expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'access_denied', state: 'xyz' })
    }
  })

  it('answers Google error pages for a bad client, redirect URI, scope or a request without PKCE, state or nonce', async () => {
    const { challenge } = pkce()
    const cases: [Record<string, string>, number, string][] = [
      [{ client_id: 'nobody.apps.googleusercontent.com' }, 401, 'invalid_client'],
      [{ redirect_uri: 'https://evil.example/api/youtube/callback' }, 400, 'redirect_uri_mismatch'],
      [{ scope: 'openid https://www.googleapis.com/auth/drive' }, 400, 'invalid_scope'],
      [{ response_type: 'token' }, 400, 'unsupported_response_type'],
      [{ code_challenge_method: 'plain' }, 400, 'invalid_request'],
      [{ state: '' }, 400, 'invalid_request'],
      [{ nonce: '' }, 400, 'invalid_request'],
      [{ access_type: 'forever' }, 400, 'invalid_request'],
      [{ prompt: 'none consent' }, 400, 'invalid_request'],
    ]
    for (const [change, status, error] of cases) {
      const url = new URL(authorizationUrl(fake, { scope: SIGN_IN, challenge }))
      for (const [name, value] of Object.entries(change)) url.searchParams.set(name, value)
      fake.nextConsent({ account: 'creator' })
      const response = await redirectOf(url.toString())
      expect(response.status, error).toBe(status)
      expect(response.text).toContain(`Error ${status}: ${error}`)
      fake.reset()
    }
  })

  it('shows a consent page without a queued consent, whose form a browser can submit', async () => {
    const { challenge } = pkce()
    const url = authorizationUrl(fake, { scope: CONNECT, challenge, state: 'page' })
    const page = await fetch(url)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain(`value="creator"`)
    expect(html).toContain('<button type="submit" name="decision" value="allow">Allow</button>')
    const request = /name="request" value="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? ''
    const form = new URLSearchParams({ request, account: 'brandManager', decision: 'allow' })
    form.append('scope', SCOPES.youtubeReadonly)
    const answer = await fetch(`${fake.url}/o/oauth2/v2/auth/decide`, { method: 'POST', body: form, redirect: 'manual' })
    const location = new URL(answer.headers.get('location') ?? '')
    expect(answer.status).toBe(302)
    expect(location.searchParams.get('state')).toBe('page')
    // Granular consent: the analytics box was unticked, so only the YouTube scope was granted.
    expect(location.searchParams.get('scope')).toBe(SCOPES.youtubeReadonly)
    expect(fake.grantedScopes('brandManager')).toEqual([SCOPES.youtubeReadonly])
  })
  it('answers prompt=none from the grants the account already gave', async () => {
    const { challenge } = pkce()
    const silent = (account?: string) => {
      if (account) fake.nextConsent({ account })
      return redirectOf(authorizationUrl(fake, { scope: SIGN_IN, challenge, prompt: 'none' }))
    }
    expect((await silent()).location.searchParams.get('error')).toBe('login_required')
    expect((await silent('creator')).location.searchParams.get('error')).toBe('consent_required')
    await signIn(fake, { account: 'creator' }, { scope: SIGN_IN })
    const { location } = await silent('creator')
    expect(location.searchParams.get('code')).toMatch(/^4\/0A/)
    expect(location.searchParams.get('prompt')).toBe('none')
  })
})

describe('token endpoint', () => {
  it('exchanges a code once, checking the PKCE verifier and the redirect URI', async () => {
    const { verifier, challenge } = pkce()
    const callback = new URL(fake.approve(authorizationUrl(fake, { scope: SIGN_IN, challenge }), { account: 'creator' }))
    const code = callback.searchParams.get('code') ?? ''
    expect(await exchangeCode(fake, code, pkce().verifier)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid code verifier.' },
    })
    expect(
      (await postForm(fake, '/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, ...clientFields() })).body,
    ).toEqual({
      error: 'invalid_grant',
      error_description: 'Missing code verifier.',
    })
    expect((await exchangeCode(fake, code, verifier, 'http://localhost:3000/api/auth/google/callback')).body).toEqual({
      error: 'redirect_uri_mismatch',
      error_description: 'Bad Request',
    })
    const first = await exchangeCode(fake, code, verifier)
    expect(first.status).toBe(200)
    expect(Object.keys(first.body)).toEqual(['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type', 'id_token'])
    expect(first.body).toMatchObject({
      expires_in: 3599,
      token_type: 'Bearer',
      scope: `${SCOPES.openid} ${SCOPES.email} ${SCOPES.profile}`,
    })
    expect(await exchangeCode(fake, code, verifier)).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Bad Request' },
    })
    expect((await exchangeCode(fake, '4/0Anot-a-code', verifier)).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Malformed auth code.',
    })
  })

  it('refuses an unknown client or a wrong secret with 401 invalid_client, and an unknown grant type', async () => {
    expect(
      await postForm(fake, '/token', { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'nobody', client_secret: 's' }),
    ).toEqual({
      status: 401,
      body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
    })
    expect(
      (await postForm(fake, '/token', { grant_type: 'refresh_token', refresh_token: 'x', ...clientFields(), client_secret: 'wrong' }))
        .status,
    ).toBe(401)
    expect((await postForm(fake, '/token', { grant_type: 'password', ...clientFields() })).body).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'Invalid grant_type: password',
    })
  })

  it('carries nonce, sub and the verified email in the ID token', async () => {
    const tokens = await signIn(fake, { account: 'unverified' }, { scope: SIGN_IN, nonce: 'n-0S6' })
    const claims = decodeJwt(tokens.id_token ?? '')
    expect(claims).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: FAKE_GOOGLE_CLIENT.id,
      azp: FAKE_GOOGLE_CLIENT.id,
      sub: fakeAccounts.unverified.sub,
      email: 'alex@example.org',
      email_verified: false,
      nonce: 'n-0S6',
      name: 'Alex Doe',
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600)
  })

  it('signs the ID token RS256 with a key it publishes at /oauth2/v3/certs', async () => {
    const tokens = await signIn(fake, { account: 'creator' }, { scope: SIGN_IN })
    const [header = '', payload = '', signature = ''] = (tokens.id_token ?? '').split('.')
    const { alg, kid } = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg: string; kid: string }
    expect(alg).toBe('RS256')
    const { keys } = (await (await fetch(`${fake.url}/oauth2/v3/certs`)).json()) as { keys: JsonWebKey[] }
    const jwk = keys.find((key) => key.kid === kid)
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' })
    const publicKey = createPublicKey({ key: jwk ?? {}, format: 'jwk' })
    const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`)
    expect(verifier.verify(publicKey, Buffer.from(signature, 'base64url'))).toBe(true)
  })

  it('gives a refresh token on first offline consent or prompt=consent only, and none for online access', async () => {
    expect((await signIn(fake, { account: 'creator' }, { scope: CONNECT })).refresh_token).toMatch(/^1\/\/0/)
    expect((await signIn(fake, { account: 'creator' }, { scope: CONNECT })).refresh_token).toBeUndefined()
    expect((await signIn(fake, { account: 'creator' }, { scope: CONNECT, prompt: 'consent' })).refresh_token).toBeDefined()
    expect((await signIn(fake, { account: 'viewer' }, { scope: SIGN_IN, accessType: 'online' })).refresh_token).toBeUndefined()
  })

  it('adds earlier grants to the token with include_granted_scopes=true, and not without', async () => {
    await signIn(fake, { account: 'creator' }, { scope: SIGN_IN })
    const incremental = await signIn(fake, { account: 'creator' }, { scope: CONNECT })
    expect(incremental.scope.split(' ').sort()).toEqual(
      [SCOPES.openid, SCOPES.email, SCOPES.profile, SCOPES.youtubeReadonly, SCOPES.analyticsReadonly].sort(),
    )
    const alone = await signIn(fake, { account: 'creator' }, { scope: SCOPES.youtubeForceSsl, includeGrantedScopes: false })
    expect(alone.scope).toBe(SCOPES.youtubeForceSsl)
  })

  it('refreshes an access token, then refuses the refresh token once the grant is revoked', async () => {
    const tokens = await signIn(fake, { account: 'creator' }, { scope: CONNECT })
    const refreshed = await refreshTokens(fake, tokens.refresh_token ?? '')
    expect(refreshed.status).toBe(200)
    expect(refreshed.body).toMatchObject({ expires_in: 3599, scope: CONNECT, token_type: 'Bearer' })
    expect(refreshed.body).not.toHaveProperty('refresh_token')
    expect(refreshed.body.access_token).not.toBe(tokens.access_token)

    expect(await postForm(fake, `/revoke?token=${encodeURIComponent(tokens.access_token)}`, {})).toEqual({ status: 200, body: {} })
    expect(await refreshTokens(fake, tokens.refresh_token ?? '')).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
    })
    expect(await postForm(fake, '/revoke', { token: tokens.refresh_token ?? '' })).toEqual({
      status: 400,
      body: { error: 'invalid_token', error_description: 'Token expired or revoked' },
    })
    expect(fake.grantedScopes('creator')).toEqual([])
    expect(fake.calls({ path: '/revoke' }).map((request) => request.query.token ?? (request.body as { token: string }).token)).toEqual([
      tokens.access_token,
      tokens.refresh_token,
    ])
  })

  it('stops every token when the user revokes the app at Google', async () => {
    const tokens = await signIn(fake, { account: 'creator' }, { scope: CONNECT })
    fake.revokeGrant('creator')
    expect((await refreshTokens(fake, tokens.refresh_token ?? '')).body.error).toBe('invalid_grant')
    expect((await call(fake, '/youtube/v3/channels', { part: 'id', mine: 'true' }, { token: tokens.access_token })).status).toBe(401)
  })
})

describe('userinfo', () => {
  it('answers the profile behind the token, within its scopes', async () => {
    const tokens = await signIn(fake, { account: 'creator' }, { scope: SIGN_IN })
    const { status, body } = await call<UserInfo>(fake, '/v1/userinfo', {}, { token: tokens.access_token })
    const { creator } = fakeAccounts
    expect(status).toBe(200)
    expect(body).toEqual({
      sub: creator.sub,
      name: 'Maya Chen',
      given_name: 'Maya',
      family_name: 'Chen',
      picture: creator.picture,
      email: creator.email,
      email_verified: true,
    })
    const emailOnly = await signIn(fake, { account: 'viewer' }, { scope: 'openid email' })
    expect(Object.keys((await call<UserInfo>(fake, '/v1/userinfo', {}, { token: emailOnly.access_token })).body)).toEqual([
      'sub',
      'email',
      'email_verified',
    ])
  })

  it('answers 401 for an expired or unknown token, with WWW-Authenticate', async () => {
    const tokens = await signIn(fake, { account: 'creator' }, { scope: SIGN_IN })
    expect(fake.expireAccessTokens('creator')).toBe(1)
    for (const token of [tokens.access_token, 'ya29.nonsense']) {
      const { status, headers, body } = await call(fake, '/v1/userinfo', {}, { token })
      expect(status).toBe(401)
      expect(body).toEqual({ error: 'invalid_request', error_description: 'Invalid Credentials' })
      expect(headers.get('www-authenticate')).toContain('error="invalid_token"')
    }
    const refreshed = (
      await refreshTokens(fake, (await signIn(fake, { account: 'creator' }, { scope: SIGN_IN, prompt: 'consent' })).refresh_token ?? '')
    ).body as TokenResponse
    expect((await call(fake, '/v1/userinfo', {}, { token: refreshed.access_token })).status).toBe(200)
  })
})

function clientFields() {
  return { client_id: FAKE_GOOGLE_CLIENT.id, client_secret: FAKE_GOOGLE_CLIENT.secret }
}
