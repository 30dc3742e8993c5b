import type { CollectionBeforeDeleteHook } from 'payload'

import { forgetAccessToken, openRefreshToken, sealedRefreshToken, type RevokeOutcome } from '@/lib/channel/tokens'
import { googleConfigured, revokeToken } from '@/lib/google/oauth'

/**
 * However a channel is deleted (disconnect, an account's deletion, the admin), its grant is revoked
 * at Google first. Google being unreachable does not keep the channel: the data goes, and the
 * disconnect page tells the owner how to remove the access at Google themselves (decision 020).
 */
export const revokeOnDelete: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const channel = await req.payload.findByID({ collection: 'channels', id, depth: 0, req, overrideAccess: true })
  forgetAccessToken(channel.youtubeChannelId)
  const sealed = await sealedRefreshToken(req.payload, id, req)
  if (!sealed || channel.demo || !googleConfigured()) return
  const outcome = (req.context.channelRevoke ?? {}) as RevokeOutcome
  try {
    await revokeToken(openRefreshToken(sealed, channel.youtubeChannelId))
    outcome.revoked = true
  } catch (error) {
    outcome.revoked = false
    req.payload.logger.warn({
      msg: 'channel: revoking at Google failed; the channel is deleted anyway',
      channel: id,
      kind: (error as Error).name,
    })
  }
}
