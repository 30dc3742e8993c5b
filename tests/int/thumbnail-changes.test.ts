import { createHash } from 'node:crypto'

import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV, startFakeGoogle } from '../support/fake-google'

// The consent keeps its state in cookies between requests: one jar, as a browser would.
const jar = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}))

// The app reads its Google settings when first imported: point them at the fake before that.
const google = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_GOOGLE_ENV(google.url), FAKE_GOOGLE_CREDENTIALS)

const { testPayload, createUser, sessionToken } = await import('./support/payload')
const { rest } = await import('./support/http')
const { startChannelConnection, finishChannelConnection } = await import('@/lib/services/channel/connect')
const { reviewThumbnailChange, applyThumbnailChange, undoThumbnailChange } = await import('@/lib/services/channel/thumbnail-changes')
const { getThumbnailChange, listThumbnailChanges, thumbnailChangeImage, thumbnailTargets } = await import('@/lib/data/thumbnail-changes')
const { fitThumbnail } = await import('@/lib/channel/thumbnail-image')
const { forgetAccessToken } = await import('@/lib/channel/tokens')
const { purgeOldThumbnailChanges } = await import('@/lib/channel/daily')
const { QUOTA, quotaDay } = await import('@/lib/youtube/quota')
const { CHANNEL_READ_SCOPES } = await import('@/lib/google/scopes')

const payload = await testPayload()
const customer = () => createUser(payload, ['customer'], { _verified: true })
type Customer = Awaited<ReturnType<typeof customer>>

afterAll(() => google.close())
beforeEach(async () => {
  await payload.delete({ collection: 'channels', where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, overrideAccess: true })
  google.reset()
  jar.clear()
})

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A 1280×720 image as the maker exports it. */
const design = (colour = '#e11d48', format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width: 1280, height: 720, channels: 3, background: colour } })
    [format]()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

/** Connects the fake's creator for `user` and answers one of their public stored videos. */
async function connectedVideo(user: Customer): Promise<string> {
  const callback = new URL(google.approve(await startChannelConnection(user), { account: 'creator', grant: 'all' }))
  expect(await finishChannelConnection(callback.searchParams)).toEqual({ notice: 'connected' })
  const { docs } = await payload.find({
    collection: 'channel-videos',
    where: { privacy: { equals: 'public' } },
    limit: 1,
    overrideAccess: true,
  })
  return docs[0]!.videoId
}

const liveImage = async (videoId: string) =>
  new Uint8Array(await (await fetch(`${google.url}/vi/${videoId}/maxresdefault.jpg`)).arrayBuffer())

async function reviewed(user: Customer, videoId: string, image?: Uint8Array): Promise<number> {
  const outcome = await reviewThumbnailChange(user, videoId, image ?? (await design()))
  if (!('change' in outcome)) throw new Error(`not reviewed: ${JSON.stringify(outcome)}`)
  return outcome.change
}

/** Review, then grant the write scope at the fake as the consent would: the change's id. */
async function reviewAndGrant(user: Customer, videoId: string): Promise<number> {
  const change = await reviewed(user, videoId)
  const first = await applyThumbnailChange(user, change)
  if (!('consentUrl' in first)) throw new Error(`no consent asked: ${JSON.stringify(first)}`)
  const callback = new URL(google.approve(first.consentUrl, { account: 'creator', grant: 'all' }))
  expect(await finishChannelConnection(callback.searchParams)).toMatchObject({ notice: 'write_granted' })
  return change
}

const uploads = () => google.calls({ path: '/upload/youtube/v3/thumbnails/set', method: 'POST' })

