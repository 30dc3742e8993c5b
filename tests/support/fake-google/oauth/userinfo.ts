import { bearerToken, json, type FakeRequest, type Reply } from '../core/http'
import { SCOPES } from '../core/scopes'
import type { FakeContext } from '../state/context'

/**
 * openidconnect.googleapis.com/v1/userinfo: the profile behind a Bearer access token, with the
 * claims its scopes allow (email and email_verified need `email`; name and picture need `profile`).
 * A missing, expired or revoked token answers 401 with Google's body and WWW-Authenticate header.
 */
export type UserInfo = {
  sub: string
  name?: string
  given_name?: string
  family_name?: string
  picture?: string
  email?: string
  email_verified?: boolean
}

export function userinfo(request: FakeRequest, ctx: FakeContext): Reply {
  const value = bearerToken(request)
  const token = value ? ctx.grants.accessToken(value) : undefined
  const account = token && token !== 'expired' ? ctx.world.accountBySub(token.sub) : undefined
  if (!token || token === 'expired' || !account) {
    const reply = json(401, { error: 'invalid_request', error_description: 'Invalid Credentials' }, 'application/json; charset=UTF-8', 2)
    return {
      ...reply,
      headers: { ...reply.headers, 'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
    }
  }
  const body: UserInfo = { sub: account.sub }
  if (token.scopes.includes(SCOPES.profile)) {
    Object.assign(body, { name: account.name, given_name: account.givenName, family_name: account.familyName, picture: account.picture })
  }
  if (token.scopes.includes(SCOPES.email)) Object.assign(body, { email: account.email, email_verified: account.emailVerified })
  return json(200, body, 'application/json; charset=UTF-8', 2)
}
