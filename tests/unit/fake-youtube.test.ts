import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  FAKE_YOUTUBE_ENV,
  startFakeYouTube,
  type ApiError,
  type FakeYouTube,
  type OEmbedResponse,
  type SearchListResponse,
  type VideoListResponse,
} from '../support/fake-youtube'
import { fakeApiKeys, fakeVideos, suggestTriggers, unknownVideoId } from '../support/youtube-fixtures'

let fake: FakeYouTube

beforeAll(async () => {
  fake = await startFakeYouTube({ port: 0 })
})

afterAll(async () => {
  await fake.close()
})

function get(path: string, query: Record<string, string> = {}): Promise<Response> {
  return fetch(`${fake.url}${path}?${new URLSearchParams(query)}`)
}

async function getJson<T>(path: string, query: Record<string, string>): Promise<{ status: number; body: T }> {
  const response = await get(path, query)
  return { status: response.status, body: (await response.json()) as T }
}

type SuggestRow = [string, number, number[]]

/** Parses the JSONP the way the app has to: strip the callback, then JSON.parse. */
function parseJsonp(text: string): [string, SuggestRow[], { k: number; q: string }] {
  const match = /^window\.google\.ac\.h\((.*)\)$/s.exec(text)
  if (!match?.[1]) throw new Error(`not JSONP: ${text.slice(0, 80)}`)
  return JSON.parse(match[1]) as [string, SuggestRow[], { k: number; q: string }]
}

async function suggest(q: string, extra: Record<string, string> = {}): Promise<string[]> {
  const response = await get('/complete/search', { client: 'youtube', ds: 'yt', q, hl: 'en', gl: 'US', ...extra })
  return parseJsonp(await response.text())[1].map(([phrase]) => phrase)
}

describe('fake YouTube server', () => {
  it('binds a free port for port 0 and exposes the env for the app', () => {
    expect(fake.port).toBeGreaterThan(0)
    expect(fake.url).toBe(`http://127.0.0.1:${fake.port}`)
    expect(FAKE_YOUTUBE_ENV(fake.url)).toEqual({
      YOUTUBE_SUGGEST_BASE_URL: fake.url,
      YOUTUBE_API_BASE_URL: fake.url,
      YOUTUBE_OEMBED_BASE_URL: fake.url,
      YOUTUBE_IMAGE_BASE_URL: fake.url,
    })
  })

  it('records every request, so tests can count calls', async () => {
    const before = fake.requests.length
    await get('/nowhere', { a: '1' })
    expect(fake.requests.length).toBe(before + 1)
    expect(fake.requests.at(-1)).toMatchObject({ path: '/nowhere', query: { a: '1' } })
    expect(fake.requests.at(-1)?.at).toBeLessThanOrEqual(Date.now())
  })

  it('answers 404 for any other path', async () => {
    expect((await get('/watch', { v: fakeVideos.full.id })).status).toBe(404)
  })
})

