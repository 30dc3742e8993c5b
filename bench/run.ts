/**
 * `npm run bench`: builds the app, serves it on SQLite with the generated large data set, and
 * measures throughput against a bare Node baseline, how latency scales with data, Lighthouse scores,
 * first-load JavaScript and the tool code's speed. Writes bench/results/latest.json and
 * docs/benchmarks.md, then checks the budgets (bench/budgets.ts).
 *
 *   npm run bench                  the full run (about 15 minutes; the data set is generated once)
 *   npm run bench -- --quick       shorter load phases, mobile Lighthouse only, for a quick look
 *   npm run bench -- --skip-build  reuse the current .next build
 */
import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startAppServer, type AppServer } from '../tests/support/app-server'
import { FAKE_YOUTUBE_ENV, startFakeYouTube } from '../tests/support/fake-youtube'
import { fakeApiKeys, fakeVideos } from '../tests/support/youtube-fixtures'

import { checkBudgets, type BenchResults, type ScaleResult } from './budgets'
import { firstLoadJs } from './first-load-js'
import { measureFrameworkFloor } from './framework-floor'
import { runLighthouse, type FormFactor } from './lighthouse'
import { runMicroBenchmarks } from './micro'
import { writeReport } from './report'
import { startBaseline, type CapturedResponse } from './support/baseline'
import { measureLoad, measureSequential, type LoadTarget } from './support/load'

const argv = process.argv.slice(2)
const quick = argv.includes('--quick')
const LOAD = quick ? { duration: 3, warmup: 1, connections: 50 } : { duration: 10, warmup: 3, connections: 50 }
const SAMPLES = quick ? 9 : 25
const PORT = 3200

const LARGE = { posts: 10_000, authors: 50, categories: 200, tags: 1_000, orders: 5_000, seed: 42 }
const SMALL = { posts: 10, authors: 0, categories: 0, tags: 0, orders: 0, seed: 42 }

function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`)
}

function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

function machine() {
  const cpus = os.cpus()
  const read = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').trim() : 'unknown')
  let chromium = 'unknown'
  try {
    chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim()
  } catch {
    // reported as unknown
  }
  return {
    date: new Date().toISOString(),
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${read('/etc/os-release').match(/PRETTY_NAME="([^"]+)"/)?.[1] ?? os.type()} (kernel ${os.release()})`,
    node: process.version,
    chromium,
  }
}

