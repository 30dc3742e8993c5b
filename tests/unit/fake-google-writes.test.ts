import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import {
  creatorVideos,
  fakeApiKeys,
  SCOPES,
  startFakeGoogle,
  type ApiError,
  type ApiVideo,
  type ThumbnailSetResponse,
  type VideoListResponse,
} from '../support/fake-google'

import { call, signIn } from './fake-google-session'

const fake = await startFakeGoogle({ port: 0 })
let writer: string

afterAll(() => fake.close())

beforeEach(async () => {
  fake.reset()
  writer = (await signIn(fake, { account: 'creator' }, { scope: `${SCOPES.youtubeReadonly} ${SCOPES.youtubeForceSsl}` })).access_token
})

const key = fakeApiKeys.valid
const json = { 'content-type': 'application/json' }

const update = (body: unknown, token = writer) =>
  call<ApiVideo & ApiError>(
    fake,
    '/youtube/v3/videos',
    { part: 'snippet' },
    { token, method: 'PUT', body: JSON.stringify(body), headers: json },
  )

const snippetOf = async (id: string) =>
  (await call<VideoListResponse>(fake, '/youtube/v3/videos', { part: 'snippet', id }, { key })).body.items[0]?.snippet

describe('videos.update', () => {
  it('replaces the whole snippet: what is left out is cleared', async () => {
    const before = await snippetOf(creatorVideos.complete)
    expect(before?.tags?.length).toBeGreaterThan(0)
    expect(before?.description).toContain('0:00')
    const { status, body } = await update({ id: creatorVideos.complete, snippet: { title: 'A new title', categoryId: '27' } })
    expect(status).toBe(200)
    expect(body.snippet).toMatchObject({ title: 'A new title', description: '', categoryId: '27', publishedAt: before?.publishedAt })
    expect(body.snippet).not.toHaveProperty('tags')
    expect(body.snippet).not.toHaveProperty('defaultLanguage')
    const after = await snippetOf(creatorVideos.complete)
    expect(after).toMatchObject({ title: 'A new title', description: '', localized: { title: 'A new title', description: '' } })
    expect(fake.video(creatorVideos.complete)?.tags).toEqual([])
    // Two videos.list calls and the update.
    expect(fake.quotaUse().units.used).toBe(52)
  })

  it('answers YouTube’s validation errors and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ categoryId: '27' }, 'invalidTitle'],
      [{ title: 'x'.repeat(101), categoryId: '27' }, 'invalidTitle'],
      [{ title: 'a <b> title', categoryId: '27' }, 'invalidTitle'],
      [{ title: 'ok' }, 'invalidCategoryId'],
      [{ title: 'ok', categoryId: '99' }, 'invalidCategoryId'],
      [{ title: 'ok', categoryId: '27', description: 'é'.repeat(2501) }, 'invalidDescription'],
      [{ title: 'ok', categoryId: '27', tags: Array.from({ length: 50 }, (_, i) => `tag number ${i}`) }, 'invalidTags'],
    ]
    for (const [snippet, reason] of cases) {
      const { status, body } = await update({ id: creatorVideos.complete, snippet })
      expect(status, reason).toBe(400)
      expect(body.error.errors[0]).toMatchObject({ domain: 'youtube.video', reason })
    }
    expect((await snippetOf(creatorVideos.complete))?.title).toBe('Davinci resolve for Beginners: Complete Guide (2026)')
    // Invalid requests still cost a unit each.
    expect(fake.quotaUse().units.used).toBe(cases.length + 1)
  })

  it('refuses another channel’s video (403 forbidden), an unknown one (404), a read-only token and an API key', async () => {
    const competitorVideo = fake.channel('@outlierlabs')?.videoIds[0] ?? ''
    const forbidden = await update({ id: competitorVideo, snippet: { title: 'mine now', categoryId: '27' } })
    expect([forbidden.status, forbidden.body.error.errors[0]?.reason]).toEqual([403, 'forbidden'])
    const missing = await update({ id: 'zzzzzzzzzzz', snippet: { title: 't', categoryId: '27' } })
    expect([missing.status, missing.body.error.errors[0]?.reason]).toEqual([404, 'videoNotFound'])
    const readOnly = (await signIn(fake, { account: 'creator' }, { scope: SCOPES.youtubeReadonly, includeGrantedScopes: false }))
      .access_token
    const scoped = await update({ id: creatorVideos.complete, snippet: { title: 't', categoryId: '27' } }, readOnly)
    expect([scoped.status, scoped.body.error.errors[0]?.reason]).toEqual([403, 'insufficientPermissions'])
    const withKey = await call<ApiError>(fake, '/youtube/v3/videos', { part: 'snippet' }, { key, method: 'PUT', body: '{}', headers: json })
    expect([withKey.status, withKey.body.error.errors[0]?.reason]).toEqual([401, 'required'])
  })

  it('lets a test change a video behind the app’s back, as YouTube Studio would', async () => {
    fake.editVideo(creatorVideos.complete, { title: 'Edited in Studio' })
    expect((await snippetOf(creatorVideos.complete))?.title).toBe('Edited in Studio')
    fake.deleteVideo(creatorVideos.complete)
    expect(await snippetOf(creatorVideos.complete)).toBeUndefined()
  })
})

