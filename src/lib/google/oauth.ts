import * as oidc from 'openid-client'

import { env } from '@/lib/env'

import { authorizationCookieKeyring } from './keys'
import { GoogleAuthError } from './errors'
import { grantedScopes } from './scopes'
import { open, seal, SealedValueError } from './sealed'

/**
 * Google's OAuth 2.0 code flow with PKCE, state and nonce, through openid-client (a certified,
 * well-kept OpenID client: PKCE, ID-token claim checks and error parsing are not ours to get wrong).
 * The endpoints come from env so tests point them at a loopback fake. The ID token's claims (issuer,
 * audience, nonce, expiry) are checked; the profile itself is read from the userinfo endpoint rather
 * than by verifying the token's signature against Google's keys (decision record "Google tokens").
 */

const GOOGLE_ISSUER = 'https://accounts.google.com'
const TIMEOUT_SECONDS = 10
/** How long a person may spend on Google's consent screen before the callback is refused. */
export const AUTHORIZATION_TTL_SECONDS = 10 * 60

export const googleConfigured = (): boolean => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET)

let configuration: oidc.Configuration | undefined

function googleClient(): oidc.Configuration {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) throw new GoogleAuthError('not_configured')
  if (configuration) return configuration
  configuration = new oidc.Configuration(
    {
      issuer: GOOGLE_ISSUER,
      authorization_endpoint: `${env.GOOGLE_ACCOUNTS_BASE_URL}/o/oauth2/v2/auth`,
      token_endpoint: `${env.GOOGLE_OAUTH_BASE_URL}/token`,
      revocation_endpoint: `${env.GOOGLE_OAUTH_BASE_URL}/revoke`,
      userinfo_endpoint: `${env.GOOGLE_OPENID_BASE_URL}/v1/userinfo`,
      code_challenge_methods_supported: ['S256'],
    },
    env.GOOGLE_CLIENT_ID,
    env.GOOGLE_CLIENT_SECRET,
  )
  configuration.timeout = TIMEOUT_SECONDS
  // Only the loopback fakes of the tests speak plain http.
  const endpoints = [env.GOOGLE_ACCOUNTS_BASE_URL, env.GOOGLE_OAUTH_BASE_URL, env.GOOGLE_OPENID_BASE_URL]
  if (endpoints.some((url) => url.startsWith('http://'))) oidc.allowInsecureRequests(configuration)
  return configuration
}

/** What the callback needs to finish what the start began, sealed into a short-lived cookie. */
type PendingAuthorization = {
  state: string
  nonce: string
  verifier: string
  redirectUri: string
  expires: number
  purpose: string
  /** Only an `openid` request gets an ID token back (a password account connecting a channel does not). */
  openid: boolean
}

export type AuthorizationRequest = {
  /** Told apart at the callback: a sign-in cookie cannot finish a channel connection. */
  purpose: string
  redirectUri: string
  scopes: readonly string[]
  /** Refresh token wanted (channel connections); Google gives one on first consent or with prompt=consent. */
  offline?: boolean
  prompt?: 'consent' | 'select_account'
  loginHint?: string
}

/** The URL to send the person to, and the sealed cookie value to keep until they come back. */
export async function startAuthorization(request: AuthorizationRequest): Promise<{ url: string; cookie: string }> {
  const config = googleClient()
  const pending: PendingAuthorization = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    redirectUri: request.redirectUri,
    expires: Date.now() + AUTHORIZATION_TTL_SECONDS * 1000,
    purpose: request.purpose,
    openid: request.scopes.includes('openid'),
  }
  const parameters: Record<string, string> = {
    redirect_uri: request.redirectUri,
    scope: request.scopes.join(' '),
    state: pending.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    include_granted_scopes: 'true',
  }
  // Only with `openid`: an ID token that comes back anyway (an earlier sign-in's grant, through
  // incremental consent) then carries no nonce, which is what the OAuth-only check expects.
  if (pending.openid) parameters.nonce = pending.nonce
  if (request.offline) parameters.access_type = 'offline'
  if (request.prompt) parameters.prompt = request.prompt
  if (request.loginHint) parameters.login_hint = request.loginHint
  const url = oidc.buildAuthorizationUrl(config, parameters)
  return { url: url.href, cookie: seal(JSON.stringify(pending), authorizationCookieKeyring, request.purpose) }
}

export type GoogleTokens = {
  accessToken: string
  /** Seconds from now. */
  expiresIn: number
  refreshToken?: string
  scopes: string[]
  /** The Google account's stable id (the ID token's `sub`), when `openid` was asked for. */
  subject?: string
}

