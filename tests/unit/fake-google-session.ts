import { createHash, randomBytes } from 'node:crypto'

import { FAKE_GOOGLE_CLIENT, type Consent, type FakeGoogle, type TokenResponse } from '../support/fake-google'

/** What the fake Google's unit tests do as the app would: build the authorization URL, exchange codes, call APIs. */

export const REDIRECT_URI = 'http://localhost:3000/api/youtube/callback'

export function pkce() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export type AuthOptions = {
  scope: string
  challenge: string
  state?: string
  nonce?: string
  accessType?: 'online' | 'offline'
  includeGrantedScopes?: boolean
  prompt?: string
  redirectUri?: string
  clientId?: string
}

export function authorizationUrl(fake: FakeGoogle, options: AuthOptions): string {
  const query = new URLSearchParams({
    client_id: options.clientId ?? FAKE_GOOGLE_CLIENT.id,
    redirect_uri: options.redirectUri ?? REDIRECT_URI,
    response_type: 'code',
    scope: options.scope,
    state: options.state ?? 'state-1',
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
    nonce: options.nonce ?? 'nonce-1',
    access_type: options.accessType ?? 'offline',
    include_granted_scopes: String(options.includeGrantedScopes ?? true),
    ...(options.prompt ? { prompt: options.prompt } : {}),
  })
  return `${fake.url}/o/oauth2/v2/auth?${query}`
}

export async function postForm(fake: FakeGoogle, path: string, fields: Record<string, string>) {
  const response = await fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export function exchangeCode(fake: FakeGoogle, code: string, verifier: string, redirectUri = REDIRECT_URI) {
  return postForm(fake, '/token', {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri,
    client_id: FAKE_GOOGLE_CLIENT.id,
    client_secret: FAKE_GOOGLE_CLIENT.secret,
  })
}

export function refreshTokens(fake: FakeGoogle, refreshToken: string) {
  return postForm(fake, '/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: FAKE_GOOGLE_CLIENT.id,
    client_secret: FAKE_GOOGLE_CLIENT.secret,
  })
}

/** Consent and code exchange in one go: the tokens an app holds after the callback. */
export async function signIn(fake: FakeGoogle, consent: Consent, options: Omit<AuthOptions, 'challenge'>): Promise<TokenResponse> {
  const { verifier, challenge } = pkce()
  const callback = new URL(fake.approve(authorizationUrl(fake, { ...options, challenge }), consent))
  const { status, body } = await exchangeCode(fake, callback.searchParams.get('code') ?? '', verifier, options.redirectUri)
  if (status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(body)}`)
  return body as TokenResponse
}

type CallOptions = { token?: string; key?: string; method?: string; body?: BodyInit; headers?: Record<string, string> }

/** A googleapis.com call with a Bearer token or an API key. */
export async function call<T>(fake: FakeGoogle, path: string, query: Record<string, string>, options: CallOptions = {}) {
  const params = new URLSearchParams({ ...query, ...(options.key ? { key: options.key } : {}) })
  const response = await fetch(`${fake.url}${path}?${params}`, {
    method: options.method ?? 'GET',
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    body: options.body,
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}
