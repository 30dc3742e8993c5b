import { digest, etag, hash, pick } from '../core/determinism'
import { apiError, apiJson, htmlEscape, type FakeRequest, type Reply } from '../core/http'
import { readSearchPageToken, searchPageToken } from '../core/page-token'
import type { WorldVideo } from '../core/types'
import type { FakeVideo } from '../fixtures'
import type { FakeContext } from '../state/context'
import { fromFakeVideo } from '../state/world'

import { apiThumbnails, type SnippetCore } from './video-resource'

/**
 * search.list: deterministic results per query, made-up videos by default, with the videos a test
 * placed at chosen positions (setSearchResults, rankVideo) for rank tracking. Pages of up to 50,
 * `nextPageToken` while under YouTube's ~500 results.
 */

export type SearchListResponse = {
  kind: 'youtube#searchListResponse'
  etag: string
  nextPageToken?: string
  prevPageToken?: string
  regionCode: string
  pageInfo: { totalResults: number; resultsPerPage: number }
  items: {
    kind: 'youtube#searchResult'
    etag: string
    id: { kind: 'youtube#video'; videoId: string }
    snippet: SnippetCore & { liveBroadcastContent: 'none'; publishTime: string }
  }[]
}

/** Search gives up after about 500 results, whatever totalResults claims. */
const RESULT_CAP = 500

export const normaliseKeyword = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ')

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

/** The video at a 0-based index of q's results: one a test placed there, or a made-up one. */
function resultAt(q: string, index: number, ctx: FakeContext): WorldVideo {
  const placed = ctx.rankings.get(normaliseKeyword(q))?.get(index + 1)
  const video = placed ? ctx.world.video(placed) : undefined
  if (video && video.privacy === 'public') return video
  const invented = fromFakeVideo(inventVideo(q, index))
  // Kept so that videos.list and the image host can answer for it later.
  ctx.world.invented.set(invented.id, invented)
  return invented
}

function searchItem(video: WorldVideo): SearchListResponse['items'][number] {
  const { default: small, medium, high } = apiThumbnails(video)
  const snippet = {
    publishedAt: video.publishedAt,
    channelId: video.channelId,
    title: htmlEscape(video.title),
    description: htmlEscape(video.description.split('\n')[0] ?? ''),
    thumbnails: { ...(small ? { default: small } : {}), ...(medium ? { medium } : {}), ...(high ? { high } : {}) },
    channelTitle: htmlEscape(video.channelTitle),
    liveBroadcastContent: 'none' as const,
    publishTime: video.publishedAt,
  }
  return { kind: 'youtube#searchResult', etag: etag(snippet), id: { kind: 'youtube#video', videoId: video.id }, snippet }
}

/** GET /youtube/v3/search?part=snippet&type=video&q=…&maxResults=…&pageToken=… (100 units a page). */
export function searchVideos(request: FakeRequest, ctx: FakeContext): Reply {
  const { query } = request
  const q = (query.get('q') ?? '').trim()
  // The API's default page is 5 and its maximum 50.
  const maxResults = Math.min(50, Math.max(0, Number(query.get('maxResults') ?? 5) || 0))
  const token = query.get('pageToken')
  const offset = token ? readSearchPageToken(token) : 0
  if (offset === undefined || offset >= RESULT_CAP) {
    return apiError(400, 'The request specifies an invalid page token.', { domain: 'youtube.parameter', reason: 'invalidPageToken' })
  }
  const count = Math.min(maxResults, RESULT_CAP - offset)
  const items = Array.from({ length: count }, (_, i) => searchItem(resultAt(q, offset + i, ctx)))
  const body: SearchListResponse = {
    kind: 'youtube#searchListResponse',
    etag: etag(items),
    ...(offset + count < RESULT_CAP && count > 0 ? { nextPageToken: searchPageToken(offset + count) } : {}),
    ...(offset > 0 ? { prevPageToken: searchPageToken(Math.max(0, offset - maxResults), true) } : {}),
    regionCode: query.get('regionCode') ?? 'US',
    // Log-uniform between 1,000 and 1,000,000 "results": YouTube's own rough estimate, never exact.
    pageInfo: { totalResults: Math.round(1000 * 10 ** (3 * (hash(`total:${q}`) / 2 ** 32))), resultsPerPage: maxResults },
    items,
  }
  return apiJson(200, body)
}