function pendingFrom(cookie: string | undefined, purpose: string): PendingAuthorization {
  if (!cookie) throw new GoogleAuthError('invalid_state')
  try {
    const pending = JSON.parse(open(cookie, authorizationCookieKeyring, purpose)) as PendingAuthorization
    if (pending.purpose !== purpose || pending.expires < Date.now() || typeof pending.openid !== 'boolean')
      throw new GoogleAuthError('invalid_state')
    return pending
  } catch (error) {
    if (error instanceof SealedValueError || error instanceof SyntaxError) throw new GoogleAuthError('invalid_state', { cause: error })
    throw error
  }
}

/** The HTTP answer behind an openid-client error, found along its chain of causes. */
function failedResponse(error: unknown): Response | undefined {
  for (let cause = error, depth = 0; cause && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++)
    if (cause instanceof Response) return cause
  return undefined
}

/** Google's answers and failures as the kinds the app explains. */
function googleFailure(error: unknown): GoogleAuthError {
  if (error instanceof GoogleAuthError) return error
  if (error instanceof oidc.AuthorizationResponseError)
    return new GoogleAuthError(error.error === 'access_denied' ? 'access_denied' : 'bad_response', { cause: error })
  if (error instanceof oidc.ResponseBodyError) {
    if (error.error === 'invalid_grant') return new GoogleAuthError('invalid_grant', { cause: error })
    return new GoogleAuthError(error.status >= 500 ? 'unavailable' : 'bad_response', { cause: error })
  }
  // A 5xx without Google's JSON error body (its HTML error page) comes as an unconforming response.
  if ((failedResponse(error)?.status ?? 0) >= 500) return new GoogleAuthError('unavailable', { cause: error })
  if (error instanceof TypeError || (error as Error | null)?.name === 'TimeoutError')
    return new GoogleAuthError('unavailable', { cause: error })
  return new GoogleAuthError('bad_response', { cause: error })
}

/**
 * Finishes at the callback: checks the sealed cookie (purpose, expiry), the state, then exchanges
 * the code with its PKCE verifier and checks the ID token's nonce. `query` is the callback's query.
 */
export async function finishAuthorization(query: URLSearchParams, cookie: string | undefined, purpose: string): Promise<GoogleTokens> {
  const config = googleClient()
  if (query.get('error') === 'access_denied') throw new GoogleAuthError('access_denied')
  const pending = pendingFrom(cookie, purpose)
  if (query.get('state') !== pending.state) throw new GoogleAuthError('invalid_state')
  const callback = new URL(pending.redirectUri)
  for (const [key, value] of query) callback.searchParams.append(key, value)
  try {
    const answer = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: pending.verifier,
      expectedState: pending.state,
      expectedNonce: pending.openid ? pending.nonce : undefined,
      idTokenExpected: pending.openid,
    })
    const subject = answer.claims()?.sub
    if (pending.openid && !subject) throw new GoogleAuthError('bad_response')
    return {
      accessToken: answer.access_token,
      expiresIn: answer.expires_in ?? 3600,
      refreshToken: answer.refresh_token,
      scopes: grantedScopes(answer.scope),
      subject,
    }
  } catch (error) {
    throw googleFailure(error)
  }
}

/** A fresh access token from a stored refresh token; `invalid_grant` means the person revoked us. */
export async function refreshAccessToken(refreshToken: string): Promise<Omit<GoogleTokens, 'subject'>> {
  try {
    const answer = await oidc.refreshTokenGrant(googleClient(), refreshToken)
    return {
      accessToken: answer.access_token,
      expiresIn: answer.expires_in ?? 3600,
      refreshToken: answer.refresh_token,
      scopes: grantedScopes(answer.scope),
    }
  } catch (error) {
    throw googleFailure(error)
  }
}

/** Revokes at Google (the grant and every token of it). A token Google no longer knows is fine. */
export async function revokeToken(token: string): Promise<void> {
  try {
    await oidc.tokenRevocation(googleClient(), token)
  } catch (error) {
    const failure = googleFailure(error)
    if (failure.kind === 'invalid_grant' || (error instanceof oidc.ResponseBodyError && error.error === 'invalid_token')) return
    throw failure
  }
}

export type GoogleProfile = { subject: string; email: string; emailVerified: boolean; name: string; picture?: string }

/** The signed-in Google account, from the userinfo endpoint; its `sub` must match the ID token's. */
export async function fetchProfile(tokens: Pick<GoogleTokens, 'accessToken' | 'subject'>): Promise<GoogleProfile> {
  try {
    const info = await oidc.fetchUserInfo(googleClient(), tokens.accessToken, tokens.subject ?? oidc.skipSubjectCheck)
    if (typeof info.email !== 'string') throw new GoogleAuthError('bad_response')
    return {
      subject: info.sub,
      email: info.email.toLowerCase(),
      emailVerified: info.email_verified === true,
      name: (typeof info.name === 'string' && info.name.trim()) || info.email.split('@')[0]!,
      picture: typeof info.picture === 'string' ? info.picture : undefined,
    }
  } catch (error) {
    throw googleFailure(error)
  }
}
