import { formFields, googleErrorPage, type FakeRequest, type Reply } from '../core/http'
import { parseScopes, SCOPES } from '../core/scopes'
import type { Consent, FakeContext } from '../state/context'
import { allowsRedirect, type OAuthClient } from '../state/grants'

import { consentPage } from './consent-page'

/**
 * accounts.google.com/o/oauth2/v2/auth. Errors Google cannot send back to the app (unknown client,
 * unregistered redirect URI, a malformed request) are its error page; the user's answer goes back
 * as a 302 to the redirect URI: `?state=…&code=…&scope=…&authuser=0&prompt=consent`, or
 * `?error=access_denied&state=…`. Stricter than Google on purpose: `state`, an S256
 * `code_challenge` and (with `openid`) a `nonce` are required, as the app must always send them.
 */

type AuthRequest = {
  client: OAuthClient
  redirectUri: string
  scopes: string[]
  state: string
  codeChallenge: string
  nonce?: string
  offline: boolean
  includeGranted: boolean
  prompt: Set<string>
}

const errorPage = (status: number, error: string, detail: string) => googleErrorPage(status, `Error ${status}: ${error}. ${detail}`)

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/

function parse(query: URLSearchParams, ctx: FakeContext): AuthRequest | Reply {
  const client = ctx.clients.find((c) => c.id === query.get('client_id'))
  if (!client) return errorPage(401, 'invalid_client', 'The OAuth client was not found.')
  const redirectUri = query.get('redirect_uri') ?? ''
  if (!allowsRedirect(client, redirectUri)) {
    return errorPage(
      400,
      'redirect_uri_mismatch',
      `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${redirectUri}`,
    )
  }
  if (query.get('response_type') !== 'code')
    return errorPage(400, 'unsupported_response_type', 'Invalid response_type: only "code" is supported.')
  const { scopes, unknown } = parseScopes(query.get('scope') ?? '')
  if (unknown.length > 0) return errorPage(400, 'invalid_scope', `Some requested scopes were invalid. {invalid=[${unknown.join(', ')}]}`)
  if (scopes.length === 0) return errorPage(400, 'invalid_request', 'Missing required parameter: scope')
  const state = query.get('state')
  if (!state) return errorPage(400, 'invalid_request', 'Missing required parameter: state (fake Google requires it)')
  const codeChallenge = query.get('code_challenge') ?? ''
  if (query.get('code_challenge_method') !== 'S256' || !PKCE_CHALLENGE.test(codeChallenge)) {
    return errorPage(
      400,
      'invalid_request',
      'code_challenge must be a base64url SHA-256 with code_challenge_method=S256 (fake Google requires PKCE)',
    )
  }
  const nonce = query.get('nonce') ?? undefined
  if (scopes.includes(SCOPES.openid) && !nonce)
    return errorPage(400, 'invalid_request', 'Missing required parameter: nonce (fake Google requires it with openid)')
  const accessType = query.get('access_type') ?? 'online'
  if (accessType !== 'online' && accessType !== 'offline') return errorPage(400, 'invalid_request', `Invalid access_type: ${accessType}`)
  const includeGranted = query.get('include_granted_scopes') ?? 'false'
  if (includeGranted !== 'true' && includeGranted !== 'false')
    return errorPage(400, 'invalid_request', `Invalid include_granted_scopes: ${includeGranted}`)
  const prompt = new Set((query.get('prompt') ?? '').split(' ').filter(Boolean))
  if ([...prompt].some((p) => !['none', 'consent', 'select_account'].includes(p)) || (prompt.has('none') && prompt.size > 1)) {
    return errorPage(400, 'invalid_request', `Invalid prompt: ${query.get('prompt')}`)
  }
  return {
    client,
    redirectUri,
    scopes,
    state,
    codeChallenge,
    nonce,
    offline: accessType === 'offline',
    includeGranted: includeGranted === 'true',
    prompt,
  }
}

function redirect(request: AuthRequest, params: Record<string, string>): Reply {
  const location = new URL(request.redirectUri)
  for (const [name, value] of Object.entries(params)) location.searchParams.set(name, value)
  return { status: 302, headers: { location: location.toString(), 'content-type': 'text/html; charset=UTF-8' }, body: '' }
}

/** Applies the user's answer: an authorization code for the granted scopes, or the error. */
function decide(request: AuthRequest, consent: Consent, ctx: FakeContext): Reply {
  const account = ctx.world.account(consent.account)
  if (!account) return errorPage(400, 'fake_google', `No Google account "${consent.account}" (see fakeAccounts or addAccount)`)
  const before = ctx.grants.granted(account.sub, request.client.id)
  if (request.prompt.has('none')) {
    const missing = request.scopes.filter((scope) => !before.includes(scope))
    if (missing.length > 0) return redirect(request, { error: 'consent_required', state: request.state })
  }
  if (consent.grant === 'deny') return redirect(request, { error: 'access_denied', state: request.state })
  const ticked = consent.grant === undefined || consent.grant === 'all' ? request.scopes : parseScopes(consent.grant.join(' ')).scopes
  const granted = request.scopes.filter((scope) => ticked.includes(scope))
  if (granted.length === 0) return redirect(request, { error: 'access_denied', state: request.state })
  const channelId = consent.channel ? (ctx.world.channelByHandle(consent.channel)?.id ?? consent.channel) : undefined
  if (channelId && !account.channelIds.includes(channelId)) {
    return errorPage(400, 'fake_google', `Account "${account.key}" has no channel ${consent.channel}`)
  }
  const scopes = request.includeGranted ? [...new Set([...granted, ...before])] : granted
  const addsScopes = granted.some((scope) => !before.includes(scope))
  const withRefresh =
    request.offline && (request.prompt.has('consent') || addsScopes || !ctx.grants.hasRefreshToken(account.sub, request.client.id))
  const code = ctx.grants.issueCode(
    {
      sub: account.sub,
      clientId: request.client.id,
      redirectUri: request.redirectUri,
      scopes,
      codeChallenge: request.codeChallenge,
      nonce: request.nonce,
      withRefresh,
      channelId,
    },
    granted,
  )
  const prompt = addsScopes || request.prompt.has('consent') ? 'consent' : 'none'
  return redirect(request, { state: request.state, code, scope: scopes.join(' '), authuser: '0', prompt })
}

/** GET /o/oauth2/v2/auth: a queued consent answers at once; without one, the consent page asks. */
export function authorize(query: URLSearchParams, ctx: FakeContext): Reply {
  const parsed = parse(query, ctx)
  if (!('client' in parsed)) return parsed
  const consent = ctx.consents.shift()
  if (consent) return decide(parsed, consent, ctx)
  if (parsed.prompt.has('none')) return redirect(parsed, { error: 'login_required', state: parsed.state })
  return consentPage(query, [...ctx.world.accounts.values()], parsed.scopes)
}

/** POST /o/oauth2/v2/auth/decide: the consent page's form. */
export function decideFromPage(request: FakeRequest, ctx: FakeContext): Reply {
  const form = formFields(request)
  const parsed = parse(new URLSearchParams(form.get('request') ?? ''), ctx)
  if (!('client' in parsed)) return parsed
  const account = form.get('account') ?? ''
  return decide(parsed, { account, grant: form.get('decision') === 'deny' ? 'deny' : form.getAll('scope') }, ctx)
}
