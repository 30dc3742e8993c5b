import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'

import { fakeApiKeys, fakeVideos, suggestTriggers, type FakeVideo } from './youtube-fixtures'

/**
 * One loopback HTTP server standing in for the four YouTube hosts the app talks to, told apart by
 * path as the real hosts are: suggestqueries.google.com (/complete/search), www.googleapis.com
 * (/youtube/v3/…), www.youtube.com (/oembed) and i.ytimg.com (/vi/…, /vi_webp/…). It answers in
 * the real wire formats, deterministically, from the table in youtube-fixtures.ts plus the videos
 * its search endpoint makes up, and records every request so tests can count calls (caching).
 */
export type FakeYouTube = {
  url: string
  port: number
  requests: { path: string; query: Record<string, string>; at: number }[]
  /** Makes every host misbehave at once, as an outage would (see YouTubeFault); 'none' restores it. */
  setFault(fault: YouTubeFault): void
  close(): Promise<void>
}

/**
 * Outages for the resilience suite: 'slow' answers correctly after `delayMs`, 'failing' answers 503
 * the way each host does, 'garbage' answers 200 with the right content type and a body that is not
 * what that type promises (truncated JSON, JSONP of the wrong shape, bytes that are not an image).
 */
export type YouTubeFault = { kind: 'none' } | { kind: 'slow'; delayMs: number } | { kind: 'failing' } | { kind: 'garbage' }

/** Point the app's four YouTube base URLs at the fake. */
export const FAKE_YOUTUBE_ENV = (url: string) => ({
  YOUTUBE_SUGGEST_BASE_URL: url,
  YOUTUBE_API_BASE_URL: url,
  YOUTUBE_OEMBED_BASE_URL: url,
  YOUTUBE_IMAGE_BASE_URL: url,
})

type ThumbnailName = FakeVideo['thumbnails'][number]
type Thumbnail = { url: string; width: number; height: number }

export type ApiVideo = {
  kind: 'youtube#video'
  etag: string
  id: string
  snippet?: {
    publishedAt: string
    channelId: string
    title: string
    description: string
    thumbnails: Partial<Record<'default' | 'medium' | 'high' | 'standard' | 'maxres', Thumbnail>>
    channelTitle: string
    tags?: string[]
    categoryId: string
    liveBroadcastContent: 'none'
    defaultAudioLanguage: string
    localized: { title: string; description: string }
  }
  contentDetails?: {
    duration: string
    dimension: '2d'
    definition: 'hd'
    caption: 'true' | 'false'
    licensedContent: boolean
    projection: 'rectangular'
  }
  statistics?: { viewCount: string; likeCount: string; favoriteCount: string; commentCount: string }
}

export type VideoListResponse = {
  kind: 'youtube#videoListResponse'
  etag: string
  items: ApiVideo[]
  pageInfo: { totalResults: number; resultsPerPage: number }
}

export type SearchListResponse = {
  kind: 'youtube#searchListResponse'
  etag: string
  regionCode: string
  pageInfo: { totalResults: number; resultsPerPage: number }
  items: {
    kind: 'youtube#searchResult'
    etag: string
    id: { kind: 'youtube#video'; videoId: string }
    snippet: { publishedAt: string; channelId: string; title: string; description: string; channelTitle: string }
  }[]
}

export type ApiError = {
  error: { code: number; message: string; errors: { message: string; domain: string; reason: string }[]; status?: string }
}

export type OEmbedResponse = {
  title: string
  author_name: string
  author_url: string
  type: 'video'
  height: number
  width: number
  version: '1.0'
  provider_name: 'YouTube'
  provider_url: 'https://www.youtube.com/'
  thumbnail_height: number
  thumbnail_width: number
  thumbnail_url: string
  html: string
}

// ---------------------------------------------------------------------------------------------
// Determinism: every "random" choice is a hash of the input, so reruns give identical answers.

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

function hash(text: string): number {
  return digest(text).readUInt32BE(0)
}

/** The list entry a hash lands on. */
function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length] as T
}

