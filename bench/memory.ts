/**
 * `npm run bench:memory`: where the server's memory goes (issue 37). Serves the large data set as
 * `npm run bench` does (Sentry on, `npm start`'s Node flags), renders every public page and the
 * signed-in dashboard once, then reads the resident memory idle; then the bench's load phase (its
 * cached pages and the tool APIs, the same durations), reads it again and takes a heap snapshot,
 * broken down by V8 type, constructor and the code each package loaded (`--idle-snapshot`: the
 * snapshot idle instead, no load). Needs a build.
 *
 *   npm run bench:memory                       as `npm start` runs
 *   npm run bench:memory -- --quick            1 s warm-up, 3 s per route
 *   npm run bench:memory -- --keep-snapshot    the heap snapshot kept in the current folder
 *   BENCH_NODE_ARGS="--max-semi-space-size=16" npm run bench:memory   another Node flag to compare
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { dynamicPageTargets } from './support/dynamic-pages'
import { startBenchFakes } from './support/fakes'
import { analyzeHeapSnapshot } from './support/heap-snapshot'
import { measureLoad, TOOL_API_TARGETS, type LoadTarget } from './support/load'
import { cpuMicros } from './support/process-cpu'
import { ensureDataset, log, serveDataset } from './support/server'

const quick = process.argv.includes('--quick')
/** Keeps the heap snapshot in the current folder, for Chrome DevTools' Memory tab (its retainers). */
const keepSnapshot = process.argv.includes('--keep-snapshot')
const LOAD = quick ? { duration: 3, warmup: 1, connections: 50 } : { duration: 10, warmup: 3, connections: 50 }
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

/** Anonymous (heap, buffers) and file-backed (the node binary, native add-ons) resident memory, from /proc. */
function residentKb(pid: number) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? NaN)
  return { rss: field('Rss'), anonymous: field('Anonymous'), file: field('Rss') - field('Anonymous') }
}

async function snapshot(pid: number, dir: string, label: string) {
  const before = new Set(readdirSync(dir))
  process.kill(pid, 'SIGUSR2')
  for (let waited = 0; waited < 120_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const file = readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !before.has(name))
    // The snapshot is one JSON object, written in pieces: complete once it ends with its closing brace.
    if (file && readFileSync(`${dir}/${file}`, 'latin1').trimEnd().endsWith(']}')) {
      const heap = analyzeHeapSnapshot(`${dir}/${file}`)
      if (keepSnapshot) copyFileSync(`${dir}/${file}`, path.resolve(file))
      rmSync(`${dir}/${file}`)
      console.log(`\n${label}: heap snapshot ${mb(heap.totalBytes)} of live objects`)
      for (const [title, rows] of [
        ['by V8 type', heap.byType],
        ['objects by constructor', heap.byConstructor],
        ['code by package (sources and compiled functions)', heap.codeByPackage],
      ] as const) {
        console.log(`  ${title}:`)
        for (const [name, bytes] of rows) console.log(`    ${mb(bytes).padStart(9)}  ${name}`)
      }
      console.log(`  answered requests still alive (ServerResponse): ${heap.responses.count}, held by`)
      for (const [path, count] of heap.responses.heldBy) console.log(`    ${String(count).padStart(6)}×  ${path}`)
      return
    }
  }
  throw new Error('no heap snapshot was written')
}

async function main() {
  const dir = await ensureDataset('large', { posts: 10_000, authors: 50, categories: 200, tags: 1_000, orders: 5_000, seed: 42 })
  const fakes = await startBenchFakes()
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean)
  const snapshots = mkdtempSync(path.join(os.tmpdir(), 'tubelift-heap-'))
  const server = await serveDataset(dir, fakes.env, ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`, ...extra], '/')
  const pid = server.process.pid!
  const started = residentKb(pid)
  log(
    `started, first page answered in ${server.startedInMs.toFixed(0)} ms (${extra.join(' ') || 'npm start flags'}); RSS ${(started.rss / 1024).toFixed(0)} MB`,
  )
  try {
    const post = (
      (await (await fetch(`${server.url}/api/posts?limit=1&depth=0&select[slug]=true&sort=-publishedAt`)).json()) as {
        docs: { slug: string }[]
      }
    ).docs[0]!.slug
    const cached: LoadTarget[] = ['/', '/blog', '/blog/page/2', `/blog/${post}`, '/blog/tag/keyword-research', '/seo-analyzer'].map(
      (path) => ({ label: `GET ${path}`, path }),
    )
    const pages = ['/keyword-explorer', '/thumbnail-downloader', '/thumbnail-maker', '/all-services', '/promote-video', '/auth']
    for (const path of [...cached.map((target) => target.path), ...pages]) await (await fetch(`${server.url}${path}`)).arrayBuffer()
    for (const target of await dynamicPageTargets(server.url))
      await (await fetch(`${server.url}${target.path}`, { headers: target.headers })).arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    const idle = residentKb(pid)
    log(
      `idle after first renders: RSS ${(idle.rss / 1024).toFixed(0)} MB (anonymous ${(idle.anonymous / 1024).toFixed(0)}, files ${(idle.file / 1024).toFixed(0)})`,
    )
    // Writing a snapshot takes hundreds of MB of its own: one per server, after its figures are read.
    if (process.argv.includes('--idle-snapshot')) return await snapshot(pid, snapshots, 'idle')
    for (const target of [...cached, ...TOOL_API_TARGETS]) {
      const cpuBefore = cpuMicros(pid)
      const result = await measureLoad(server.url, target, LOAD)
      const calls = result.requests + result.warmupRequests
      log(
        `${target.label}: ${result.requestsPerSecond.toFixed(0)} req/s (${calls} calls with the warm-up, ${((cpuMicros(pid) - cpuBefore) / 1000 / calls).toFixed(2)} ms of CPU each), p99 ${result.p99.toFixed(1)} ms; RSS ${((residentKb(pid).rss ?? 0) / 1024).toFixed(0)} MB`,
      )
    }
    const loaded = residentKb(pid)
    log(
      `after the load: RSS ${(loaded.rss / 1024).toFixed(0)} MB (anonymous ${(loaded.anonymous / 1024).toFixed(0)}, files ${(loaded.file / 1024).toFixed(0)})`,
    )
    // What V8 and malloc hand back once the load stops (V8 shrinks its heap after a few idle seconds):
    // the part of the figure above that a server at rest no longer holds.
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    const rested = residentKb(pid)
    log(
      `10 s after the load: RSS ${(rested.rss / 1024).toFixed(0)} MB (anonymous ${(rested.anonymous / 1024).toFixed(0)}, files ${(rested.file / 1024).toFixed(0)})`,
    )
    await snapshot(pid, snapshots, 'after the load')
  } finally {
    await server.stop()
    await fakes.close()
    rmSync(snapshots, { recursive: true, force: true })
  }
}

await main()
