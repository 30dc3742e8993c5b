import autocannon, { type Request } from 'autocannon'

import { visitorAddress } from '../../tests/support/app-server'
import { fakeVideos } from '../../tests/support/youtube-fixtures'

/** What Chrome sends: every page and API answer is measured compressed, as visitors get it. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

export type LoadTarget = {
  /** Shown in the report, e.g. "GET /blog". */
  label: string
  path: string
  method?: 'GET' | 'POST'
  body?: string
  headers?: Record<string, string>
  /** A page served from the page cache: budgeted against the bare Node baseline (bench/budgets.ts). */
  cached?: boolean
}

export type LoadResult = {
  label: string
  cached?: boolean
  requestsPerSecond: number
  p50: number
  p99: number
  /** Connection errors, timeouts and 5xx answers. */
  errors: number
  non2xx: number
  requests: number
  /** Calls answered during the warm-up, before `requests` were counted. */
  warmupRequests: number
}

/** What the bench posts to the SEO analyzer: a real video's metadata and a keyword, filled in by hand. */
export const SEO_ANALYZER_BODY = JSON.stringify({
  title: fakeVideos.full.title,
  description: fakeVideos.full.description,
  tags: fakeVideos.full.tags,
  keyword: 'grow youtube channel',
})

/** The two tool APIs every bench loads (the free tools' busiest calls that no cache can answer). */
export const TOOL_API_TARGETS: LoadTarget[] = [
  {
    label: 'GET /api/thumbnail-downloader?url=…',
    path: `/api/thumbnail-downloader?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${fakeVideos.full.id}`)}`,
  },
  { label: 'POST /api/seo-analyzer', path: '/api/seo-analyzer', method: 'POST', body: SEO_ANALYZER_BODY },
]

/** "POST /api/seo-analyzer" posts SEO_ANALYZER_BODY; a bare path is a GET. */
export function targetFromArgument(argument: string): LoadTarget {
  const [method, path] = argument.startsWith('POST ') ? (['POST', argument.slice(5).trim()] as const) : (['GET', argument] as const)
  return { label: `${method} ${path}`, path, method, body: method === 'POST' ? SEO_ANALYZER_BODY : undefined }
}

/** The nearest-rank percentile (0–1) of `values`, sorted in place; NaN when there are none. */
export function percentile(values: number[], share: number): number {
  if (!values.length) return NaN
  values.sort((a, b) => a - b)
  return values[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!
}

type StatusStats = Record<string, { count: number }>

export async function measureLoad(
  baseUrl: string,
  target: LoadTarget,
  { connections = 50, duration = 10, warmup = 2 } = {},
): Promise<LoadResult> {
  const request: Request = {
    method: target.method ?? 'GET',
    path: target.path,
    body: target.body,
    headers: {
      'content-type': 'application/json',
      accept: 'text/html,application/json',
      'accept-encoding': BROWSER_ACCEPT_ENCODING,
      ...target.headers,
    },
    setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': visitorAddress() } }),
  }
  const options = { url: baseUrl, connections, requests: [request], timeout: 20 }
  const warm = warmup > 0 ? await autocannon({ ...options, duration: warmup }) : undefined
  // Each answer's own time, in fractions of a millisecond: autocannon's histogram keeps whole
  // milliseconds, too coarse for p99 over p50 when a cached page's p50 is 1–2 ms.
  const latencies: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration }, (error, finished) => (error ? reject(error) : resolve(finished)))
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      if (statusCode < 400) latencies.push(milliseconds)
    })
  })
  const serverErrors = Object.entries((result as unknown as { statusCodeStats?: StatusStats }).statusCodeStats ?? {})
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, stats]) => sum + stats.count, 0)
  return {
    label: target.label,
    cached: target.cached ?? false,
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors: result.errors + result.timeouts + serverErrors,
    non2xx: result.non2xx,
    requests: result.requests.total,
    warmupRequests: warm?.requests.total ?? 0,
  }
}

/** Sequential requests, one at a time: the latency of one visitor, free of queueing. */
export async function measureSequential(url: string, { count = 25, headers = {} as Record<string, string> } = {}) {
  const timings: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(url, { headers, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status >= 400) throw new Error(`${url} answered ${response.status}`)
    timings.push(performance.now() - started)
  }
  return { median: percentile(timings, 0.5), p90: percentile(timings, 0.9) }
}
