import 'server-only'

import { cookies } from 'next/headers'

import {
  clearPendingPick,
  CONNECTION_COOKIE_SECONDS,
  connectionCookieOptions,
  pendingPick,
  savePendingPick,
  type PendingPick,
} from '@/lib/channel/pending-pick'
import { sealRefreshToken, rememberAccessToken } from '@/lib/channel/tokens'
import { summaryData, syncChannel } from '@/lib/channel/sync'
import { env } from '@/lib/env'
import { GoogleAuthError, isGoogleAuthError } from '@/lib/google/errors'
import { authorizationCookieKeyring } from '@/lib/google/keys'
import { finishAuthorization, startAuthorization, type AuthorizationRequest } from '@/lib/google/oauth'
import { CHANNEL_READ_SCOPES, hasScopes, YOUTUBE_WRITE_SCOPE } from '@/lib/google/scopes'
import { open, seal, SealedValueError } from '@/lib/google/sealed'
import { payloadClient } from '@/lib/payload/client'
import { chargedCall } from '@/lib/youtube/quota'
import type { User } from '@/payload-types'
import { ChannelError, isChannelError } from '@/tools/channel/errors'
import type { ChannelNotice } from '@/tools/channel/notices'
import { fetchMyChannels, type ChannelSummary } from '@/tools/channel/youtube-api'
import { isYouTubeError } from '@/tools/youtube/errors'

import { finishWriteConsent, type WriteConsent } from './write-consent'

/**
 * Connecting a channel (decision 020): a consent of its own for the two read scopes, offline so a
 * refresh token comes back, then channels.list?mine=true; several channels (brand accounts) wait in a
 * sealed ten-minute cookie (lib/channel/pending-pick.ts) until the creator picks one.
 */

const PURPOSE = 'channel'
const AUTHORIZATION_COOKIE = 'tl_channel_auth'
/**
 * Who started the connection. Google's redirect back is a cross-site navigation, on which Payload
 * does not accept its session cookie (its CSRF rule), so the callback finds the account here.
 */
const OWNER_COOKIE = 'tl_channel_owner'

/** The owner cookie's content: who started, and for a write consent which channel and where to return. */
type ConsentOwner = { id: number; expires: number; write?: WriteConsent }

export const channelRedirectUri = () => `${env.NEXT_PUBLIC_SERVER_URL}/api/youtube/callback`

/** Sends the creator to Google: the PKCE verifier, state and nonce wait in a sealed cookie, beside who started. */
async function startConsent(user: User, request: Pick<AuthorizationRequest, 'scopes' | 'prompt'>, write?: WriteConsent): Promise<string> {
  const { url, cookie } = await startAuthorization({ purpose: PURPOSE, redirectUri: channelRedirectUri(), offline: true, ...request })
  const store = await cookies()
  store.set(AUTHORIZATION_COOKIE, cookie, connectionCookieOptions())
  const owner: ConsentOwner = { id: user.id, expires: Date.now() + CONNECTION_COOKIE_SECONDS * 1000, write }
  store.set(OWNER_COOKIE, seal(JSON.stringify(owner), authorizationCookieKeyring, OWNER_COOKIE), connectionCookieOptions())
  return url
}

/** Where to send the creator at Google to connect a channel (the two read scopes). */
export async function startChannelConnection(user: User): Promise<string> {
  // Google gives a refresh token again only with a fresh consent (a reconnect needs one).
  return startConsent(user, { scopes: CHANNEL_READ_SCOPES, prompt: 'consent' })
}

/**
 * Incremental consent for the write scope, asked when the creator first applies a fix (decision 021):
 * the same callback, state and PKCE; Google adds the earlier scopes (`include_granted_scopes`).
 */
export async function startWriteConsent(user: User, write: WriteConsent): Promise<string> {
  return startConsent(user, { scopes: [YOUTUBE_WRITE_SCOPE] }, write)
}

