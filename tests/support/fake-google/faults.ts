import { apiError, googleErrorPage, type Reply } from './core/http'

/**
 * Outages for the resilience suites: 'slow' answers correctly after `delayMs`, 'failing' answers
 * 503 the way each host does, 'garbage' answers 200 with the right content type and a body that is
 * not what that type promises (truncated JSON, JSONP of the wrong shape, bytes that are not an
 * image), 'rate_limited' answers as the APIs do over their per-minute limit (the Data API 403
 * rateLimitExceeded, Analytics 429). `hosts` limits the fault to some hosts ("Analytics is down, sign-in works"); without it
 * every host misbehaves at once.
 */
export type GoogleHost = 'accounts' | 'oauth' | 'openid' | 'data' | 'analytics' | 'suggest' | 'oembed' | 'images'

export type GoogleFault =
  | { kind: 'none' }
  | { kind: 'slow'; delayMs: number; hosts?: GoogleHost[] }
  | { kind: 'failing'; hosts?: GoogleHost[] }
  | { kind: 'garbage'; hosts?: GoogleHost[] }
  | { kind: 'rate_limited'; hosts?: GoogleHost[] }

/** Which real host a path belongs to: the fake tells them apart by path, as their paths never overlap. */
export function hostOf(path: string): GoogleHost | undefined {
  if (path.startsWith('/o/oauth2/')) return 'accounts'
  if (path === '/token' || path === '/revoke' || path === '/oauth2/v3/certs') return 'oauth'
  if (path === '/v1/userinfo') return 'openid'
  if (path.startsWith('/youtube/v3/') || path.startsWith('/upload/youtube/v3/')) return 'data'
  if (path === '/v2/reports') return 'analytics'
  if (path === '/complete/search') return 'suggest'
  if (path === '/oembed') return 'oembed'
  if (/^\/(vi|vi_webp|ytc|a)\//.test(path)) return 'images'
  return undefined
}

export function faultApplies(fault: GoogleFault, host: GoogleHost | undefined): boolean {
  return fault.kind !== 'none' && host !== undefined && (!fault.hosts || fault.hosts.includes(host))
}

const JSON_HOSTS: (GoogleHost | undefined)[] = ['data', 'analytics', 'openid']

export function failingReply(host: GoogleHost | undefined): Reply {
  if (JSON_HOSTS.includes(host)) {
    return apiError(503, 'The service is currently unavailable.', { domain: 'global', reason: 'backendError' }, { status: true })
  }
  return googleErrorPage(503)
}

export function rateLimitedReply(host: GoogleHost | undefined): Reply {
  if (host === 'data')
    return apiError(403, 'The request cannot be completed because you have exceeded the rate limit.', {
      domain: 'youtube.quota',
      reason: 'rateLimitExceeded',
    })
  if (host === 'analytics')
    return apiError(
      429,
      "Quota exceeded for quota metric 'Queries' per minute.",
      { domain: 'global', reason: 'rateLimitExceeded' },
      { status: true },
    )
  return googleErrorPage(429, 'Too many requests. Please try again later.')
}

export function garbageReply(host: GoogleHost | undefined): Reply {
  if (host === 'suggest') {
    return { status: 200, headers: { 'content-type': 'text/javascript; charset=UTF-8' }, body: 'window.google.ac.h({"not": "a list"})' }
  }
  if (host === 'images') {
    return { status: 200, headers: { 'content-type': 'image/jpeg' }, body: Buffer.from('this is not a JPEG, only a few bytes of text') }
  }
  if (host === 'accounts')
    return { status: 200, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: '<!doctype html><p>Something went wrong' }
  return {
    status: 200,
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    body: '{"kind": "youtube#videoListResponse", "items": [{"id": ',
  }
}