/** Looks like a Data API etag (27 URL-safe characters) and changes when the body changes. */
function etag(value: unknown): string {
  return digest(JSON.stringify(value)).toString('base64url').slice(0, 27)
}

/** A 2026 timestamp in the API's format: whole seconds, no milliseconds. */
function publishedAt(seed: string): string {
  const start = Date.UTC(2026, 0, 1)
  const seconds = hash(`published:${seed}`) % (150 * 24 * 3600)
  return new Date(start + seconds * 1000).toISOString().replace('.000Z', 'Z')
}

/** Channel ids are "UC" plus 22 URL-safe base64 characters. */
function channelId(channel: string): string {
  return `UC${digest(`channel:${channel}`).toString('base64url').slice(0, 22)}`
}

/** ISO 8601 as the API writes it: PT11M42S, PT1M, PT1H2M3S; zero length is P0D. */
function isoDuration(totalSeconds: number): string {
  if (totalSeconds === 0) return 'P0D'
  const h = Math.floor(totalSeconds / 3600)
  const m = Math.floor((totalSeconds % 3600) / 60)
  const s = totalSeconds % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`
}

// ---------------------------------------------------------------------------------------------
// Responses

type Reply = { status: number; headers: Record<string, string>; body: string | Buffer }

const notFound: Reply = { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' }, body: 'Not Found' }

function json(status: number, value: unknown, contentType: string, indent = 0): Reply {
  return { status, headers: { 'content-type': contentType }, body: JSON.stringify(value, null, indent) }
}

/** googleapis.com pretty-prints its JSON unless asked not to. */
function apiJson(status: number, value: unknown): Reply {
  return json(status, value, 'application/json; charset=UTF-8', 2)
}

/** Google's own error page, so the app sees HTML where it expected JSONP. */
function googleErrorPage(status: number): Reply {
  const body = `<!DOCTYPE html><html lang=en><meta charset=utf-8><title>Error ${status}!!1</title><p><b>${status}.</b> <ins>That’s an error.</ins><p>The server encountered an error. Please try again later. <ins>That’s all we know.</ins></html>`
  return { status, headers: { 'content-type': 'text/html; charset=UTF-8' }, body }
}

// ---------------------------------------------------------------------------------------------
// Suggest (suggestqueries.google.com/complete/search)

/** Completions the suggest endpoint appends, in a ring: each query takes a window of it, so lists overlap. */
const COMPLETIONS = [
  'tutorial',
  'for beginners',
  'tips',
  '2026',
  'ideas',
  'explained',
  'step by step',
  'mistakes',
  'course',
  'for kids',
  'vs',
  'app',
  'free',
  'guide',
  'hacks',
  'review',
  'shorts',
  'tools',
  'strategy',
  'checklist',
  'for small channels',
  'in hindi',
  'live',
  'examples',
]

/** Words that complete a trailing single letter or digit ("youtube seo a" → "youtube seo analyzer"). */
const LETTER_WORDS: Record<string, string[]> = {
  a: ['analyzer', 'audit', 'algorithm'],
  b: ['basics', 'best practices'],
  c: ['checklist', 'course', 'channel'],
  d: ['description', 'dashboard'],
  e: ['explained', 'expert'],
  f: ['for beginners', 'free'],
  g: ['guide', 'growth'],
  h: ['hashtags', 'hacks'],
  i: ['ideas', 'in hindi'],
  j: ['job', 'journey'],
  k: ['keywords', 'kit'],
  l: ['live', 'list'],
  m: ['mistakes', 'meaning'],
  n: ['niche', 'news'],
  o: ['optimization', 'online'],
  p: ['podcast', 'plugin'],
  q: ['questions', 'quiz'],
  r: ['ranking', 'review'],
  s: ['strategy', 'shorts'],
  t: ['tips', 'tags', 'tools'],
  u: ['update', 'uk'],
  v: ['vs', 'video'],
  w: ['workflow', 'website'],
  x: ['xbox', 'x factor'],
  y: ['yearly', 'youtube'],
  z: ['zero views', 'zoom'],
  0: ['0 to 1000 subscribers'],
  1: ['101', '10 minutes'],
  2: ['2026', '2025'],
  3: ['30 days', '3 tips'],
  4: ['4k'],
  5: ['5 minutes'],
  6: ['60 seconds'],
  7: ['7 days'],
  8: ['8 tips'],
  9: ['90 days'],
}

/** Up to `count` ring words not already in the query, starting at a position chosen by the query's hash. */
function completionWindow(text: string, count: number): string[] {
  const present = new Set(text.split(' '))
  const start = hash(text) % COMPLETIONS.length
  const ring = [...COMPLETIONS.slice(start), ...COMPLETIONS.slice(0, start)]
  return ring.filter((word) => !word.split(' ').some((part) => present.has(part))).slice(0, count)
}

/** What YouTube's suggest would offer for q: phrases that each start with the normalised query. */
export function suggestionsFor(q: string): string[] {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!/\p{L}/u.test(text)) return []
  const count = 7 + (hash(`count:${text}`) % 4)
  const tail = /^(?:(.*\S) )?([\p{L}\p{N}])$/u.exec(text)
  const letterWords = tail?.[2] ? (LETTER_WORDS[tail[2]] ?? []) : []
  if (!tail || letterWords.length === 0) return completionWindow(text, count).map((word) => `${text} ${word}`)
  // A half-typed last word: complete it first, then extend the first completion like any query.
  const head = tail[1] ? `${tail[1]} ` : ''
  const completed = letterWords.map((word) => `${head}${word}`)
  const first = completed[0] ?? text
  const extended = completionWindow(first, count).map((word) => `${first} ${word}`)
  return [...completed, ...extended].slice(0, count)
}

/** The opaque "q" token YouTube appends to its JSONP answer. */
function suggestToken(q: string): string {
  return digest(`token:${q}`).toString('base64url').slice(0, 27)
}

async function suggest(query: URLSearchParams, res: ServerResponse): Promise<Reply> {
  const q = query.get('q') ?? ''
  const lower = q.toLowerCase()
  if (lower.includes(suggestTriggers.slow)) await delayUnlessClosed(3000, res)
  if (lower.includes(suggestTriggers.failing)) return googleErrorPage(500)
  if (lower.includes(suggestTriggers.garbage)) {
    return { status: 200, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: '<!doctype html><p>not jsonp' }
  }
  if (lower.includes(suggestTriggers.flaky) && hash(`flaky:${lower}`) % 2 === 1) return googleErrorPage(503)
  // Without ds=yt Google answers web search suggestions, not YouTube's: make that visible.
  const web = query.get('ds') !== 'yt'
  const suggestions = suggestionsFor(q).map((s) => (web ? `define ${s}` : s))
  if (query.get('client') === 'firefox') return json(200, [q, suggestions], 'application/json; charset=UTF-8')
  const rows = suggestions.map((s) => [s, 0, [512, 433]])
  const body = `window.google.ac.h(${JSON.stringify([q, rows, { k: 1, q: suggestToken(q) }])})`
  return { status: 200, headers: { 'content-type': 'text/javascript; charset=UTF-8' }, body }
}

/** Waits, but gives up early when the client hangs up or the fake closes, so no timer outlives them. */
function faultReply(path: string): Reply {
  if (path.startsWith('/youtube/v3/'))
    return apiError(503, 'The service is currently unavailable.', 'global', 'backendError', 'UNAVAILABLE')
  return googleErrorPage(503)
}

function garbageReply(path: string): Reply {
  if (path.startsWith('/youtube/v3/') || path === '/oembed')
    return {
      status: 200,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: '{"kind": "youtube#videoListResponse", "items": [{"id": ',
    }
  if (path === '/complete/search')
    return { status: 200, headers: { 'content-type': 'text/javascript; charset=UTF-8' }, body: 'window.google.ac.h({"not": "a list"})' }
  return { status: 200, headers: { 'content-type': 'image/jpeg' }, body: Buffer.from('this is not a JPEG, only a few bytes of text') }
}

function delayUnlessClosed(ms: number, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    res.on('close', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

// ---------------------------------------------------------------------------------------------
// Videos: the fixture table plus the ones search.list invents, so the app can fetch their views.

const fixtureVideos: FakeVideo[] = Object.values(fakeVideos)

type VideoBook = Map<string, FakeVideo>

const SEARCH_CHANNELS = ['Creator Academy', 'Video Growth Lab', 'Daily Creator', 'Think Media Clips', 'Studio Sam', 'The Upload Desk']
const TITLES_WITH_QUERY = [
  (q: string) => `${q} for Beginners (2026)`,
  (q: string) => `The Truth About ${q}`,
  (q: string) => `${q}: Complete Guide`,
  (q: string) => `5 ${q} Mistakes to Avoid`,
  (q: string) => `How I Learned ${q} in 30 Days`,
]
// One title has an apostrophe on purpose: search.list HTML-escapes titles ("&#39;"), videos.list does not.
const TITLES_WITHOUT_QUERY = [
  'I Tried This for 30 Days',
  'Watch This Before You Start',
  "Nobody's Talking About This",
  'My Honest Review After One Year',
  'The Only Guide You Need',
]

/** Search result i for q: a video whose id, title and numbers all follow from (q, i). */
function inventVideo(q: string, i: number): FakeVideo {
  const seed = `${q}\n${i}`
  // 8 bytes in URL-safe base64 are exactly 11 characters, like real video ids.
  const id = digest(`id:${seed}`).subarray(0, 8).toString('base64url')
  const h = hash(`video:${id}`)
  // Even positions name the query, odd ones do not: exactly half, for the app's "competition" signal.
  const title = i % 2 === 0 ? pick(TITLES_WITH_QUERY, h)(q) : pick(TITLES_WITHOUT_QUERY, h)
  // Log-uniform between 50 and 5,000,000 views: a few big videos, many small ones.
  const views = Math.round(50 * 10 ** (5 * ((h >>> 8) / 2 ** 24)))
  return {
    id,
    title,
    channel: pick(SEARCH_CHANNELS, h),
    description: `${title}\n\nSubscribe for a new video every week!`,
    tags: i % 2 === 0 ? [q] : [],
    durationSeconds: 60 + (h % 1740),
    hasCaptions: h % 3 === 0,
    views,
    // Uploads from bigger channels tend to be HD, which is when YouTube makes sd and maxres thumbnails.
    thumbnails:
      views >= 10_000 ? ['default', 'mqdefault', 'hqdefault', 'sddefault', 'maxresdefault'] : ['default', 'mqdefault', 'hqdefault'],
    webp: true,
  }
}

/** Promoted videos for view-tracking tests: any id starting with "promo" exists, with views that follow from it. */
function promotedVideo(id: string): FakeVideo {
  return {
    id,
    title: `Promoted video ${id}`,
    channel: 'Demo Creator',
    description: '',
    tags: [],
    durationSeconds: 300,
    hasCaptions: false,
    views: 1000 + (hash(`promo:${id}`) % 100_000),
    thumbnails: ['default'],
    webp: false,
  }
}

function findVideo(book: VideoBook, id: string): FakeVideo | undefined {
  return fixtureVideos.find((video) => video.id === id) ?? book.get(id) ?? (id.startsWith('promo') ? promotedVideo(id) : undefined)
}

// ---------------------------------------------------------------------------------------------
// Data API v3 (www.googleapis.com/youtube/v3/…)

const BAD_KEY = 'API key not valid. Please pass a valid API key.'
const QUOTA = 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.'

function apiError(code: number, message: string, domain: string, reason: string, status?: string): Reply {
  const error: ApiError = { error: { code, message, errors: [{ message, domain, reason }], ...(status ? { status } : {}) } }
  return apiJson(code, error)
}

const THUMBNAILS = {
  default: { key: 'default', width: 120, height: 90 },
  mqdefault: { key: 'medium', width: 320, height: 180 },
  hqdefault: { key: 'high', width: 480, height: 360 },
  sddefault: { key: 'standard', width: 640, height: 480 },
  maxresdefault: { key: 'maxres', width: 1280, height: 720 },
} as const satisfies Record<ThumbnailName, { key: string; width: number; height: number }>

function isThumbnailName(name: string): name is ThumbnailName {
  return Object.hasOwn(THUMBNAILS, name)
}

/** Thumbnail URLs point at the real i.ytimg.com, as YouTube's do; the app swaps the host itself. */
function apiThumbnails(video: FakeVideo): NonNullable<ApiVideo['snippet']>['thumbnails'] {
  return Object.fromEntries(
    video.thumbnails.map((name) => {
      const { key, width, height } = THUMBNAILS[name]
      return [key, { url: `https://i.ytimg.com/vi/${video.id}/${name}.jpg`, width, height }]
    }),
  )
}

