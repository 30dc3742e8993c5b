import { apiError, bearerToken, type FakeRequest, type Reply } from '../core/http'
import { allows } from '../core/scopes'
import type { GoogleAccount, WorldVideo } from '../core/types'
import { fakeApiKeys } from '../fixtures'
import type { FakeContext } from '../state/context'
import type { IssuedToken } from '../state/grants'

/**
 * Who calls the Data API: the project's API key (public data only), or a user's access token
 * (public data, plus that user's own channels and videos, within the scopes granted).
 */
export type Caller = { kind: 'key' } | { kind: 'user'; token: IssuedToken; account: GoogleAccount; mine: string[] }

const WWW_AUTHENTICATE = 'Bearer realm="https://accounts.google.com/"'

export const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.'

export const quotaExceeded = () => apiError(403, QUOTA_MESSAGE, { domain: 'youtube.quota', reason: 'quotaExceeded' })

/** 401 for a token Google does not accept (unknown, expired, revoked), with its header. */
export const invalidCredentials = () =>
  apiError(
    401,
    'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    { itemMessage: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' },
    { status: true, headers: { 'www-authenticate': `${WWW_AUTHENTICATE}, error="invalid_token"` } },
  )

/** 401 for a write called with an API key only. */
export const loginRequired = () =>
  apiError(
    401,
    'API keys are not supported by this API. Expected OAuth2 access token or other authentication credentials that assert a principal. See https://cloud.google.com/docs/authentication',
    { itemMessage: 'Login Required.', domain: 'global', reason: 'required', location: 'Authorization', locationType: 'header' },
    { status: true, headers: { 'www-authenticate': WWW_AUTHENTICATE } },
  )

/** 403 for a token without any of the scopes the method accepts. */
export function insufficientScopes(service: string, method: string, needed: readonly string[]): Reply {
  return apiError(
    403,
    'Request had insufficient authentication scopes.',
    { itemMessage: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' },
    {
      status: true,
      headers: { 'www-authenticate': `${WWW_AUTHENTICATE}, error="insufficient_scope", scope="${needed.join(' ')}"` },
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
          domain: 'googleapis.com',
          metadata: { service, method },
        },
      ],
    },
  )
}

const BAD_KEY = 'API key not valid. Please pass a valid API key.'

/** The caller of a googleapis.com request, or the error Google answers instead. */
export function identify(request: FakeRequest, ctx: FakeContext, { keyAllowed = true } = {}): Caller | Reply {
  const value = bearerToken(request)
  if (value) {
    const token = ctx.grants.accessToken(value)
    const account = token && token !== 'expired' ? ctx.world.accountBySub(token.sub) : undefined
    if (!token || token === 'expired' || !account) return invalidCredentials()
    return { kind: 'user', token, account, mine: token.channelId ? [token.channelId] : account.channelIds }
  }
  const key = request.query.get('key')
  if (key === fakeApiKeys.quotaExhausted) return quotaExceeded()
  if (key !== fakeApiKeys.valid) return apiError(400, BAD_KEY, { domain: 'global', reason: 'badRequest' }, { status: true })
  return keyAllowed ? { kind: 'key' } : loginRequired()
}

/** Null when the caller may go on; the 403 when its token lacks every scope of `needed`. */
export function requireScope(caller: Caller, needed: readonly string[], service: string, method: string): Reply | null {
  if (caller.kind === 'key' || allows(caller.token.scopes, needed)) return null
  return insufficientScopes(service, method, needed)
}

/** Whether the caller may see this video: public and unlisted ones for anyone, private ones for their owner. */
export function canSee(caller: Caller, video: WorldVideo): boolean {
  return video.privacy !== 'private' || (caller.kind === 'user' && caller.mine.includes(video.channelId))
}

export function owns(caller: Caller, video: WorldVideo): boolean {
  return caller.kind === 'user' && caller.mine.includes(video.channelId)
}
