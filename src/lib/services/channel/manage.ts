import 'server-only'

import { openRefreshToken, sealedRefreshToken } from '@/lib/channel/tokens'
import { syncChannel } from '@/lib/channel/sync'
import { googleConfigured, revokeToken } from '@/lib/google/oauth'
import { payloadClient } from '@/lib/payload/client'
import type { Channel, User } from '@/payload-types'
import type { ChannelNotice } from '@/tools/channel/notices'

/** Refreshing and disconnecting a channel, as its owner (access control on for finding it). */

async function ownedChannel(user: User, id: number): Promise<Channel | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'channels',
    where: { and: [{ id: { equals: id } }, { owner: { equals: user.id } }] },
    limit: 1,
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** Fetches the channel's figures now; a problem is answered as the message to show. */
export async function refreshOwnedChannel(user: User, id: number): Promise<ChannelNotice | null> {
  const channel = await ownedChannel(user, id)
  if (!channel) return null
  if (channel.demo) return 'demo'
  const problem = await syncChannel(await payloadClient(), channel)
  return problem?.kind ?? 'refreshed'
}

/**
 * Revokes the grant at Google, then deletes the channel with its tokens and every video fetched for
 * it (the delete rules cascade). Google being down does not keep the data: the owner is told to
 * remove the access at Google themselves.
 */
export async function disconnectChannel(user: User, id: number): Promise<ChannelNotice | null> {
  const channel = await ownedChannel(user, id)
  if (!channel) return null
  const payload = await payloadClient()
  let revoked = true
  const sealed = await sealedRefreshToken(payload, channel.id)
  if (sealed && !channel.demo && googleConfigured()) {
    try {
      await revokeToken(openRefreshToken(sealed, channel.youtubeChannelId))
    } catch (error) {
      revoked = false
      payload.logger.warn({
        msg: 'channel: revoking at Google failed; the channel is deleted anyway',
        channel: channel.id,
        kind: (error as Error).name,
      })
    }
  }
  // The token goes first, so the delete's own revocation (for deletes from elsewhere) has nothing left to do.
  await payload.update({ collection: 'channels', id: channel.id, data: { refreshToken: null }, depth: 0, overrideAccess: true })
  await payload.delete({ collection: 'channels', id: channel.id, user, overrideAccess: false })
  return revoked ? 'disconnected' : 'disconnected_unrevoked'
}

/** Queues the audit of every upload; one at a time per channel (a running one is left to finish). */
export async function queueAudit(user: User, id: number): Promise<ChannelNotice | null> {
  const channel = await ownedChannel(user, id)
  if (!channel) return null
  if (channel.demo) return 'demo'
  if (channel.audit?.status === 'queued' || channel.audit?.status === 'running') return 'audit_queued'
  const payload = await payloadClient()
  await payload.jobs.queue({ task: 'auditChannel', input: { channel: channel.id } })
  await payload.update({
    collection: 'channels',
    id: channel.id,
    data: { audit: { ...channel.audit, status: 'queued', problem: null } },
    depth: 0,
    overrideAccess: true,
  })
  return 'audit_queued'
}