describe('suggest', () => {
  it('answers JSONP for client=youtube, with every suggestion extending the query', async () => {
    const response = await get('/complete/search', { client: 'youtube', ds: 'yt', q: 'YouTube SEO ', hl: 'en', gl: 'US' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=UTF-8')
    const text = await response.text()
    expect(text.startsWith('window.google.ac.h([')).toBe(true)
    const [q, rows, meta] = parseJsonp(text)
    expect(q).toBe('YouTube SEO ')
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.length).toBeLessThanOrEqual(10)
    for (const [phrase, zero, numbers] of rows) {
      expect(phrase).toMatch(/^youtube seo \S/)
      expect(zero).toBe(0)
      expect(numbers).toEqual([512, 433])
    }
    expect(meta.k).toBe(1)
    expect(typeof meta.q).toBe('string')
  })

  it('answers plain JSON with the same suggestions for client=firefox', async () => {
    const response = await get('/complete/search', { client: 'firefox', ds: 'yt', q: 'youtube seo' })
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual(['youtube seo', await suggest('youtube seo')])
  })

  it('is deterministic, and different queries give different but overlapping completions', async () => {
    expect(await suggest('video editing')).toEqual(await suggest('video editing'))
    const queries = ['youtube seo', 'video editing', 'minecraft', 'thumbnail design', 'vlog camera']
    const lists = await Promise.all(queries.map(async (q) => (await suggest(q)).map((s) => s.slice(q.length + 1))))
    expect(new Set(lists.map((list) => list.join('|'))).size).toBe(queries.length)
    const counts = new Map<string, number>()
    for (const word of lists.flat()) counts.set(word, (counts.get(word) ?? 0) + 1)
    expect(Math.max(...counts.values())).toBeGreaterThanOrEqual(3)
  })

  it('completes a trailing single letter or digit into a word first', async () => {
    const letter = await suggest('youtube seo a')
    expect(letter[0]).toBe('youtube seo analyzer')
    for (const phrase of letter) expect(phrase.startsWith('youtube seo a')).toBe(true)
    expect((await suggest('minecraft 2'))[0]).toBe('minecraft 2026')
  })

  it('returns no suggestions for a query without letters', async () => {
    expect(await suggest('123 !!')).toEqual([])
  })

  it('answers web suggestions without ds=yt', async () => {
    const web = await suggest('youtube seo', { ds: '' })
    expect(web.length).toBeGreaterThan(0)
    for (const phrase of web) expect(phrase.startsWith('define youtube seo')).toBe(true)
  })

  it('answers slowly for the slow trigger', { timeout: 10_000 }, async () => {
    const started = Date.now()
    const phrases = await suggest(`${suggestTriggers.slow} tips`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900)
    expect(phrases.length).toBeGreaterThan(0)
  })

  it('answers 500 with an HTML page for the failing trigger', async () => {
    const response = await get('/complete/search', { client: 'youtube', ds: 'yt', q: `car ${suggestTriggers.failing}` })
    expect(response.status).toBe(500)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await response.text()).toContain('<html')
  })

  it('answers 200 with a body that is not JSONP for the garbage trigger', async () => {
    const response = await get('/complete/search', { client: 'youtube', ds: 'yt', q: suggestTriggers.garbage })
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toBe('<!doctype html><p>not jsonp')
    expect(() => parseJsonp(text)).toThrow()
  })

  it('fails about half of the flaky queries, always the same ones', async () => {
    const queries = Array.from({ length: 20 }, (_, i) => `${suggestTriggers.flaky} ${String.fromCharCode(97 + i)}`)
    const statuses = async () =>
      Promise.all(queries.map(async (q) => (await get('/complete/search', { client: 'youtube', ds: 'yt', q })).status))
    const first = await statuses()
    expect(new Set(first)).toEqual(new Set([200, 503]))
    expect(first.filter((s) => s === 503).length).toBeGreaterThanOrEqual(5)
    expect(first.filter((s) => s === 503).length).toBeLessThanOrEqual(15)
    expect(await statuses()).toEqual(first)
  })
})

const ALL_PARTS = 'snippet,contentDetails,statistics'

describe('Data API videos.list', () => {
  it('answers the fixture fields for a public video, leaving private and unknown ids out', async () => {
    const { full, noMaxres, privateVideo } = fakeVideos
    const { status, body } = await getJson<VideoListResponse>('/youtube/v3/videos', {
      part: ALL_PARTS,
      id: [full.id, privateVideo.id, unknownVideoId, noMaxres.id].join(','),
      key: fakeApiKeys.valid,
    })
    expect(status).toBe(200)
    expect(body.kind).toBe('youtube#videoListResponse')
    expect(body.items.map((item) => item.id)).toEqual([full.id, noMaxres.id])
    expect(body.pageInfo).toEqual({ totalResults: 2, resultsPerPage: 2 })

    const [item, small] = body.items
    expect(item?.kind).toBe('youtube#video')
    expect(item?.snippet).toMatchObject({
      title: full.title,
      description: full.description,
      channelTitle: full.channel,
      tags: full.tags,
      categoryId: '22',
      liveBroadcastContent: 'none',
      defaultAudioLanguage: 'en',
    })
    expect(item?.snippet?.publishedAt).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    expect(item?.snippet?.channelId).toMatch(/^UC[\w-]{22}$/)
    expect(item?.snippet?.thumbnails).toEqual({
      default: { url: `https://i.ytimg.com/vi/${full.id}/default.jpg`, width: 120, height: 90 },
      medium: { url: `https://i.ytimg.com/vi/${full.id}/mqdefault.jpg`, width: 320, height: 180 },
      high: { url: `https://i.ytimg.com/vi/${full.id}/hqdefault.jpg`, width: 480, height: 360 },
      standard: { url: `https://i.ytimg.com/vi/${full.id}/sddefault.jpg`, width: 640, height: 480 },
      maxres: { url: `https://i.ytimg.com/vi/${full.id}/maxresdefault.jpg`, width: 1280, height: 720 },
    })
    expect(item?.contentDetails).toEqual({
      duration: 'PT11M42S',
      dimension: '2d',
      definition: 'hd',
      caption: 'true',
      licensedContent: false,
      projection: 'rectangular',
    })
    expect(item?.statistics?.viewCount).toBe('1254331')
    expect(item?.statistics?.favoriteCount).toBe('0')
    expect(Number(item?.statistics?.likeCount)).toBeGreaterThan(0)
    expect(Number(item?.statistics?.commentCount)).toBeGreaterThan(0)

    expect(small?.snippet).not.toHaveProperty('tags')
    expect(Object.keys(small?.snippet?.thumbnails ?? {})).toEqual(['default', 'medium', 'high'])
    expect(small?.contentDetails?.duration).toBe('PT1M35S')
    expect(small?.contentDetails?.caption).toBe('false')
  })

  it('returns only the parts asked for', async () => {
    const { body } = await getJson<VideoListResponse>('/youtube/v3/videos', {
      part: 'statistics',
      id: fakeVideos.full.id,
      key: fakeApiKeys.valid,
    })
    expect(Object.keys(body.items[0] ?? {}).sort()).toEqual(['etag', 'id', 'kind', 'statistics'])
  })

  it('rejects a missing or unknown key with 400 badRequest', async () => {
    for (const key of [undefined, 'not-a-key']) {
      const { status, body } = await getJson<ApiError>('/youtube/v3/videos', {
        part: ALL_PARTS,
        id: fakeVideos.full.id,
        ...(key ? { key } : {}),
      })
      expect(status).toBe(400)
      expect(body.error).toMatchObject({
        code: 400,
        message: 'API key not valid. Please pass a valid API key.',
        status: 'INVALID_ARGUMENT',
      })
      expect(body.error.errors[0]).toMatchObject({ domain: 'global', reason: 'badRequest' })
    }
  })

  it('answers 403 quotaExceeded for the exhausted key, on every endpoint', async () => {
    for (const [path, query] of [
      ['/youtube/v3/videos', { part: ALL_PARTS, id: fakeVideos.full.id }],
      ['/youtube/v3/search', { part: 'snippet', type: 'video', q: 'seo' }],
    ] as const) {
      const { status, body } = await getJson<ApiError>(path, { ...query, key: fakeApiKeys.quotaExhausted })
      expect(status).toBe(403)
      expect(body.error.message).toContain('exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>')
      expect(body.error.errors[0]).toMatchObject({ domain: 'youtube.quota', reason: 'quotaExceeded' })
    }
  })
})