/** A videos.list item with only the parts asked for, as the API does. */
function apiVideo(video: FakeVideo, parts: Set<string>): ApiVideo {
  const item: ApiVideo = { kind: 'youtube#video', etag: '', id: video.id }
  if (parts.has('snippet')) {
    item.snippet = {
      publishedAt: publishedAt(video.id),
      channelId: channelId(video.channel),
      title: video.title,
      description: video.description,
      thumbnails: apiThumbnails(video),
      channelTitle: video.channel,
      // YouTube leaves "tags" out entirely when a video has none.
      ...(video.tags.length > 0 ? { tags: video.tags } : {}),
      categoryId: '22',
      liveBroadcastContent: 'none',
      defaultAudioLanguage: 'en',
      localized: { title: video.title, description: video.description },
    }
  }
  if (parts.has('contentDetails')) {
    item.contentDetails = {
      duration: isoDuration(video.durationSeconds),
      dimension: '2d',
      definition: 'hd',
      caption: video.hasCaptions ? 'true' : 'false',
      licensedContent: false,
      projection: 'rectangular',
    }
  }
  if (parts.has('statistics')) {
    const h = hash(`stats:${video.id}`)
    item.statistics = {
      viewCount: String(video.views),
      likeCount: String(Math.round(video.views * (0.02 + (h % 30) / 1000))),
      favoriteCount: '0',
      commentCount: String(Math.round(video.views * (0.001 + (h % 7) / 1000))),
    }
  }
  item.etag = etag(item)
  return item
}

