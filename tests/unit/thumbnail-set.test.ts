import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import { ChannelError } from '@/tools/channel/errors'
import { fetchLiveThumbnail, setVideoThumbnail } from '@/tools/channel/thumbnail-api'
import { checkThumbnail, thumbnailType } from '@/tools/channel/thumbnail-image'
import { YouTubeError } from '@/tools/youtube/errors'

import { creatorVideos, SCOPES, startFakeGoogle } from '../support/fake-google'

import { signIn } from './fake-google-session'

const fake = await startFakeGoogle({ port: 0 })
afterAll(() => fake.close())
beforeEach(() => fake.reset())

const image = (width = 1280, height = 720, format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    [format]()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

const token = async (scopes = `${SCOPES.youtubeReadonly} ${SCOPES.youtubeForceSsl}`, account = 'creator') =>
  (await signIn(fake, { account }, { scope: scopes })).access_token

const set = async (videoId: string, bytes: Uint8Array, accessToken: string, type: 'image/jpeg' | 'image/png' = 'image/jpeg') =>
  setVideoThumbnail(videoId, { bytes, type }, { baseUrl: fake.url, accessToken })

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'set',
    (error: unknown) => (error instanceof ChannelError || error instanceof YouTubeError ? error.kind : String(error)),
  )

describe('what thumbnails.set takes from TubeLift', () => {
  it('reads the type from the bytes and wants exactly 1280×720 within 2 MB', async () => {
    expect(checkThumbnail(await image())).toEqual({ ok: true, type: 'image/jpeg', bytes: expect.any(Number) })
    expect(checkThumbnail(await image(1280, 720, 'png'))).toMatchObject({ ok: true, type: 'image/png' })
    expect(checkThumbnail(await image(1080, 1920))).toEqual({ ok: false, problem: 'dimensions' })
    expect(checkThumbnail(await image(640, 360))).toEqual({ ok: false, problem: 'dimensions' })
    const webp = new Uint8Array(
      await sharp(await image())
        .webp()
        .toBuffer(),
    )
    expect(thumbnailType(webp)).toBeNull()
    expect(checkThumbnail(webp)).toEqual({ ok: false, problem: 'format' })
    expect(checkThumbnail(new TextEncoder().encode('not an image'))).toEqual({ ok: false, problem: 'format' })
    // A valid header padded past 2 MB.
    const padded = new Uint8Array(2 * 1024 * 1024 + 1)
    padded.set(await image())
    expect(checkThumbnail(padded)).toEqual({ ok: false, problem: 'too_large' })
  })
})

describe('thumbnails.set and the live thumbnail', () => {
  it('sets the image as the raw body, and the image host serves it', async () => {
    const before = await fetchLiveThumbnail(creatorVideos.complete, fake.url)
    expect(before.name).toBe('maxresdefault')
    await set(creatorVideos.complete, await image(), await token())
    expect(fake.video(creatorVideos.complete)?.custom).toMatchObject({ width: 1280, height: 720 })
    const after = await fetchLiveThumbnail(creatorVideos.complete, fake.url)
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(false)
    expect(fake.quotaUse().units.used).toBe(50)
  })

  it('keeps the largest size there is: hq when a video has neither maxres nor sd', async () => {
    expect((await fetchLiveThumbnail(creatorVideos.noMaxres, fake.url)).name).toBe('hqdefault')
  })

  it('names each refusal as the channel’s error', async () => {
    const reader = await token(SCOPES.youtubeReadonly)
    const writer = await token()
    expect(await refusal(set(creatorVideos.complete, await image(), reader))).toBe('write_scope_missing')
    const competitorVideo = fake.channel('@outlierlabs')?.videoIds[0] ?? ''
    expect(await refusal(set(competitorVideo, await image(), writer))).toBe('forbidden')
    expect(await refusal(set('zzzzzzzzzzz', await image(), writer))).toBe('video_gone')
    expect(await refusal(set(creatorVideos.complete, new TextEncoder().encode('not an image'), writer))).toBe('thumbnail_refused')
    const padded = new Uint8Array(2 * 1024 * 1024 + 1)
    padded.set(await image())
    expect(await refusal(set(creatorVideos.complete, padded, writer))).toBe('thumbnail_too_large')
    fake.setQuotaLimits({ units: fake.quotaUse().units.used })
    expect(await refusal(set(creatorVideos.complete, await image(), writer))).toBe('quota')
    fake.revokeGrant('creator')
    expect(await refusal(set(creatorVideos.complete, await image(), writer))).toBe('unauthorized')
    expect(fake.video(creatorVideos.complete)?.custom).toBeUndefined()
  })

  it('keeps nothing, so writes nothing, when the video is gone or the image host fails', async () => {
    fake.deleteVideo(creatorVideos.complete)
    expect(await refusal(fetchLiveThumbnail(creatorVideos.complete, fake.url))).toBe('thumbnail_hidden')
    fake.setFault({ kind: 'failing', hosts: ['images'] })
    expect(await refusal(fetchLiveThumbnail(creatorVideos.noMaxres, fake.url))).toBe('previous_thumbnail_unavailable')
  })
})
