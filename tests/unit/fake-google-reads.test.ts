import { afterAll, beforeEach, describe, expect, it } from 'vitest'

import {
  connectFakeGoogle,
  creatorVideos,
  fakeApiKeys,
  fakeChannels,
  SCOPES,
  startFakeGoogle,
  type ApiError,
  type BatchGetStatsResponse,
  type ChannelListResponse,
  type PlaylistItemListResponse,
  type SearchListResponse,
  type VideoListResponse,
} from '../support/fake-google'

import { call, signIn } from './fake-google-session'

const fake = await startFakeGoogle({ port: 0 })

afterAll(() => fake.close())

beforeEach(() => fake.reset())

const READ = `${SCOPES.youtubeReadonly} ${SCOPES.analyticsReadonly}`
const key = fakeApiKeys.valid
const tokenOf = async (account: string, channel?: string) => (await signIn(fake, { account, channel }, { scope: READ })).access_token

const myChannels = async (token: string) =>
  call<ChannelListResponse>(fake, '/youtube/v3/channels', { part: 'snippet,contentDetails,statistics', mine: 'true' }, { token })

describe('channels.list', () => {
  it('lists the signed-in account’s channels: one, three brand channels, or none (without items)', async () => {
    const one = await myChannels(await tokenOf('creator'))
    expect(one.status).toBe(200)
    expect(one.body.pageInfo).toEqual({ totalResults: 1, resultsPerPage: 5 })
    expect(one.body.items?.[0]).toMatchObject({
      kind: 'youtube#channel',
      id: fakeChannels.creator,
      snippet: { title: 'Maya Makes Videos', customUrl: '@mayamakesvideos', country: 'US' },
      contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${fakeChannels.creator.slice(2)}` } },
      statistics: { subscriberCount: '12400', hiddenSubscriberCount: false, videoCount: '60' },
    })
    expect(one.body.items?.[0]?.snippet?.thumbnails.high).toMatchObject({ width: 800, height: 800 })

    const three = await myChannels(await tokenOf('brandManager'))
    expect(three.body.items?.map((channel) => channel.snippet?.title)).toEqual(['Northwind Kitchen', 'Northwind Travel', 'Northwind Tech'])
    const none = await myChannels(await tokenOf('viewer'))
    expect(none.body).toEqual({
      kind: 'youtube#channelListResponse',
      etag: none.body.etag,
      pageInfo: { totalResults: 0, resultsPerPage: 5 },
    })
  })

  it('lists the channels of an account a test adds', async () => {
    fake.addAccount({ key: 'fresh', email: 'fresh@example.com', name: 'Fresh Creator', channels: [{ title: 'Fresh Cuts', videos: 4 }] })
    const { body } = await myChannels(await tokenOf('fresh'))
    expect(body.items?.[0]?.snippet).toMatchObject({ title: 'Fresh Cuts', customUrl: '@freshcuts' })
    expect(body.items?.[0]?.statistics?.videoCount).toBe('4')
    expect(() => fake.addAccount({ email: 'fresh@example.com' })).toThrow('already exists')
  })

  it('lists only the brand channel chosen at consent', async () => {
    const { body } = await myChannels(await tokenOf('brandManager', '@northwindtravel'))
    expect(body.items?.map((channel) => channel.id)).toEqual([fakeChannels.brandTravel])
  })

  it('finds public channels by handle or id with an API key, and refuses mine=true without a token', async () => {
    const byHandle = await call<ChannelListResponse>(fake, '/youtube/v3/channels', { part: 'snippet', forHandle: '@OutlierLabs' }, { key })
    expect(byHandle.body.items?.map((channel) => channel.id)).toEqual([fakeChannels.competitor])
    const missing = await call<ChannelListResponse>(fake, '/youtube/v3/channels', { part: 'snippet', forHandle: 'nobody' }, { key })
    expect(missing.body).not.toHaveProperty('items')
    const byId = await call<ChannelListResponse>(
      fake,
      '/youtube/v3/channels',
      { part: 'id', id: `${fakeChannels.creator},UCnope` },
      { key },
    )
    expect(byId.body.items?.map((channel) => channel.id)).toEqual([fakeChannels.creator])
    const mine = await call<ApiError>(fake, '/youtube/v3/channels', { part: 'id', mine: 'true' }, { key })
    expect(mine.status).toBe(401)
    expect(mine.body.error.errors[0]).toMatchObject({ domain: 'youtube.parameter', reason: 'authorizationRequired', location: 'mine' })
  })

  it('answers 403 insufficientPermissions for a token without a YouTube scope, 401 for an expired one', async () => {
    const signInOnly = (await signIn(fake, { account: 'creator' }, { scope: 'openid email' })).access_token
    const { status, body, headers } = await call<ApiError>(
      fake,
      '/youtube/v3/channels',
      { part: 'id', mine: 'true' },
      { token: signInOnly },
    )
    expect(status).toBe(403)
    expect(body.error).toMatchObject({ code: 403, message: 'Request had insufficient authentication scopes.', status: 'PERMISSION_DENIED' })
    expect(body.error.errors).toEqual([{ message: 'Insufficient Permission', domain: 'global', reason: 'insufficientPermissions' }])
    expect(headers.get('www-authenticate')).toContain('error="insufficient_scope"')
    fake.expireAccessTokens()
    const expired = await call<ApiError>(fake, '/youtube/v3/channels', { part: 'id', mine: 'true' }, { token: signInOnly })
    expect(expired.status).toBe(401)
    expect(expired.body.error).toMatchObject({ status: 'UNAUTHENTICATED', errors: [{ reason: 'authError', location: 'Authorization' }] })
  })
})

describe('playlistItems.list', () => {
  const uploads = `UU${fakeChannels.creator.slice(2)}`
  const page = (options: { token?: string; key?: string }, pageToken?: string, maxResults = '25') =>
    call<PlaylistItemListResponse>(
      fake,
      '/youtube/v3/playlistItems',
      { part: 'snippet,contentDetails,status', playlistId: uploads, maxResults, ...(pageToken ? { pageToken } : {}) },
      options,
    )

  it('pages through every upload with nextPageToken, newest first, private ones for the owner only', async () => {
    const token = await tokenOf('creator')
    const ids: string[] = []
    let next: string | undefined
    do {
      const { body } = await page({ token }, next)
      expect(body.pageInfo).toEqual({ totalResults: 62, resultsPerPage: 25 })
      ids.push(...body.items.map((item) => item.contentDetails?.videoId ?? ''))
      next = body.nextPageToken
    } while (next)
    expect(ids).toHaveLength(62)
    expect(new Set(ids).size).toBe(62)
    expect(ids[0]).toBe(creatorVideos.complete)
    expect(ids).toContain(creatorVideos.private)

    const { body } = await page({ key }, undefined, '50')
    expect(body.pageInfo.totalResults).toBe(60)
    // YouTube's own token for "the page from item 50".
    expect(body.nextPageToken).toBe('EAAaBlBUOkNESQ')
    expect(body.items[1]?.snippet).toMatchObject({ position: 1, resourceId: { kind: 'youtube#video' }, playlistId: uploads })
    expect((await page({ key }, body.nextPageToken, '50')).body.items).toHaveLength(10)
  })

  it('answers playlistNotFound and invalidPageToken as YouTube does', async () => {
    const missing = await call<ApiError>(fake, '/youtube/v3/playlistItems', { part: 'id', playlistId: 'UUnothing' }, { key })
    expect(missing.status).toBe(404)
    expect(missing.body.error.errors[0]?.reason).toBe('playlistNotFound')
    const bad = await page({ key }, 'not-a-token')
    expect(bad.status).toBe(400)
    expect((bad.body as unknown as ApiError).error.errors[0]?.reason).toBe('invalidPageToken')
  })
})

describe('videos.list and videos.batchGetStats', () => {
  it('shows a private upload to its owner only, with the status part', async () => {
    const query = { part: 'status', id: `${creatorVideos.private},${creatorVideos.complete}` }
    const owner = await call<VideoListResponse>(fake, '/youtube/v3/videos', query, { token: await tokenOf('creator') })
    expect(owner.body.items.map((item) => [item.id, item.status?.privacyStatus])).toEqual([
      [creatorVideos.private, 'private'],
      [creatorVideos.complete, 'public'],
    ])
    const stranger = await call<VideoListResponse>(fake, '/youtube/v3/videos', query, { token: await tokenOf('viewer') })
    expect(stranger.body.items.map((item) => item.id)).toEqual([creatorVideos.complete])
  })

  it('reads statistics of up to 50 public videos for 1 unit, naming the ids it could not answer', async () => {
    const ids = [creatorVideos.hit, creatorVideos.private, 'zzzzzzzzzzz', 'promo123456']
    const { status, body } = await call<BatchGetStatsResponse>(
      fake,
      '/youtube/v3/videos:batchGetStats',
      { id: ids.join(','), part: 'statistics' },
      { key },
    )
    expect(status).toBe(200)
    expect(body.kind).toBe('youtube#batchGetStatsResponse')
    expect(body.items.map((item) => item.id)).toEqual([creatorVideos.hit, 'promo123456'])
    expect(body.items[0]).toMatchObject({ kind: 'youtube#videoStats', statistics: { viewCount: '412000' } })
    expect(Object.keys(body.items[0] ?? {})).toEqual(['kind', 'etag', 'id', 'statistics'])
    expect(body.summary).toEqual({
      requestedVideoCount: '4',
      succeededVideoCount: '2',
      failedVideoCount: '2',
      failedVideoIds: [creatorVideos.private, 'zzzzzzzzzzz'],
    })
    expect(fake.quotaUse().units.used).toBe(1)
    const tooMany = Array.from({ length: 51 }, (_, i) => `promo${String(i).padStart(6, '0')}`).join(',')
    expect((await call(fake, '/youtube/v3/videos:batchGetStats', { id: tooMany, part: 'statistics' }, { key })).status).toBe(400)
  })
})

describe('search.list orderings', () => {
  const search = (q: string, maxResults: number, pageToken?: string) =>
    call<SearchListResponse>(
      fake,
      '/youtube/v3/search',
      { part: 'snippet', type: 'video', q, maxResults: String(maxResults), ...(pageToken ? { pageToken } : {}) },
      { key },
    )
  const ids = (body: SearchListResponse) => body.items.map((item) => item.id.videoId)

  it('lists the videos a test placed, at their positions, across pages', async () => {
    fake.setSearchResults('Color Grading', [creatorVideos.hit, creatorVideos.complete])
    fake.rankVideo('color grading', creatorVideos.noTags, 37)
    const first = await search('color grading', 20)
    expect(ids(first.body).slice(0, 2)).toEqual([creatorVideos.hit, creatorVideos.complete])
    expect(first.body.nextPageToken).toBe('CBQQAA')
    const second = await search('color grading', 20, first.body.nextPageToken)
    expect(ids(second.body).indexOf(creatorVideos.noTags)).toBe(16)
    expect(second.body.prevPageToken).toBe('CAAQAQ')

    fake.rankVideo('color grading', creatorVideos.noTags, null)
    expect(ids((await search('color grading', 50)).body)).not.toContain(creatorVideos.noTags)
    // Other keywords are untouched.
    expect(ids((await search('b-roll', 50)).body)).not.toContain(creatorVideos.hit)
  })

  it('can be driven over HTTP, as Playwright tests do', async () => {
    const remote = connectFakeGoogle(fake.url)
    await remote.rankVideo('lighting on a budget', creatorVideos.complete, 3)
    expect(ids((await search('lighting on a budget', 5)).body)[2]).toBe(creatorVideos.complete)
    expect((await remote.account('creator'))?.email).toBe('maya.creates@gmail.com')
    await expect(remote.revokeGrant('nobody')).rejects.toThrow('fake Google revokeGrant: fake Google has no account "nobody"')
    expect(fake.calls({ path: '/__fake' })).toEqual([])
  })
})