/** Stores the picked channel with its sealed refresh token, and fetches its figures once. */
async function storeChannel(user: User, summary: ChannelSummary, tokens: PendingPick['tokens']): Promise<ChannelNotice> {
  const payload = await payloadClient()
  // Access control off: another account's channel must be found to refuse it, and only the server writes channels.
  const { docs } = await payload.find({
    collection: 'channels',
    where: { youtubeChannelId: { equals: summary.youtubeChannelId } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const existing = docs[0]
  const owner = existing && (typeof existing.owner === 'object' ? existing.owner.id : existing.owner)
  // Not revoked: the grant is the Google account's, which the other TubeLift account may be using.
  if (existing && owner !== user.id) throw new ChannelError('already_connected')
  const data = {
    ...summaryData(summary),
    owner: user.id,
    youtubeChannelId: summary.youtubeChannelId,
    scopes: tokens.scopes,
    refreshToken: sealRefreshToken(tokens.refreshToken, summary.youtubeChannelId),
    status: 'active' as const,
    demo: false,
    statsFetchedAt: new Date().toISOString(),
  }
  const channel = existing
    ? await payload.update({ collection: 'channels', id: existing.id, data, depth: 0, overrideAccess: true })
    : await payload.create({ collection: 'channels', data, depth: 0, overrideAccess: true })
  rememberAccessToken(summary.youtubeChannelId, tokens.accessToken, tokens.expiresIn)
  // A failure here leaves the channel connected with its stored figures; the home page offers a refresh.
  await syncChannel(payload, channel)
  return existing ? 'reconnected' : 'connected'
}

export type ConnectionOutcome = { notice: ChannelNotice; pick?: boolean; returnTo?: string }

const noticeFor = (error: unknown): ChannelNotice | null => {
  if (isGoogleAuthError(error) && error.kind !== 'email_unverified') return error.kind
  if (isChannelError(error) && error.kind !== 'needs_reconnect') return error.kind
  if (isYouTubeError(error) && error.kind === 'quota') return 'quota'
  if (isYouTubeError(error)) return 'unavailable'
  return null
}

/** The account that started the connection, from its sealed cookie, or null (none, expired, altered, deleted). */
async function connectingUser(sealed: string | undefined): Promise<{ user: User; write?: WriteConsent } | null> {
  if (!sealed) return null
  try {
    const owner = JSON.parse(open(sealed, authorizationCookieKeyring, OWNER_COOKIE)) as ConsentOwner
    if (owner.expires < Date.now()) return null
    const payload = await payloadClient()
    const user = await payload.findByID({ collection: 'users', id: owner.id, depth: 0, overrideAccess: true, disableErrors: true })
    return user ? { user, write: owner.write } : null
  } catch (error) {
    if (error instanceof SealedValueError || error instanceof SyntaxError) return null
    throw error
  }
}

/** The callback: checks state and PKCE, exchanges the code, then stores the channel or asks for a pick. */
export async function finishChannelConnection(query: URLSearchParams): Promise<ConnectionOutcome> {
  const store = await cookies()
  const cookie = store.get(AUTHORIZATION_COOKIE)?.value
  const owner = await connectingUser(store.get(OWNER_COOKIE)?.value)
  store.delete(AUTHORIZATION_COOKIE)
  store.delete(OWNER_COOKIE)
  try {
    if (!owner) throw new GoogleAuthError('invalid_state')
    const { user, write } = owner
    if (write)
      return { notice: await finishWriteConsent(user, write, () => finishAuthorization(query, cookie, PURPOSE)), returnTo: write.returnTo }
    const tokens = await finishAuthorization(query, cookie, PURPOSE)
    if (!hasScopes(tokens.scopes, CHANNEL_READ_SCOPES)) throw new GoogleAuthError('scope_missing')
    if (!tokens.refreshToken) throw new ChannelError('no_refresh_token')
    const withRefresh = { ...tokens, refreshToken: tokens.refreshToken }
    const payload = await payloadClient()
    const channels = await chargedCall(
      payload,
      'channels.list',
      () => fetchMyChannels({ baseUrl: env.YOUTUBE_API_BASE_URL, accessToken: tokens.accessToken }),
      'channel-connect',
    )
    if (channels.length === 0) throw new ChannelError('no_channel')
    if (channels.length === 1) return { notice: await storeChannel(user, channels[0]!, withRefresh) }
    await savePendingPick(user.id, { tokens: withRefresh, channels })
    return { notice: 'connected', pick: true }
  } catch (error) {
    const notice = noticeFor(error)
    if (!notice) throw error
    return { notice, returnTo: owner?.write?.returnTo }
  }
}

/** The creator picked one of the Google account's channels. */
export async function pickChannel(user: User, youtubeChannelId: string): Promise<ChannelNotice> {
  const pending = await pendingPick(user.id)
  const summary = pending?.channels.find((channel) => channel.youtubeChannelId === youtubeChannelId)
  if (!pending || !summary) return 'pick_expired'
  try {
    const notice = await storeChannel(user, summary, pending.tokens)
    await clearPendingPick()
    return notice
  } catch (error) {
    const notice = noticeFor(error)
    if (!notice) throw error
    return notice
  }
}
