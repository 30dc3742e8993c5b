/**
 * `npm run bench:memory`: where the server's memory goes (issue 37). Serves the large data set as
 * `npm run bench` does (Sentry on, `npm start`'s Node flags), renders every public page and the
 * signed-in dashboard once, then reads the resident memory idle; then the bench's load phase (its
 * cached pages and the tool APIs, the same durations), reads it again and takes a heap snapshot,
 * broken down by V8 type, constructor and the code each package loaded (`--idle-snapshot`: the
 * snapshot idle instead, no load). Idle, it also prints the resident memory by mapping and V8's spaces
 * (bench/support/heap-probe.mjs, loaded into the server); after the load, the live heap's peak.
 * Needs a build.
 *
 *   npm run bench:memory                       as `npm start` runs
 *   npm run bench:memory -- --quick            1 s warm-up, 3 s per route
 *   npm run bench:memory -- --keep-snapshot    the heap snapshot kept in the current folder
 *   npm run bench:memory -- --heavy            then the heaviest requests (staff exports, hostile
 *                                              queries), with the live heap's peak after each
 *   BENCH_NODE_ARGS="--max-semi-space-size=16" npm run bench:memory   another Node flag to compare
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { dynamicPageTargets } from './support/dynamic-pages'
import { startBenchFakes } from './support/fakes'
import { analyzeHeapSnapshot } from './support/heap-snapshot'
import { readHeapProbe, sendHeavyRequests } from './support/heavy-requests'
import { measureLoad, TOOL_API_TARGETS, type LoadTarget } from './support/load'
import { cpuMicros } from './support/process-cpu'
import { residentByMapping, residentKb } from './support/resident'
import { ensureDataset, log, serveDataset } from './support/server'

const quick = process.argv.includes('--quick')
/** Keeps the heap snapshot in the current folder, for Chrome DevTools' Memory tab (its retainers). */
const keepSnapshot = process.argv.includes('--keep-snapshot')
const LOAD = quick ? { duration: 3, warmup: 1, connections: 50 } : { duration: 10, warmup: 3, connections: 50 }
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`

const HEAP_PROBE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support/heap-probe.mjs')

/** Where the resident memory is: the largest mappings, and V8's spaces (committed, of which used). */
function printWhereMemoryIs(pid: number, probeFile: string) {
  console.log('  resident by mapping:')
  for (const [name, kb] of residentByMapping(pid).slice(0, 12)) console.log(`    ${mb(kb * 1024).padStart(9)}  ${name}`)
  const probe = readHeapProbe(probeFile)
  console.log(
    `  V8 heap: ${mb(probe.heap.total_physical_size)} committed, ${mb(probe.heap.used_heap_size)} used; outside it ${mb(probe.external)} external (${mb(probe.arrayBuffers)} array buffers)`,
  )
  for (const space of probe.spaces.filter((space) => space.committed > 0))
    console.log(`    ${mb(space.committed).padStart(9)} committed, ${mb(space.used).padStart(9)} used  ${space.name}`)
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
  const probeFile = path.join(snapshots, 'heap-probe.json')
  const server = await serveDataset(
    dir,
    { ...fakes.env, HEAP_PROBE_FILE: probeFile },
    ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`, `--import=${HEAP_PROBE}`, ...extra],
    '/',
  )
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
    printWhereMemoryIs(pid, probeFile)
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
    const { peaks } = readHeapProbe(probeFile)
    log(
      `V8 heap peaks since start: live ${mb(peaks.afterFullGc)} (after ${peaks.fullGcs} full collections), used ${mb(peaks.used)}, committed ${mb(peaks.committed)}`,
    )
    if (process.argv.includes('--heavy')) await sendHeavyRequests(server.url, probeFile, () => residentKb(pid).rss / 1024)
    await snapshot(pid, snapshots, 'after the load')
  } finally {
    await server.stop()
    await fakes.close()
    rmSync(snapshots, { recursive: true, force: true })
  }
}

await main()
