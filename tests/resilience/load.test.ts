import { mkdirSync, writeFileSync } from 'node:fs'

import autocannon, { type Request } from 'autocannon'
import { expect, it } from 'vitest'

import { visitorAddress } from '../support/app-server'
import { fakeVideos } from '../support/youtube-fixtures'

import { serveAppWithYouTube } from './support/app'

/**
 * Sixty seconds of mixed traffic at 50 connections over the public pages and the tool APIs: the
 * server must answer everything without a 5xx, stay up, and keep its memory in check.
 */
const DURATION_S = Number(process.env.RESILIENCE_LOAD_SECONDS ?? 60)

const running = serveAppWithYouTube()

async function firstSlug(collection: string): Promise<string> {
  const response = await fetch(`${running.app.url}/api/${collection}?limit=1&depth=0&select[slug]=true`)
  const { docs } = (await response.json()) as { docs: { slug: string }[] }
  if (!docs[0]) throw new Error(`the seeded database has no ${collection}`)
  return docs[0].slug
}

type StatusStats = Record<string, { count: number }>

it(`serves ${DURATION_S} s of mixed traffic at 50 connections without a server error`, async () => {
  const [post, category, tag] = await Promise.all([firstSlug('posts'), firstSlug('categories'), firstSlug('tags')])
  const watch = encodeURIComponent(`https://www.youtube.com/watch?v=${fakeVideos.full.id}`)
  const seo = JSON.stringify({
    title: fakeVideos.full.title,
    description: fakeVideos.full.description,
    tags: fakeVideos.full.tags,
    keyword: 'grow youtube channel',
  })
  const paths = [
    '/',
    '/blog',
    `/blog/${post}`,
    `/blog/category/${category}`,
    `/blog/tag/${tag}`,
    '/blog/search?q=thumbnail',
    '/all-services',
    '/promote-video',
    '/seo-analyzer',
    '/keyword-explorer',
    '/thumbnail-downloader',
    '/thumbnail-maker',
    '/privacy-policy',
    '/sitemap.xml',
    `/api/thumbnail-downloader?url=${watch}`,
    `/api/youtube/video?url=${watch}`,
    '/api/keyword-explorer?q=video+editing',
    '/api/health',
    '/no-such-page',
  ]
  const requests: Request[] = [
    ...paths.map((path) => ({ method: 'GET' as const, path })),
    { method: 'POST', path: '/api/seo-analyzer', body: seo, headers: { 'content-type': 'application/json' } },
  ]
  const { app } = running
  // Two halves: the first warms caches and lets the heap find its size; the second must not grow it.
  const rssStartKb = app.rssKb()!
  const half = (duration: number) =>
    autocannon({
      url: app.url,
      connections: 50,
      duration,
      timeout: 20,
      requests: requests.map((request) => ({
        ...request,
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': visitorAddress() } }),
      })),
    })
  const first = await half(DURATION_S / 2)
  const rssMiddleKb = app.rssKb()!
  const second = await half(DURATION_S / 2)
  const rssEndKb = app.rssKb()!
  const statuses: Record<string, number> = {}
  for (const result of [first, second]) {
    for (const [status, { count }] of Object.entries((result as unknown as { statusCodeStats?: StatusStats }).statusCodeStats ?? {}))
      statuses[status] = (statuses[status] ?? 0) + count
  }
  const serverErrors = Object.entries(statuses).filter(([status]) => Number(status) >= 500)
  const total = first.requests.total + second.requests.total
  const mb = (kb: number) => Math.round(kb / 1024)
  const report = {
    durationS: DURATION_S,
    connections: 50,
    requests: total,
    requestsPerSecond: total / DURATION_S,
    p99Ms: Math.max(first.latency.p99, second.latency.p99),
    statuses,
    errors: first.errors + second.errors,
    timeouts: first.timeouts + second.timeouts,
    rssMb: { start: mb(rssStartKb), afterFirstHalf: mb(rssMiddleKb), end: mb(rssEndKb) },
  }
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/resilience-load.json', `${JSON.stringify(report, null, 2)}\n`)
  console.log(
    `load: ${total} requests, ${report.requestsPerSecond.toFixed(0)} req/s, p99 ${report.p99Ms} ms, statuses ${JSON.stringify(statuses)}, RSS ${report.rssMb.start} → ${report.rssMb.afterFirstHalf} → ${report.rssMb.end} MB`,
  )

  expect(serverErrors, 'responses with a 5xx status').toEqual([])
  expect(report.errors + report.timeouts, 'connection errors and timeouts').toBe(0)
  expect(total).toBeGreaterThan(DURATION_S * 20)
  // Caches are bounded (page cache 128 MB, LRUs): once warm, a second round of the same traffic
  // must not keep adding memory (V8 grows and shrinks its heap, hence the margin).
  expect(rssEndKb - rssMiddleKb, 'RSS growth over the second half, kB').toBeLessThan(256 * 1024)
  const health = await fetch(`${app.url}/api/health`)
  expect(health.status).toBe(200)
})