describe('thumbnails.set', () => {
  const picture = (format: 'jpeg' | 'png', width = 1280, height = 720) =>
    sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
      [format]()
      .toBuffer()
  const upload = (body: BodyInit, contentType: string, videoId = creatorVideos.noMaxres, token = writer) =>
    call<ThumbnailSetResponse & ApiError>(
      fake,
      '/upload/youtube/v3/thumbnails/set',
      { videoId, uploadType: 'media' },
      { token, method: 'POST', body, headers: { 'content-type': contentType } },
    )

  it('takes a raw JPEG, changes the thumbnail URLs and serves the new picture at every size', async () => {
    const before = (await snippetOf(creatorVideos.noMaxres))?.thumbnails
    expect(before).not.toHaveProperty('maxres')
    const { status, body } = await upload(await picture('jpeg'), 'image/jpeg')
    expect(status).toBe(200)
    expect(body.kind).toBe('youtube#thumbnailSetResponse')
    const maxres = body.items[0]?.maxres?.url ?? ''
    expect(maxres).toMatch(new RegExp(`^https://i\\.ytimg\\.com/vi/${creatorVideos.noMaxres}/maxresdefault\\.jpg\\?rs=`))
    expect((await snippetOf(creatorVideos.noMaxres))?.thumbnails.high?.url).not.toBe(before?.high?.url)
    const served = await fetch(`${fake.url}${new URL(maxres).pathname}`)
    const { channels } = await sharp(Buffer.from(await served.arrayBuffer())).stats()
    expect(served.status).toBe(200)
    expect(channels.map((channel) => Math.round(channel.mean / 10))).toEqual([25, 0, 0])
    expect(fake.video(creatorVideos.noMaxres)?.custom).toMatchObject({ version: 1, width: 1280, height: 720 })
  })

  it('takes the media part of a multipart/related body', async () => {
    const png = await picture('png', 640, 360)
    const boundary = 'fake-google-boundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{}\r\n--${boundary}\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const { status, body: answer } = await upload(body, `multipart/related; boundary=${boundary}`)
    expect(status).toBe(200)
    // 640 pixels wide: no maxres.
    expect(Object.keys(answer.items[0] ?? {})).toEqual(['default', 'medium', 'high', 'standard'])
  })

  it('checks the body: missing, wrong type, over 2 MB, not an image, and the video’s owner', async () => {
    const expectError = async (reply: ReturnType<typeof upload>, status: number, reason: string) => {
      const { status: actual, body } = await reply
      expect([actual, body.error.errors[0]?.reason]).toEqual([status, reason])
    }
    await expectError(upload(Buffer.alloc(0), 'image/jpeg'), 400, 'mediaBodyRequired')
    await expectError(upload(await picture('jpeg'), 'image/gif'), 400, 'invalidImage')
    await expectError(upload(Buffer.alloc(2 * 1024 * 1024 + 1, 1), 'image/jpeg'), 413, 'mediaBodyTooLarge')
    await expectError(upload(Buffer.from('not an image at all'), 'image/png'), 400, 'invalidImage')
    const competitorVideo = fake.channel('@outlierlabs')?.videoIds[0] ?? ''
    await expectError(upload(await picture('jpeg'), 'image/jpeg', competitorVideo), 403, 'forbidden')
    await expectError(upload(await picture('jpeg'), 'image/jpeg', 'zzzzzzzzzzz'), 404, 'videoNotFound')
    expect(fake.video(creatorVideos.noMaxres)?.custom).toBeUndefined()
  })
})

describe('quota', () => {
  const search = () => call<ApiError>(fake, '/youtube/v3/search', { part: 'snippet', q: 'editing' }, { key })
  const list = () => call<ApiError>(fake, '/youtube/v3/videos', { part: 'id', id: creatorVideos.hit }, { key })

  it('answers quotaExceeded when a bucket a test limited is spent, per bucket, until the day is reset', async () => {
    fake.setQuotaLimits({ search: 200, units: 205 })
    expect((await search()).status).toBe(200)
    expect((await search()).status).toBe(200)
    const third = await search()
    expect(third.status).toBe(403)
    expect(third.body.error.errors).toEqual([
      {
        message: 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        domain: 'youtube.quota',
        reason: 'quotaExceeded',
      },
    ])
    // The search bucket is spent, the units are not: list calls go on until they are.
    for (let i = 0; i < 5; i += 1) expect((await list()).status).toBe(200)
    expect((await list()).body.error.errors[0]?.reason).toBe('quotaExceeded')
    expect(fake.quotaUse()).toEqual({ units: { used: 205, limit: 205 }, search: { used: 200, limit: 200 } })
    fake.resetQuotaDay()
    expect((await search()).status).toBe(200)
  })

  it('starts a new day at midnight Pacific', async () => {
    fake.setNow('2026-11-26T07:30:00Z')
    fake.setQuotaLimits({ units: 1 })
    expect((await list()).status).toBe(200)
    expect((await list()).status).toBe(403)
    fake.setNow('2026-11-26T08:00:00Z')
    expect((await list()).status).toBe(200)
  })
})
