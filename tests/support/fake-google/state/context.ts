import type { SigningKey } from '../core/signing-key'

import type { GrantStore, OAuthClient } from './grants'
import type { QuotaCounter } from './quota'
import type { World } from './world'

/**
 * A test's choice for the next authorization request: which Google account consents, and to what.
 * `grant` is 'all' (the default: every requested scope), a list of the scopes the user leaves ticked
 * (Google's granular consent; short names such as 'email' work), or 'deny' (the user clicks Cancel).
 * `channel` picks one brand channel of the account, as Google's channel chooser does: "mine" is then
 * that channel only; without it "mine" is every channel of the account.
 */
export type Consent = { account: string; grant?: 'all' | 'deny' | string[]; channel?: string }

/** Everything the handlers share: one per running fake. */
export type FakeContext = {
  world: World
  grants: GrantStore
  quota: QuotaCounter
  clients: OAuthClient[]
  now: () => number
  signingKey: SigningKey
  /** Consents queued by nextConsent(), used in order; with none queued the consent page asks. */
  consents: Consent[]
  /** search.list results a test placed: keyword (normalised) → position (1-based) → video id. */
  rankings: Map<string, Map<number, string>>
  /** ADVERTISING views a test gave a video: video id → day (YYYY-MM-DD) → views. */
  adViews: Map<string, Map<string, number>>
}
