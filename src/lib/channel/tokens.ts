import type { Payload, PayloadRequest } from 'payload'

import { GoogleAuthError } from '@/lib/google/errors'
import { tokenKeyring } from '@/lib/google/keys'
import { refreshAccessToken } from '@/lib/google/oauth'
import { open, seal, sealedWithOldKey } from '@/lib/google/sealed'
import { LruCache } from '@/lib/lru'
import { ChannelError } from '@/tools/channel/errors'
import { isYouTubeError } from '@/tools/youtube/errors'

/**
 * A connected channel's tokens (decision 020). The refresh token is sealed (AES-256-GCM) and bound
 * to its channel, so a sealed value copied to another record does not open. Access tokens live only
 * in this process's memory until a minute before they expire; each instance refreshes its own on
 * demand (one token call an hour at most), so Redis would save little and hold a secret outside.
 */

/** The sealing context: a token sealed for one channel opens for that channel only. */
const context = (youtubeChannelId: string) => `channels:${youtubeChannelId}`

export const sealRefreshToken = (token: string, youtubeChannelId: string) => seal(token, tokenKeyring, context(youtubeChannelId))

export const openRefreshToken = (sealed: string, youtubeChannelId: string) => open(sealed, tokenKeyring, context(youtubeChannelId))

const accessTokens = new LruCache<string>(1_000)
const EARLY_EXPIRY_MS = 60_000

export function rememberAccessToken(youtubeChannelId: string, token: string, expiresInSeconds: number): void {
  accessTokens.set(youtubeChannelId, token, Math.max(0, expiresInSeconds * 1000 - EARLY_EXPIRY_MS))
}

export const forgetAccessToken = (youtubeChannelId: string) => accessTokens.delete(youtubeChannelId)

/**
 * Whether Google took a channel's revocation: pass `context: { channelRevoke: {} }` to the channel's
 * delete (its revokeOnDelete hook revokes) and read `revoked` after it (false: Google could not be
 * reached). An object inside the context: nested Local API calls with `req` copy `req.context`.
 */
export type RevokeOutcome = { revoked?: boolean }

type TokenChannel = { id: number | string; youtubeChannelId: string }

/** The sealed refresh token, read past the field's access and `hidden` (only this module does). */
export async function sealedRefreshToken(payload: Payload, channelId: number | string, req?: PayloadRequest): Promise<string | null> {
  const channel = await payload.findByID({
    collection: 'channels',
    id: channelId,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
    req,
  })
  return (channel as { refreshToken?: string | null }).refreshToken ?? null
}

/** Access control off: the collection lets only the server write (it refuses update to everyone). */
export async function markNeedsReconnect(payload: Payload, channelId: number | string): Promise<void> {
  await payload.update({ collection: 'channels', id: channelId, data: { status: 'needs_reconnect' }, depth: 0, overrideAccess: true })
}

/** A valid access token: the remembered one, or a new one from the refresh token. */
async function accessToken(payload: Payload, channel: TokenChannel): Promise<string> {
  const remembered = accessTokens.get(channel.youtubeChannelId)
  if (remembered) return remembered
  const sealed = await sealedRefreshToken(payload, channel.id)
  if (!sealed) throw new ChannelError('needs_reconnect')
  try {
    const refreshed = await refreshAccessToken(openRefreshToken(sealed, channel.youtubeChannelId))
    rememberAccessToken(channel.youtubeChannelId, refreshed.accessToken, refreshed.expiresIn)
    // After a key rotation, the token is sealed again with the current key as it is used.
    if (sealedWithOldKey(sealed, tokenKeyring))
      await payload.update({
        collection: 'channels',
        id: channel.id,
        data: { refreshToken: sealRefreshToken(openRefreshToken(sealed, channel.youtubeChannelId), channel.youtubeChannelId) },
        depth: 0,
        overrideAccess: true,
      })
    return refreshed.accessToken
  } catch (error) {
    if (error instanceof GoogleAuthError && error.kind === 'invalid_grant') {
      await markNeedsReconnect(payload, channel.id)
      throw new ChannelError('needs_reconnect', { cause: error })
    }
    throw error
  }
}

/**
 * Runs a call with the channel's access token. A token YouTube refuses (revoked or expired early)
 * is dropped and the call tried once more with a new one; a refused refresh marks the channel
 * "needs reconnecting" and throws that, never a server error.
 */
export async function withAccessToken<T>(payload: Payload, channel: TokenChannel, call: (token: string) => Promise<T>): Promise<T> {
  try {
    return await call(await accessToken(payload, channel))
  } catch (error) {
    if (!isYouTubeError(error) || error.kind !== 'unauthorized') throw error
    forgetAccessToken(channel.youtubeChannelId)
    try {
      return await call(await accessToken(payload, channel))
    } catch (again) {
      if (isYouTubeError(again) && again.kind === 'unauthorized') {
        await markNeedsReconnect(payload, channel.id)
        throw new ChannelError('needs_reconnect', { cause: again })
      }
      throw again
    }
  }
}