/** Generates a data set once and keeps it in .bench/data/<name> until its inputs change. */
async function ensureDataset(name: string, counts: typeof LARGE): Promise<string> {
  const dir = path.resolve('.bench/data', name)
  const inputs = ['bench/dataset.ts', 'bench/support/random.ts', 'src/migrations/index.ts', 'src/seed/index.ts'].map((file) => readFileSync(file, 'utf8'))
  const fingerprint = createHash('sha256').update(JSON.stringify(counts)).update(inputs.join('\0')).digest('hex').slice(0, 16)
  const marker = path.join(dir, 'dataset.json')
  if (existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).fingerprint === fingerprint) return dir
  log(`generating the ${name} data set (${JSON.stringify(counts)})…`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const generate = () =>
    run(process.execPath, ['node_modules/payload/bin.js', 'run', 'bench/dataset.ts'], {
      NODE_ENV: 'production',
      NODE_OPTIONS: '--no-deprecation',
      DATABASE_URI: `file:${path.join(dir, 'app.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'bench-dataset-secret-0123456789abcdef',
      SEED_ADMIN_EMAIL: 'admin@tubelift.dev',
      SEED_ADMIN_PASSWORD: 'e2e-admin-password-1',
      BENCH_DATASET: JSON.stringify(counts),
      SMTP_HOST: '',
    })
  await generate()
  // `payload run` has been seen to exit 0 at once without running the script: try once more, then stop.
  if (!existsSync(path.join(dir, 'app.db'))) await generate()
  if (!existsSync(path.join(dir, 'app.db'))) throw new Error(`generating the ${name} data set wrote no database`)
  writeFileSync(marker, JSON.stringify({ counts, fingerprint }, null, 2))
  return dir
}

/** Serves a copy, so the kept data set never sees the server's writes (sessions, jobs, caches). */
async function serveDataset(dir: string, env: Record<string, string>): Promise<AppServer> {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'tubelift-bench-'))
  cpSync(dir, copy, { recursive: true })
  return startAppServer({ port: PORT, database: path.join(copy, 'app.db'), env })
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return (await response.json()) as T
}

type Page<T> = { docs: T[]; totalDocs: number; totalPages: number }

async function capture(baseUrl: string, target: LoadTarget): Promise<CapturedResponse> {
  const response = await fetch(`${baseUrl}${target.path}`, { method: target.method ?? 'GET', body: target.body, headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.1', ...target.headers } })
  const body = Buffer.from(await response.arrayBuffer())
  if (response.status >= 400) throw new Error(`${target.label} answered ${response.status}: ${body.toString().slice(0, 200)}`)
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'text/html', body }
}

/** Median latency of a render on a server started with the page and data cache off (PAGE_CACHE_MB=0). */
const render = (url: string) => measureSequential(url, { count: SAMPLES })

async function main() {
  const started = Date.now()
  const info = machine()
  log(`${info.cpu}, ${info.memoryGiB} GiB, ${info.os}, Node ${info.node}`)
  if (!argv.includes('--skip-build') || !existsSync('.next/BUILD_ID')) {
    log('building (next build)…')
    await run('npm', ['run', 'build'], { NEXT_PUBLIC_SENTRY_DSN: '', SENTRY_DSN: '' })
  }

  const [largeDir, smallDir] = [await ensureDataset('large', LARGE), await ensureDataset('small', SMALL)]
  const youtube = await startFakeYouTube({ port: 0 })
  const appEnv = { ...FAKE_YOUTUBE_ENV(youtube.url), YOUTUBE_API_KEY: fakeApiKeys.valid, SENTRY_DSN: '', NEXT_PUBLIC_SENTRY_DSN: '' }

  // --- the small data set first: the pages both sets share, rendered uncached ---
  log('small data set (10 posts): uncached renders')
  const uncachedEnv = { ...appEnv, PAGE_CACHE_MB: '0' }
  let server = await serveDataset(smallDir, uncachedEnv)
  const shared = (await getJson<Page<{ slug: string }>>(`${server.url}/api/posts?limit=1&sort=-publishedAt&depth=0&select[slug]=true`)).docs[0]!.slug
  const small = { post: await render(`${server.url}/blog/${shared}`), listing: await render(`${server.url}/blog`) }
  await server.stop()

  log('large data set (10,000 posts)')
  server = await serveDataset(largeDir, uncachedEnv)
  let url = server.url
  const posts = await getJson<Page<{ slug: string }>>(`${url}/api/posts?limit=1&depth=0&select[slug]=true&where[slug][like]=part&sort=-publishedAt`)
  const generatedPost = posts.docs[0]!.slug
  const blogPages = (await getJson<Page<unknown>>(`${url}/api/posts?limit=12&depth=0&select[slug]=true`)).totalPages
  const category = (await getJson<Page<{ id: number; slug: string }>>(`${url}/api/categories?limit=1&depth=0&where[slug][equals]=youtube-seo`)).docs[0]!
  const categoryPages = (await getJson<Page<unknown>>(`${url}/api/posts?limit=12&depth=0&select[slug]=true&where[categories][in]=${category.id}`)).totalPages
  const tag = (await getJson<Page<{ slug: string }>>(`${url}/api/tags?limit=1&depth=0&where[slug][equals]=keyword-research`)).docs[0]!.slug

  // --- scale: uncached renders, first page against the last, small data set against large ---
  log('scale: uncached renders')
  const large = {
    blogFirst: await render(`${url}/blog`),
    blogLast: await render(`${url}/blog/page/${blogPages}`),
    categoryFirst: await render(`${url}/blog/category/youtube-seo`),
    categoryLast: await render(`${url}/blog/category/youtube-seo/page/${categoryPages}`),
    post: await render(`${url}/blog/${shared}`),
  }
  await server.stop()
  // Everything else is measured as visitors get it: with the page cache.
  server = await serveDataset(largeDir, appEnv)
  url = server.url
  const scale: ScaleResult[] = [
    { label: `/blog page ${blogPages} vs page 1 (10,000 posts)`, baseMs: large.blogFirst.median, comparedMs: large.blogLast.median, ratio: large.blogLast.median / large.blogFirst.median, budgeted: true },
    { label: `/blog/category/youtube-seo page ${categoryPages} vs page 1`, baseMs: large.categoryFirst.median, comparedMs: large.categoryLast.median, ratio: large.categoryLast.median / large.categoryFirst.median, budgeted: true },
    { label: 'post page, 10,000 posts vs 10 posts', baseMs: small.post.median, comparedMs: large.post.median, ratio: large.post.median / small.post.median, budgeted: false },
    { label: '/blog page 1, 10,000 posts vs 10 posts', baseMs: small.listing.median, comparedMs: large.blogFirst.median, ratio: large.blogFirst.median / small.listing.median, budgeted: false },
  ]

  // --- throughput against the bare baseline ---
  const seoBody = JSON.stringify({ title: fakeVideos.full.title, description: fakeVideos.full.description, tags: fakeVideos.full.tags, keyword: 'grow youtube channel' })
  const targets: LoadTarget[] = [
    { label: 'GET /', path: '/' },
    { label: 'GET /blog', path: '/blog' },
    { label: 'GET /blog/{slug}', path: `/blog/${generatedPost}` },
    { label: `GET /blog/category/{slug}/page/${categoryPages}`, path: `/blog/category/youtube-seo/page/${categoryPages}` },
    { label: 'GET /blog/tag/{slug}', path: `/blog/tag/${tag}` },
    { label: 'GET /seo-analyzer', path: '/seo-analyzer' },
    { label: 'GET /api/tools/thumbnails?url=…', path: `/api/tools/thumbnails?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${fakeVideos.full.id}`)}` },
    { label: 'POST /api/tools/seo-analyzer', path: '/api/tools/seo-analyzer', method: 'POST', body: seoBody },
  ]
  const captured = new Map<string, CapturedResponse>()
  for (const target of targets) captured.set(target.path, await capture(url, target))
  const baseline = await startBaseline(captured)
  const load: BenchResults['load'] = []
  for (const target of targets) {
    log(`load: ${target.label}`)
    const app = await measureLoad(url, target, LOAD)
    const bare = await measureLoad(baseline.url, target, LOAD)
    load.push({ app, baseline: bare })
  }
  await baseline.close()

  // --- first-load JavaScript, from the HTML each route serves ---
  const pages = [
    { path: '/', blog: false },
    { path: '/blog', blog: true },
    { path: `/blog/${generatedPost}`, blog: true },
    { path: '/blog/category/youtube-seo', blog: true },
    { path: '/keyword-explorer', blog: false },
    { path: '/seo-analyzer', blog: false },
    { path: '/thumbnail-downloader', blog: false },
    { path: '/thumbnail-maker', blog: false },
    { path: '/all-services', blog: false },
    { path: '/promote-video', blog: false },
  ]
  const js = []
  for (const page of pages) {
    const html = await (await fetch(`${url}${page.path}`)).text()
    js.push({ ...firstLoadJs(page.path, html), blog: page.blog })
  }

  // --- Lighthouse ---
  const formFactors: FormFactor[] = quick ? ['mobile'] : ['mobile', 'desktop']
  let lighthouse: BenchResults['lighthouse'] = []
  if (!argv.includes('--skip-lighthouse')) {
    log(`Lighthouse (${formFactors.join(', ')}) on ${pages.length} pages, median of ${quick ? 1 : 3} runs…`)
    lighthouse = await runLighthouse(url, pages.map((page) => page.path), formFactors, quick ? 1 : 3)
  }
  const rss = server.rssKb()
  await server.stop()
  await youtube.close()

  // --- queries per request, and the tool code ---
  log('database statements per page (tests/int/query-count.test.ts)')
  await run('npx', ['vitest', 'run', '--project', 'int', 'tests/int/query-count.test.ts', '--reporter', 'dot'])
  const queries = JSON.parse(readFileSync('test-results/query-counts.json', 'utf8')) as Record<string, number>
  log('micro-benchmarks')
  const micro = runMicroBenchmarks()
  log('framework floor: first-load JavaScript of an empty Next.js page (a build of its own)')
  const frameworkFloor = measureFrameworkFloor()

  const results: BenchResults = { lighthouse, firstLoadJs: js, scale, load }
  const checks = checkBudgets(results)
  const full = { machine: info, quick, dataset: LARGE, serverRssKb: rss, ...results, frameworkFloor, queries, micro, checks, minutes: (Date.now() - started) / 60_000 }
  mkdirSync('bench/results', { recursive: true })
  writeFileSync('bench/results/latest.json', `${JSON.stringify(full, null, 2)}\n`)
  writeReport(full, 'docs/benchmarks.md')

  for (const { app, baseline: bare } of load) {
    console.log(`${app.label.padEnd(48)} ${app.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${app.p50} ms  p99 ${app.p99} ms  errors ${app.errors}  (${((app.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} % of bare Node)`)
  }
  const failed = checks.filter((check) => !check.pass)
  for (const check of failed) console.log(`FAIL ${check.budget}: ${check.value} (budget ${check.limit})`)
  log(`${checks.length - failed.length} budgets met, ${failed.length} failed; report in docs/benchmarks.md (${full.minutes.toFixed(1)} min)`)
  process.exitCode = failed.length ? 1 : 0
}

await main()
