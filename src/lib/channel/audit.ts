import type { Payload } from 'payload'

import type { Channel } from '@/payload-types'

import { fetchUploads, syncProblem } from './sync'

/**
 * The audit of every upload (the 500 newest), run as a job: each page of 50 is fetched, scored and
 * stored, and the progress and the next page's token saved, so a failed or interrupted audit resumes
 * where it stopped. A finished re-run deletes the videos it no longer found (deleted on YouTube).
 * Access control is off for every read and write here: channels and their videos are written by the
 * server only (their collections refuse create and update to everyone), as a job queued by the owner.
 */

export const AUDIT_MAX_VIDEOS = 500

const updateAudit = (payload: Payload, id: number, audit: Partial<NonNullable<Channel['audit']>>, channel: Channel) =>
  payload.update({ collection: 'channels', id, data: { audit: { ...channel.audit, ...audit } }, depth: 0, overrideAccess: true })

export async function runAudit(payload: Payload, channelId: number, now = new Date()): Promise<void> {
  const channel = await payload.findByID({ collection: 'channels', id: channelId, depth: 0, overrideAccess: true }).catch(() => null)
  if (!channel || channel.demo || !channel.uploadsPlaylistId) return
  const previous = channel.audit ?? {}
  const resume = (previous.status === 'running' || previous.status === 'failed') && previous.pageToken ? previous : null
  const startedAt = resume?.startedAt ?? now.toISOString()
  let done = resume?.done ?? 0
  const total = Math.min(AUDIT_MAX_VIDEOS, Math.max(channel.videoCount ?? 0, done))
  let current = await updateAudit(
    payload,
    channel.id,
    { status: 'running', total, done, startedAt, problem: null, finishedAt: null },
    channel,
  )
  try {
    await fetchUploads(
      payload,
      channel,
      channel.uploadsPlaylistId,
      AUDIT_MAX_VIDEOS - done,
      async (videos, pageToken) => {
        done += videos.length
        current = await updateAudit(payload, channel.id, { done: Math.min(done, total), pageToken: pageToken ?? null }, current)
      },
      resume?.pageToken ?? undefined,
    )
    await payload.delete({
      collection: 'channel-videos',
      where: { and: [{ channel: { equals: channel.id } }, { fetchedAt: { less_than: startedAt } }] },
      depth: 0,
      overrideAccess: true,
    })
    await updateAudit(payload, channel.id, { status: 'done', done: total, pageToken: null, finishedAt: new Date().toISOString() }, current)
  } catch (error) {
    const problem = syncProblem(error)
    await updateAudit(
      payload,
      channel.id,
      { status: 'failed', problem: problem?.message ?? 'The audit stopped on an unexpected error.' },
      current,
    )
    if (!problem) throw error
  }
}