describe('Data API search.list', () => {
  const search = (q: string, maxResults: number) =>
    getJson<SearchListResponse>('/youtube/v3/search', {
      part: 'snippet',
      type: 'video',
      q,
      maxResults: String(maxResults),
      key: fakeApiKeys.valid,
    })

  it('answers a deterministic page of video results', async () => {
    const { status, body } = await search('youtube seo', 10)
    expect(status).toBe(200)
    expect(body.kind).toBe('youtube#searchListResponse')
    expect(body.regionCode).toBe('US')
    expect(body.pageInfo.resultsPerPage).toBe(10)
    expect(body.pageInfo.totalResults).toBeGreaterThanOrEqual(1_000)
    expect(body.pageInfo.totalResults).toBeLessThanOrEqual(1_000_000)
    expect(body.items).toHaveLength(10)
    for (const item of body.items) {
      expect(item.kind).toBe('youtube#searchResult')
      expect(item.id.kind).toBe('youtube#video')
      expect(item.id.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/)
      expect(item.snippet.publishedAt).toMatch(/^2026-/)
      expect(item.snippet.channelTitle.length).toBeGreaterThan(0)
    }
    const withQuery = body.items.filter((item) => item.snippet.title.includes('youtube seo'))
    expect(withQuery).toHaveLength(5)
    expect((await search('youtube seo', 10)).body).toEqual(body)
    expect((await search('minecraft', 10)).body.items[0]?.id.videoId).not.toBe(body.items[0]?.id.videoId)
  })

  it('returns ids that videos.list then answers for, with views', async () => {
    const { body } = await search('vlog tips', 8)
    const ids = body.items.map((item) => item.id.videoId)
    const videos = await getJson<VideoListResponse>('/youtube/v3/videos', { part: ALL_PARTS, id: ids.join(','), key: fakeApiKeys.valid })
    expect(videos.body.items.map((item) => item.id)).toEqual(ids)
    for (const item of videos.body.items) expect(item.statistics?.viewCount).toMatch(/^[1-9]\d*$/)
    expect((await get(`/vi/${ids[0]}/hqdefault.jpg`)).status).toBe(200)
    // search.list HTML-escapes titles; videos.list gives them raw.
    const unescape = (s: string) =>
      s
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
    expect(videos.body.items.map((item) => item.snippet?.title)).toEqual(body.items.map((item) => unescape(item.snippet.title)))
  })
})