function listVideos(query: URLSearchParams, book: VideoBook): Reply {
  const parts = new Set((query.get('part') ?? '').split(',').map((p) => p.trim()))
  const ids = (query.get('id') ?? '').split(',').filter(Boolean)
  // The API refuses more than 50 ids in one call.
  if (ids.length > 50) return apiError(400, 'The request specifies an invalid filter parameter.', 'youtube.parameter', 'invalidFilters')
  // Private and unknown videos are not an error: they are simply missing from items.
  const videos = ids.map((id) => findVideo(book, id)).filter((v): v is FakeVideo => v !== undefined && !v.private)
  const items = videos.map((video) => apiVideo(video, parts))
  const body: VideoListResponse = {
    kind: 'youtube#videoListResponse',
    etag: etag(items),
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  }
  return apiJson(200, body)
}

/** search.list HTML-escapes snippet text (a real quirk the app must undo), unlike videos.list. */
function htmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

function searchVideos(query: URLSearchParams, book: VideoBook): Reply {
  const q = (query.get('q') ?? '').trim()
  // The API's default page is 5 and its maximum 50.
  const maxResults = Math.min(50, Math.max(0, Number(query.get('maxResults') ?? 5) || 0))
  const videos = Array.from({ length: maxResults }, (_, i) => inventVideo(q, i))
  for (const video of videos) book.set(video.id, video)
  const items: SearchListResponse['items'] = videos.map((video) => {
    const snippet = {
      publishedAt: publishedAt(video.id),
      channelId: channelId(video.channel),
      title: htmlEscape(video.title),
      description: htmlEscape(video.description.split('\n')[0] ?? ''),
      channelTitle: htmlEscape(video.channel),
    }
    return { kind: 'youtube#searchResult', etag: etag(snippet), id: { kind: 'youtube#video', videoId: video.id }, snippet }
  })
  const body: SearchListResponse = {
    kind: 'youtube#searchListResponse',
    etag: etag(items),
    regionCode: query.get('regionCode') ?? 'US',
    // Log-uniform between 1,000 and 1,000,000 "results": YouTube's own rough estimate, never exact.
    pageInfo: { totalResults: Math.round(1000 * 10 ** (3 * (hash(`total:${q}`) / 2 ** 32))), resultsPerPage: maxResults },
    items,
  }
  return apiJson(200, body)
}

