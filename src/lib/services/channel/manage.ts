import 'server-only'

import { syncChannel } from '@/lib/channel/sync'
import type { RevokeOutcome } from '@/lib/channel/tokens'
import { ownedChannel } from '@/lib/data/channel'
import { payloadClient } from '@/lib/payload/client'
import type { User } from '@/payload-types'
import type { ChannelNotice } from '@/tools/channel/notices'

/** Refreshing and disconnecting a channel, as its owner (access control on for finding it). */

/** Fetches the channel's figures now; a problem is answered as the message to show. */
export async function refreshOwnedChannel(user: User, id: number): Promise<ChannelNotice | null> {
  const channel = await ownedChannel(user, id)
  if (!channel) return null
  if (channel.demo) return 'demo'
  const problem = await syncChannel(await payloadClient(), channel)
  return problem?.kind ?? 'refreshed'
}

/**
 * Deletes the channel with its tokens and every video fetched for it (the delete rules cascade). The
 * collection's revokeOnDelete hook revokes the grant at Google first and says through the delete's
 * context whether it could; Google being down does not keep the data: the owner is told to remove
 * the access at Google themselves.
 */
export async function disconnectChannel(user: User, id: number): Promise<ChannelNotice | null> {
  const channel = await ownedChannel(user, id)
  if (!channel) return null
  const payload = await payloadClient()
  const channelRevoke: RevokeOutcome = {}
  await payload.delete({ collection: 'channels', id: channel.id, user, overrideAccess: false, context: { channelRevoke } })
  return channelRevoke.revoked === false ? 'disconnected_unrevoked' : 'disconnected'
}

/** Queues the audit of every upload; one at a time per channel (a running one is left to finish). */
export async function queueAudit(user: User, id: number): Promise<ChannelNotice | null> {
  const channel = await ownedChannel(user, id)
  if (!channel) return null
  if (channel.demo) return 'demo'
  if (channel.audit?.status === 'queued' || channel.audit?.status === 'running') return 'audit_queued'
  const payload = await payloadClient()
  await payload.jobs.queue({ task: 'auditChannel', input: { channel: channel.id } })
  // Access control off: the owner was checked above, and only the server writes channels.
  await payload.update({
    collection: 'channels',
    id: channel.id,
    data: { audit: { ...channel.audit, status: 'queued', problem: null } },
    depth: 0,
    overrideAccess: true,
  })
  return 'audit_queued'
}
