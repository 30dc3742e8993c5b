import { createHash } from 'node:crypto'

import { formFields, json, type FakeRequest, type Reply } from '../core/http'
import { parseScopes, SCOPES } from '../core/scopes'
import type { FakeContext } from '../state/context'
import { ACCESS_TOKEN_SECONDS, type IssuedToken, type OAuthClient } from '../state/grants'

import { idToken } from './id-token'

/**
 * oauth2.googleapis.com/token and /revoke. Errors are RFC 6749 bodies with Google's wording:
 * `400 {"error":"invalid_grant","error_description":"Bad Request"}` for a code used twice or
 * expired, "Token has been expired or revoked." for a dead refresh token, "Missing code verifier."
 * and "Invalid code verifier." for PKCE, `redirect_uri_mismatch`, and `401 invalid_client`.
 */

/** The token endpoint's answer: `refresh_token` only with offline access, `id_token` only with openid. */
export type TokenResponse = {
  access_token: string
  expires_in: number
  refresh_token?: string
  scope: string
  token_type: 'Bearer'
  id_token?: string
}

export type OAuthErrorResponse = { error: string; error_description: string }

const NO_STORE = { 'cache-control': 'no-cache, no-store, max-age=0, must-revalidate', pragma: 'no-cache' }

function oauthJson(status: number, value: unknown): Reply {
  const reply = json(status, value, 'application/json; charset=utf-8', 2)
  return { ...reply, headers: { ...reply.headers, ...NO_STORE } }
}

const oauthError = (status: number, error: string, description: string) =>
  oauthJson(status, { error, error_description: description } satisfies OAuthErrorResponse)

/** The client, from the form (client_secret_post) or a Basic header (client_secret_basic). */
function authenticate(request: FakeRequest, form: URLSearchParams, ctx: FakeContext): OAuthClient | Reply {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent) : []
  const id = basicId ?? form.get('client_id')
  const secret = basicSecret ?? form.get('client_secret')
  const client = ctx.clients.find((c) => c.id === id)
  if (!client) return oauthError(401, 'invalid_client', 'The OAuth client was not found.')
  if (client.secret !== secret) return oauthError(401, 'invalid_client', 'Unauthorized')
  return client
}

function tokenAnswer(ctx: FakeContext, client: OAuthClient, access: IssuedToken, refresh?: IssuedToken, nonce?: string): Reply {
  const account = ctx.world.accountBySub(access.sub)
  const openid = access.scopes.includes(SCOPES.openid) && account
  const body: TokenResponse = {
    access_token: access.token,
    expires_in: ACCESS_TOKEN_SECONDS,
    ...(refresh ? { refresh_token: refresh.token } : {}),
    scope: access.scopes.join(' '),
    token_type: 'Bearer',
    ...(openid
      ? {
          id_token: idToken({
            account,
            clientId: client.id,
            key: ctx.signingKey,
            scopes: access.scopes,
            accessToken: access.token,
            nonce,
            now: ctx.now(),
          }),
        }
      : {}),
  }
  return oauthJson(200, body)
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

function exchangeCode(form: URLSearchParams, client: OAuthClient, ctx: FakeContext): Reply {
  const code = form.get('code')
  if (!code) return oauthError(400, 'invalid_request', 'Missing required parameter: code')
  const redirectUri = form.get('redirect_uri')
  if (!redirectUri) return oauthError(400, 'invalid_request', 'Missing required parameter: redirect_uri')
  const pending = ctx.grants.pendingCode(code)
  if (pending === undefined) return oauthError(400, 'invalid_grant', 'Malformed auth code.')
  if (pending === 'spent' || pending.clientId !== client.id) return oauthError(400, 'invalid_grant', 'Bad Request')
  if (pending.redirectUri !== redirectUri) return oauthError(400, 'redirect_uri_mismatch', 'Bad Request')
  const verifier = form.get('code_verifier')
  if (!verifier) return oauthError(400, 'invalid_grant', 'Missing code verifier.')
  if (s256(verifier) !== pending.codeChallenge) return oauthError(400, 'invalid_grant', 'Invalid code verifier.')
  pending.used = true
  const owner = { sub: pending.sub, clientId: client.id, scopes: pending.scopes, channelId: pending.channelId }
  const access = ctx.grants.issue('access', owner)
  const refresh = pending.withRefresh ? ctx.grants.issue('refresh', owner) : undefined
  return tokenAnswer(ctx, client, access, refresh, pending.nonce)
}

function refreshAccess(form: URLSearchParams, client: OAuthClient, ctx: FakeContext): Reply {
  const token = form.get('refresh_token')
  if (!token) return oauthError(400, 'invalid_request', 'Missing required parameter: refresh_token')
  const refresh = ctx.grants.refreshToken(token, client.id)
  if (!refresh) return oauthError(400, 'invalid_grant', 'Token has been expired or revoked.')
  // An optional narrower `scope` gives a token for part of the grant; anything beyond it is refused.
  const asked = form.get('scope')
  const scopes = asked ? parseScopes(asked).scopes : refresh.scopes
  if (scopes.some((scope) => !refresh.scopes.includes(scope))) return oauthError(400, 'invalid_scope', 'Bad Request')
  return tokenAnswer(ctx, client, ctx.grants.issue('access', { ...refresh, scopes }))
}

/** Form fields, or the same fields sent as a JSON object (Google takes both). */
function tokenFields(request: FakeRequest): URLSearchParams {
  if (!(request.headers['content-type'] ?? '').startsWith('application/json')) return formFields(request)
  try {
    return new URLSearchParams(JSON.parse(request.body.toString('utf8')) as Record<string, string>)
  } catch {
    return new URLSearchParams()
  }
}

/** POST /token */
export function token(request: FakeRequest, ctx: FakeContext): Reply {
  const form = tokenFields(request)
  const client = authenticate(request, form, ctx)
  if (!('secret' in client)) return client
  const grantType = form.get('grant_type')
  if (grantType === 'authorization_code') return exchangeCode(form, client, ctx)
  if (grantType === 'refresh_token') return refreshAccess(form, client, ctx)
  if (!grantType) return oauthError(400, 'invalid_request', 'Missing required parameter: grant_type')
  return oauthError(400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`)
}

/** GET /oauth2/v3/certs: the public key of the ID tokens, as Google publishes its own. */
export function certs(ctx: FakeContext): Reply {
  return json(200, { keys: [ctx.signingKey.publicJwk] }, 'application/json; charset=UTF-8', 2)
}

/** POST /revoke?token=… (or `token` in the form): 200 `{}`, or 400 invalid_token for a dead or unknown token. */
export function revoke(request: FakeRequest, ctx: FakeContext): Reply {
  const value = request.query.get('token') ?? formFields(request).get('token')
  if (!value) return oauthError(400, 'invalid_request', 'Missing required parameter: token')
  if (!ctx.grants.revokeToken(value)) return oauthError(400, 'invalid_token', 'Token expired or revoked')
  return oauthJson(200, {})
}