function dataApi(path: string, query: URLSearchParams, book: VideoBook): Reply {
  const key = query.get('key')
  if (key === fakeApiKeys.quotaExhausted) return apiError(403, QUOTA, 'youtube.quota', 'quotaExceeded')
  if (key !== fakeApiKeys.valid) return apiError(400, BAD_KEY, 'global', 'badRequest', 'INVALID_ARGUMENT')
  if (path === '/youtube/v3/videos') return listVideos(query, book)
  if (path === '/youtube/v3/search') return searchVideos(query, book)
  return notFound
}

// ---------------------------------------------------------------------------------------------
// oEmbed (www.youtube.com/oembed)

const VIDEO_URL_ID = /(?:[?&]v=|youtu\.be\/|\/shorts\/)([A-Za-z0-9_-]{11})/

/** "Creator Academy" → "https://www.youtube.com/@CreatorAcademy". */
function handleUrl(channel: string): string {
  return `https://www.youtube.com/@${channel.replace(/[^\p{L}\p{N}_.-]/gu, '')}`
}

function oembed(query: URLSearchParams, book: VideoBook): Reply {
  const id = VIDEO_URL_ID.exec(query.get('url') ?? '')?.[1]
  const video = id ? findVideo(book, id) : undefined
  if (!video) return notFound
  if (video.private) return { status: 401, headers: { 'content-type': 'text/html; charset=utf-8' }, body: 'Unauthorized' }
  const body: OEmbedResponse = {
    title: video.title,
    author_name: video.channel,
    author_url: handleUrl(video.channel),
    type: 'video',
    height: 113,
    width: 200,
    version: '1.0',
    provider_name: 'YouTube',
    provider_url: 'https://www.youtube.com/',
    thumbnail_height: 360,
    thumbnail_width: 480,
    thumbnail_url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`,
    html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${video.id}?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen title="${htmlEscape(video.title)}"></iframe>`,
  }
  return json(200, body, 'application/json')
}

