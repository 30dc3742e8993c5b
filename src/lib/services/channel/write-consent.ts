import 'server-only'

import { rememberAccessToken, sealRefreshToken } from '@/lib/channel/tokens'
import { env } from '@/lib/env'
import { isGoogleAuthError } from '@/lib/google/errors'
import type { GoogleTokens } from '@/lib/google/oauth'
import { grantedScopes, hasScopes, YOUTUBE_WRITE_SCOPE } from '@/lib/google/scopes'
import { payloadClient } from '@/lib/payload/client'
import { chargedCall } from '@/lib/youtube/quota'
import type { User } from '@/payload-types'
import { ChannelError } from '@/tools/channel/errors'
import type { ChannelNotice } from '@/tools/channel/notices'
import { fetchMyChannels } from '@/tools/channel/youtube-api'

/**
 * The return from Google after the write scope was asked for (decision 021): the grant must include
 * it and belong to the Google account that manages the channel; then the channel records the scopes
 * (and the new refresh token Google gives when scopes are added). A refusal changes nothing.
 */

/** Which channel the write consent is for, and the page (ours, never from the address) to return to. */
export type WriteConsent = { channel: number; returnTo: string }

export async function finishWriteConsent(user: User, write: WriteConsent, exchange: () => Promise<GoogleTokens>): Promise<ChannelNotice> {
  const tokens = await exchange().catch((error: unknown) => {
    throw isGoogleAuthError(error) && error.kind === 'access_denied' ? new ChannelError('write_scope_missing', { cause: error }) : error
  })
  if (!hasScopes(tokens.scopes, [YOUTUBE_WRITE_SCOPE])) throw new ChannelError('write_scope_missing')
  const payload = await payloadClient()
  const channel = await payload.findByID({
    collection: 'channels',
    id: write.channel,
    depth: 0,
    user,
    overrideAccess: false,
    disableErrors: true,
  })
  if (!channel || (typeof channel.owner === 'object' ? channel.owner.id : channel.owner) !== user.id)
    throw new ChannelError('change_expired')
  const mine = await chargedCall(
    payload,
    'channels.list',
    () => fetchMyChannels({ baseUrl: env.YOUTUBE_API_BASE_URL, accessToken: tokens.accessToken }),
    'channel-apply',
  )
  if (!mine.some((summary) => summary.youtubeChannelId === channel.youtubeChannelId)) throw new ChannelError('wrong_google_account')
  const scopes = grantedScopes([...((channel.scopes ?? []) as string[]), ...tokens.scopes].join(' '))
  // Access control off: only the server writes channels, and the owner was checked above.
  await payload.update({
    collection: 'channels',
    id: channel.id,
    data: {
      scopes,
      status: 'active',
      ...(tokens.refreshToken ? { refreshToken: sealRefreshToken(tokens.refreshToken, channel.youtubeChannelId) } : {}),
    },
    depth: 0,
    overrideAccess: true,
  })
  rememberAccessToken(channel.youtubeChannelId, tokens.accessToken, tokens.expiresIn)
  return 'write_granted'
}