describe('oEmbed', () => {
  const oembed = (url: string) => get('/oembed', { url, format: 'json' })

  it('answers the public fixture for every URL form', async () => {
    const { full } = fakeVideos
    for (const url of [
      `https://www.youtube.com/watch?v=${full.id}`,
      `https://youtu.be/${full.id}`,
      `https://www.youtube.com/shorts/${full.id}`,
    ]) {
      const response = await oembed(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      const body = (await response.json()) as OEmbedResponse
      expect(body).toMatchObject({
        title: full.title,
        author_name: full.channel,
        author_url: 'https://www.youtube.com/@CreatorAcademy',
        type: 'video',
        provider_name: 'YouTube',
        thumbnail_width: 480,
        thumbnail_height: 360,
        thumbnail_url: `https://i.ytimg.com/vi/${full.id}/hqdefault.jpg`,
      })
      expect(body.html).toMatch(/^<iframe .*<\/iframe>$/)
    }
  })

  it('answers 401 for a private video and 404 for an unknown one or a bad URL', async () => {
    const privateResponse = await oembed(`https://www.youtube.com/watch?v=${fakeVideos.privateVideo.id}`)
    expect(privateResponse.status).toBe(401)
    expect(await privateResponse.text()).toBe('Unauthorized')
    for (const url of [`https://www.youtube.com/watch?v=${unknownVideoId}`, 'not a url']) {
      const response = await oembed(url)
      expect(response.status).toBe(404)
      expect(await response.text()).toBe('Not Found')
    }
  })
})

describe('thumbnails', () => {
  const SIZES = {
    default: [120, 90],
    mqdefault: [320, 180],
    hqdefault: [480, 360],
    sddefault: [640, 480],
    maxresdefault: [1280, 720],
  } as const

  async function image(path: string) {
    const response = await get(path)
    const bytes = Buffer.from(await response.arrayBuffer())
    return { response, metadata: await sharp(bytes).metadata(), bytes }
  }

  it('serves every listed size as a JPEG of exactly that size, cacheable', async () => {
    for (const name of fakeVideos.full.thumbnails) {
      const { response, metadata } = await image(`/vi/${fakeVideos.full.id}/${name}.jpg`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect(response.headers.get('cache-control')).toBe('public, max-age=7200')
      expect(metadata.format).toBe('jpeg')
      expect([metadata.width, metadata.height]).toEqual(SIZES[name])
    }
  })

  it('letterboxes the 4:3 sizes and colours each video differently', async () => {
    const { bytes } = await image(`/vi/${fakeVideos.full.id}/hqdefault.jpg`)
    // sharp's stats() ignores extract(), so read the region's raw pixels instead.
    const brightest = async (top: number, height: number) =>
      (await sharp(bytes).extract({ left: 0, top, width: 480, height }).raw().toBuffer()).reduce((max, v) => Math.max(max, v), 0)
    // The bars are 45 pixels; 32 rows stay clear of the JPEG blocks that straddle the picture's edge.
    expect(await brightest(0, 32)).toBeLessThan(24)
    expect(await brightest(360 - 32, 32)).toBeLessThan(24)
    expect(await brightest(100, 160)).toBeGreaterThan(100)

    const meanColour = async (id: string) =>
      (await sharp((await image(`/vi/${id}/mqdefault.jpg`)).bytes).stats()).channels.map((c) => Math.round(c.mean))
    expect(await meanColour(fakeVideos.full.id)).not.toEqual(await meanColour(fakeVideos.noMaxres.id))
  })

  it('answers 404 with a 120×90 grey JPEG for a missing maxres, an unknown id and a private video', async () => {
    for (const path of [
      `/vi/${fakeVideos.noMaxres.id}/maxresdefault.jpg`,
      `/vi/${unknownVideoId}/hqdefault.jpg`,
      `/vi/${fakeVideos.privateVideo.id}/default.jpg`,
    ]) {
      const { response, metadata, bytes } = await image(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 120, 90])
      const { channels } = await sharp(bytes).stats()
      for (const channel of channels) expect(Math.abs(channel.mean - 204)).toBeLessThan(8)
    }
  })

  it('serves WebP only for videos that have it', async () => {
    const webp = await image(`/vi_webp/${fakeVideos.full.id}/hqdefault.webp`)
    expect(webp.response.status).toBe(200)
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    expect([webp.metadata.format, webp.metadata.width, webp.metadata.height]).toEqual(['webp', 480, 360])

    const missing = await image(`/vi_webp/${fakeVideos.noMaxres.id}/hqdefault.webp`)
    expect(missing.response.status).toBe(404)
    expect([missing.metadata.format, missing.metadata.width, missing.metadata.height]).toEqual(['jpeg', 120, 90])
  })
})