describe('setting a thumbnail on YouTube', () => {
  it('keeps the live thumbnail, sets the new one after the write consent, and puts back the exact old bytes', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    expect((await thumbnailTargets(user)).map((video) => video.videoId)).toContain(videoId)
    const before = await liveImage(videoId)
    const image = await design()
    const change = await reviewAndGrant(user, videoId)
    // Nothing is written at review or while asking for the scope.
    expect(uploads()).toHaveLength(0)
    expect(google.video(videoId)?.custom).toBeUndefined()
    expect(sha256((await thumbnailChangeImage(user, change, 'before'))!.bytes)).toBe(sha256(before))

    expect(await applyThumbnailChange(user, change)).toEqual({ notice: 'thumbnail_set' })
    expect(google.video(videoId)?.custom).toMatchObject({ width: 1280, height: 720, sha256: sha256(image) })
    expect(uploads()[0]?.query).toMatchObject({ videoId, uploadType: 'media' })
    // The image host now serves the new picture.
    expect(sha256(await liveImage(videoId))).not.toBe(sha256(before))
    expect((await listThumbnailChanges(user, videoId)).map((item) => item.status)).toEqual(['applied'])
    expect(await applyThumbnailChange(user, change)).toEqual({ notice: 'change_expired' })

    expect(await undoThumbnailChange(user, change)).toEqual({ notice: 'thumbnail_put_back' })
    expect(google.video(videoId)?.custom?.sha256).toBe(sha256(before))
    expect((await getThumbnailChange(user, change))?.status).toBe('undone')
    // 50 units for each write, nothing else (the images come from the image host).
    expect(google.quotaUse().units.used).toBe(100 + google.calls({ path: '/youtube/v3/' }).length)
  })

  it('puts back only the newest thumbnail set, so an older one cannot undo a newer one', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const first = await reviewAndGrant(user, videoId)
    expect(await applyThumbnailChange(user, first)).toEqual({ notice: 'thumbnail_set' })
    const second = await reviewed(user, videoId, await design('#2563eb'))
    expect(await applyThumbnailChange(user, second)).toEqual({ notice: 'thumbnail_set' })
    expect(await undoThumbnailChange(user, first)).toEqual({ notice: 'thumbnail_replaced' })
    expect(google.video(videoId)?.custom?.sha256).toBe(sha256(await design('#2563eb')))
  })

  it('refuses a 1080×1920 Shorts frame with a message saying it is for export, and sends YouTube nothing', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const shortsFrame = await sharp({ create: { width: 1080, height: 1920, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer()
    const quotaBefore = await payload.count({ collection: 'youtube-quota', overrideAccess: true })
    await expect(reviewThumbnailChange(user, videoId, shortsFrame)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { image: expect.stringMatching(/exactly 1280 × 720 pixels.*a Shorts frame is for export only/) },
    })
    expect(await payload.count({ collection: 'thumbnail-changes', overrideAccess: true })).toEqual({ totalDocs: 0 })
    expect(await payload.count({ collection: 'youtube-quota', overrideAccess: true })).toEqual(quotaBefore)
  })

  it('refuses an image YouTube would refuse, and encodes a PNG over 2 MB again as a JPEG that fits', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const small = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer()
    await expect(reviewThumbnailChange(user, videoId, small)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { image: expect.any(String) },
    })
    await expect(reviewThumbnailChange(user, videoId, new TextEncoder().encode('GIF89a not a thumbnail'))).rejects.toMatchObject({
      status: 400,
    })
    const noise = await sharp(Buffer.from(Array.from({ length: 1280 * 720 * 3 }, (_, i) => (i * 7919 + (i >> 3) * 104729) % 251)), {
      raw: { width: 1280, height: 720, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024)
    const fitted = await fitThumbnail(noise)
    expect(fitted.type).toBe('image/jpeg')
    expect(fitted.bytes.length).toBeLessThanOrEqual(2 * 1024 * 1024)
    expect(await sharp(fitted.bytes).metadata()).toMatchObject({ width: 1280, height: 720 })
    expect(await payload.count({ collection: 'thumbnail-changes', overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  it('writes nothing when the scope is refused, the old thumbnail cannot be kept, the video is gone, the budget is spent or the token revoked', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const refused = await reviewed(user, videoId)
    const asked = await applyThumbnailChange(user, refused)
    const denied = new URL(
      google.approve((asked as { consentUrl: string }).consentUrl, { account: 'creator', grant: [...CHANNEL_READ_SCOPES] }),
    )
    expect(await finishChannelConnection(denied.searchParams)).toMatchObject({ notice: 'write_scope_missing' })

    const change = await reviewAndGrant(user, videoId)
    google.setFault({ kind: 'failing', hosts: ['images'] })
    expect(await applyThumbnailChange(user, change)).toEqual({ notice: 'previous_thumbnail_unavailable' })
    google.setFault({ kind: 'none' })

    // Ten units left today: the write (50) must not be made.
    await payload.update({
      collection: 'youtube-quota',
      where: { and: [{ day: { equals: quotaDay() } }, { bucket: { equals: 'units' } }] },
      data: { used: QUOTA.budget.units - 10 },
      overrideAccess: true,
    })
    expect(await applyThumbnailChange(user, change)).toEqual({ notice: 'quota' })
    await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, overrideAccess: true })
    google.setQuotaLimits({ units: google.quotaUse().units.used + 10 })
    expect(await applyThumbnailChange(user, change)).toEqual({ notice: 'quota' })
    google.resetQuotaDay()
    google.setQuotaLimits({ units: 1_000_000 })

    google.revokeGrant('creator')
    forgetAccessToken((await payload.find({ collection: 'channels', overrideAccess: true })).docs[0]!.youtubeChannelId)
    expect(await applyThumbnailChange(user, change)).toEqual({ notice: 'needs_reconnect' })

    // Only the upload YouTube itself refused for its quota reached it.
    expect(uploads()).toHaveLength(1)
    expect(google.video(videoId)?.custom).toBeUndefined()
    expect((await getThumbnailChange(user, change))?.status).toBe('review')
  })

  it('answers a deleted video without writing', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const change = await reviewAndGrant(user, videoId)
    google.deleteVideo(videoId)
    expect(await applyThumbnailChange(user, change)).toEqual({ notice: 'thumbnail_hidden' })
    expect(uploads()).toHaveLength(0)
  })

  it('shows another customer none of it and lets them do nothing with it', async () => {
    const owner = await customer()
    const videoId = await connectedVideo(owner)
    const change = await reviewAndGrant(owner, videoId)
    expect(await applyThumbnailChange(owner, change)).toEqual({ notice: 'thumbnail_set' })
    const other = await customer()
    expect(await getThumbnailChange(other, change)).toBeNull()
    expect(await thumbnailChangeImage(other, change, 'before')).toBeNull()
    expect(await listThumbnailChanges(other, videoId)).toEqual([])
    expect(await thumbnailTargets(other)).toEqual([])
    expect(await undoThumbnailChange(other, change)).toEqual({ notice: 'change_expired' })
    expect(await reviewThumbnailChange(other, videoId, await design())).toEqual({ notice: 'change_expired' })
    const token = await sessionToken(payload, other)
    expect((await rest('GET', '/api/thumbnail-changes', { token })).body.docs).toEqual([])
    expect((await rest('GET', `/api/thumbnail-changes/${change}`, { token })).status).toBe(404)
    expect(
      (await rest('PATCH', `/api/thumbnail-changes/${change}`, { token: await sessionToken(payload, owner), body: { status: 'review' } }))
        .status,
    ).toBe(403)
    expect(google.video(videoId)?.custom?.sha256).toBe(sha256(await design()))
  })

  it('forgets changes after 30 days', async () => {
    const user = await customer()
    const videoId = await connectedVideo(user)
    const change = await reviewed(user, videoId)
    expect(await purgeOldThumbnailChanges(payload)).toBe(0)
    expect(await purgeOldThumbnailChanges(payload, new Date(Date.now() + 31 * 86_400_000))).toBe(1)
    expect(await getThumbnailChange(user, change)).toBeNull()
  })
})