// ---------------------------------------------------------------------------------------------
// Images (i.ytimg.com/vi/…, /vi_webp/…)

type ImageFormat = 'jpeg' | 'webp'

/**
 * A 16:9 gradient with a circle, coloured by the video id. The 4:3 sizes (default, hq, sd) get
 * black bars above and below the 16:9 picture, as YouTube's do.
 */
function thumbnailSvg(id: string, width: number, height: number): string {
  const h = hash(`colour:${id}`)
  const hue = h % 360
  const picture = Math.round((width * 9) / 16)
  const top = Math.round((height - picture) / 2)
  const cx = Math.round(width * (0.25 + ((h >>> 9) % 50) / 100))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,25%)"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="#000"/>
  <rect y="${top}" width="${width}" height="${picture}" fill="url(#g)"/>
  <circle cx="${cx}" cy="${top + picture / 2}" r="${Math.round(picture / 4)}" fill="hsl(${(hue + 180) % 360},80%,70%)"/>
</svg>`
}

async function renderThumbnail(id: string, name: ThumbnailName, format: ImageFormat): Promise<Buffer> {
  const { width, height } = THUMBNAILS[name]
  const image = sharp(Buffer.from(thumbnailSvg(id, width, height)))
  return format === 'jpeg' ? image.jpeg({ quality: 80 }).toBuffer() : image.webp({ quality: 80 }).toBuffer()
}

/** YouTube's "no such thumbnail" answer: HTTP 404 whose body is still a valid 120×90 grey JPEG. */
function renderPlaceholder(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: '#cccccc' } })
    .jpeg()
    .toBuffer()
}

type ImageCache = { placeholder: Buffer; rendered: Map<string, Promise<Buffer>> }

/** Renders each image once; fixture images at start-up, invented videos' on first request. */
function cachedThumbnail(cache: ImageCache, id: string, name: ThumbnailName, format: ImageFormat): Promise<Buffer> {
  const key = `${id}/${name}.${format}`
  let image = cache.rendered.get(key)
  if (!image) {
    image = renderThumbnail(id, name, format)
    cache.rendered.set(key, image)
  }
  return image
}

async function prepareImages(): Promise<ImageCache> {
  const cache: ImageCache = { placeholder: await renderPlaceholder(), rendered: new Map() }
  const renders = fixtureVideos.flatMap((video) =>
    video.thumbnails.flatMap((name) => [
      cachedThumbnail(cache, video.id, name, 'jpeg'),
      ...(video.webp ? [cachedThumbnail(cache, video.id, name, 'webp')] : []),
    ]),
  )
  await Promise.all(renders)
  return cache
}

const IMAGE_PATH = /^\/(vi|vi_webp)\/([^/]+)\/([^/]+)$/

/** The thumbnail a /vi/<id>/<name>.jpg or /vi_webp/<id>/<name>.webp path names, if YouTube has it. */
function findThumbnail(book: VideoBook, folder: string, id: string, file: string) {
  const format: ImageFormat = folder === 'vi' ? 'jpeg' : 'webp'
  const name = file.replace(format === 'jpeg' ? /\.jpg$/ : /\.webp$/, '')
  const video = findVideo(book, id)
  if (!video || video.private || !isThumbnailName(name) || !video.thumbnails.includes(name)) return undefined
  if (format === 'webp' && !video.webp) return undefined
  return { name, format }
}

async function image(match: RegExpExecArray, book: VideoBook, cache: ImageCache): Promise<Reply> {
  const [, folder = '', id = '', file = ''] = match
  const thumbnail = findThumbnail(book, folder, id, file)
  if (!thumbnail) return { status: 404, headers: { 'content-type': 'image/jpeg' }, body: cache.placeholder }
  const body = await cachedThumbnail(cache, id, thumbnail.name, thumbnail.format)
  return { status: 200, headers: { 'content-type': `image/${thumbnail.format}`, 'cache-control': 'public, max-age=7200' }, body }
}

// ---------------------------------------------------------------------------------------------
// Server

export async function startFakeYouTube({ port }: { port: number }): Promise<FakeYouTube> {
  const requests: FakeYouTube['requests'] = []
  const book: VideoBook = new Map()
  const images = await prepareImages()
  let fault: YouTubeFault = { kind: 'none' }

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), at: Date.now() })
    if (fault.kind === 'failing') return faultReply(url.pathname)
    if (fault.kind === 'garbage') return garbageReply(url.pathname)
    if (fault.kind === 'slow') await delayUnlessClosed(fault.delayMs, res)
    if (url.pathname === '/complete/search') return suggest(url.searchParams, res)
    if (url.pathname.startsWith('/youtube/v3/')) return dataApi(url.pathname, url.searchParams, book)
    if (url.pathname === '/oembed') return oembed(url.searchParams, book)
    const imageMatch = IMAGE_PATH.exec(url.pathname)
    if (imageMatch) return image(imageMatch, book, images)
    return notFound
  }

  const server = createServer((req, res) => {
    void route(req, res)
      .catch((error: unknown) => ({ status: 500, headers: { 'content-type': 'text/plain' }, body: String(error) }))
      .then((reply) => {
        // The client may have gone while a slow answer was pending.
        if (!res.destroyed) res.writeHead(reply.status, reply.headers).end(reply.body)
      })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  // With port 0 the OS picks a free port: report the one actually bound.
  const bound = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    requests,
    setFault: (next) => {
      fault = next
    },
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      // fetch keeps connections alive; without this close() would wait for them to time out.
      server.closeAllConnections()
      await closed
    },
  }
}
