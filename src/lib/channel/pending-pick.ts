import 'server-only'

import { cookies } from 'next/headers'

import { authorizationCookieKeyring, authorizationCookieOptions } from '@/lib/google/keys'
import type { GoogleTokens } from '@/lib/google/oauth'
import { open, seal, SealedValueError } from '@/lib/google/sealed'
import type { ChannelSummary } from '@/tools/channel/youtube-api'

/**
 * A Google account's channels and its tokens, waiting for the creator to pick one (decision 020): a
 * sealed, HTTP-only cookie of ten minutes, bound to the TubeLift account that connected.
 */

const PICK_COOKIE = 'tl_channel_pick'
export const CONNECTION_COOKIE_SECONDS = 10 * 60

export const connectionCookieOptions = () => authorizationCookieOptions({ maxAge: CONNECTION_COOKIE_SECONDS })

export type PendingPick = { tokens: GoogleTokens & { refreshToken: string }; channels: ChannelSummary[]; expires: number }

const context = (userId: number) => `channel-pick:${userId}`

export async function savePendingPick(userId: number, pick: Omit<PendingPick, 'expires'>): Promise<void> {
  const value: PendingPick = { ...pick, expires: Date.now() + CONNECTION_COOKIE_SECONDS * 1000 }
  ;(await cookies()).set(PICK_COOKIE, seal(JSON.stringify(value), authorizationCookieKeyring, context(userId)), connectionCookieOptions())
}

export async function clearPendingPick(): Promise<void> {
  ;(await cookies()).delete(PICK_COOKIE)
}

/** The channels waiting to be picked from, or null (none, expired, or another account's). */
export async function pendingPick(userId: number): Promise<PendingPick | null> {
  const sealed = (await cookies()).get(PICK_COOKIE)?.value
  if (!sealed) return null
  try {
    const pending = JSON.parse(open(sealed, authorizationCookieKeyring, context(userId))) as PendingPick
    return pending.expires > Date.now() ? pending : null
  } catch (error) {
    if (error instanceof SealedValueError || error instanceof SyntaxError) return null
    throw error
  }
}
