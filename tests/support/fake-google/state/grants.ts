import { opaque } from '../core/determinism'

/**
 * Google's side of OAuth: what each account granted each client, the codes handed out and the
 * tokens issued. Like Google, a grant is one per (account, client): revoking any token of it, or the
 * user removing the app at myaccount.google.com, ends every token of that grant at once.
 */

/** A registered OAuth client; a redirect URI must match one of its URIs exactly, or one of its patterns. */
export type OAuthClient = { id: string; secret: string; redirectUris: (string | RegExp)[] }

export function allowsRedirect(client: OAuthClient, uri: string): boolean {
  return client.redirectUris.some((allowed) => (typeof allowed === 'string' ? allowed === uri : allowed.test(uri)))
}

export type PendingCode = {
  sub: string
  clientId: string
  redirectUri: string
  /** What the token will carry: this consent's scopes, plus the earlier ones when include_granted_scopes=true. */
  scopes: string[]
  codeChallenge: string
  nonce?: string
  /** A refresh token comes with the code's tokens (offline access on first consent, or prompt=consent). */
  withRefresh: boolean
  /** The brand channel picked at consent, when the test picked one: "mine" is then that channel only. */
  channelId?: string
  expiresAt: number
  used: boolean
}

export type IssuedToken = {
  token: string
  kind: 'access' | 'refresh'
  sub: string
  clientId: string
  scopes: string[]
  channelId?: string
  /** Access tokens only. */
  expiresAt?: number
  revoked: boolean
}

/** Google's access tokens live an hour; it answers `expires_in: 3599`. */
export const ACCESS_TOKEN_SECONDS = 3599
const CODE_MS = 10 * 60_000

const grantKey = (sub: string, clientId: string) => `${sub} ${clientId}`

export class GrantStore {
  /** Scopes granted per (account, client). */
  private grants = new Map<string, Set<string>>()
  private codes = new Map<string, PendingCode>()
  private tokens = new Map<string, IssuedToken>()
  /** Never reset, so a token from before a reset() can never equal one after it. */
  private serial = 0

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.grants.clear()
    this.codes.clear()
    this.tokens.clear()
  }

  granted(sub: string, clientId: string): string[] {
    return [...(this.grants.get(grantKey(sub, clientId)) ?? [])]
  }

  /** Whether a refresh token of this grant is still alive (Google sends one only on first consent). */
  hasRefreshToken(sub: string, clientId: string): boolean {
    return [...this.tokens.values()].some((t) => t.kind === 'refresh' && !t.revoked && t.sub === sub && t.clientId === clientId)
  }

  /** Records the consent and hands out the code. Real codes start "4/0A" and hold a "/": the app must URL-decode. */
  issueCode(pending: Omit<PendingCode, 'expiresAt' | 'used'>, consented: string[]): string {
    const key = grantKey(pending.sub, pending.clientId)
    this.grants.set(key, new Set([...(this.grants.get(key) ?? []), ...consented]))
    const code = opaque('4/0A', `code:${++this.serial}`, 60)
    this.codes.set(code, { ...pending, expiresAt: this.now() + CODE_MS, used: false })
    return code
  }

  /** The consent behind a code not yet redeemed; 'spent' once used or past its 10 minutes. The caller marks it used. */
  pendingCode(code: string): PendingCode | 'spent' | undefined {
    const pending = this.codes.get(code)
    if (!pending) return undefined
    return pending.used || pending.expiresAt < this.now() ? 'spent' : pending
  }

  issue(kind: IssuedToken['kind'], owner: Pick<IssuedToken, 'sub' | 'clientId' | 'scopes' | 'channelId'>): IssuedToken {
    const token = kind === 'access' ? opaque('ya29.a0', `access:${++this.serial}`, 120) : opaque('1//0', `refresh:${++this.serial}`, 100)
    const { sub, clientId, scopes, channelId } = owner
    const issued: IssuedToken = { token, kind, sub, clientId, scopes, channelId, revoked: false }
    if (kind === 'access') issued.expiresAt = this.now() + ACCESS_TOKEN_SECONDS * 1000
    this.tokens.set(token, issued)
    return issued
  }

  /** A live refresh token of this client, or undefined (unknown, revoked, or another client's). */
  refreshToken(token: string, clientId: string): IssuedToken | undefined {
    const found = this.tokens.get(token)
    return found?.kind === 'refresh' && !found.revoked && found.clientId === clientId ? found : undefined
  }

  /** An access token with its state: 'expired' and 'revoked' both answer 401 at the APIs. */
  accessToken(token: string): IssuedToken | 'expired' | undefined {
    const found = this.tokens.get(token)
    if (found?.kind !== 'access' || found.revoked) return undefined
    return (found.expiresAt ?? 0) <= this.now() ? 'expired' : found
  }

  /** POST /revoke: any token of a grant ends the whole grant. False when the token is unknown or already dead. */
  revokeToken(token: string): boolean {
    const found = this.tokens.get(token)
    if (!found || found.revoked || (found.kind === 'access' && (found.expiresAt ?? 0) <= this.now())) return false
    this.revokeGrant(found.sub, found.clientId)
    return true
  }

  /** The user removed the app's access at Google (or an admin did): every token of the grant dies. */
  revokeGrant(sub: string, clientId?: string): void {
    for (const key of this.grants.keys())
      if (key.startsWith(`${sub} `) && (!clientId || key === grantKey(sub, clientId))) this.grants.delete(key)
    for (const token of this.tokens.values()) if (token.sub === sub && (!clientId || token.clientId === clientId)) token.revoked = true
  }

  /** Ends every live access token (of one account, when given) as if an hour had passed; refresh tokens still work. */
  expireAccessTokens(sub?: string): number {
    let expired = 0
    for (const token of this.tokens.values()) {
      if (token.kind !== 'access' || token.revoked || (sub && token.sub !== sub)) continue
      token.expiresAt = Math.min(token.expiresAt ?? 0, this.now() - 1)
      expired += 1
    }
    return expired
  }
}
