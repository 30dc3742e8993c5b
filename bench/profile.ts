/**
 * `npm run bench:profile -- /blog /blog/<slug> "POST /api/seo-analyzer"`: where a request's time
 * goes. For each path (a GET, or a POST of the bench's SEO analyzer body),
 * serves the large data set (as `npm run bench` does: Sentry on, gzip asked for) under
 * `node --cpu-prof`, warms the page cache, loads the page with autocannon, stops the server and
 * prints the CPU profile as microseconds of CPU per request: by stage of the request (proxy, Sentry,
 * session check, database, render, compression…), by package (self time) and by the frames most
 * often on the stack (inclusive time), beside the server's CPU per request from /proc
 * (the profile's samples also count time spent waiting for a core on a busy machine). Needs a build (`npm run build`) and the data set
 * (`npm run bench` makes it). BENCH_SENTRY=off profiles without Sentry, BENCH_TRACES_SAMPLE_RATE
 * changes its tracing rate. The answer (a page's HTML) is kept next to the profile. Paths under
 * /dashboard are loaded signed in, as a generated customer with orders and a tool history
 * (bench/support/dynamic-pages.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startFakeSentry } from '../tests/support/fake-sentry'
import { FAKE_YOUTUBE_ENV, startFakeYouTube } from '../tests/support/fake-youtube'
import { fakeApiKeys } from '../tests/support/youtube-fixtures'

import { SENTRY_TRACES_SAMPLE_RATE } from './budgets'
import { signInCustomer, fillHistory } from './support/dynamic-pages'
import { STAGES, stageClassifier, type Stage } from './support/profile-stages'
import { measureLoad, targetFromArgument, type LoadTarget } from './support/load'
import { cpuMicros } from './support/process-cpu'
import { ensureDataset, log, serveDataset } from './support/server'

const LOAD_SECONDS = 10

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

/** "next", "@sentry/node", "react-dom"… from a frame's file; "node:…" for Node's own code; "app" for the build. */
function owner(url: string): string {
  if (!url) return '(native or V8)'
  if (url.startsWith('node:')) return url
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const [first, second] = url.slice(modules + 'node_modules/'.length).split('/')
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? url)
  }
  if (url.includes('/.next/')) return `app (.next/${url.split('/.next/')[1]?.split('/')[1] ?? ''})`
  return url
}

/** CPU time of a profile's samples that were not idle. */
function busyMicros(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id))
  return profile.samples.reduce((sum, id, index) => (idle.has(id) ? sum : sum + (profile.timeDeltas[index] ?? 0)), 0)
}

/** Only the samples of the last `seconds` of the profile: the measured load, not the start-up. */
function summarize(profile: CpuProfile, requests: number, seconds: number, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  const stageOf = stageClassifier()
  const stages = new Map<Stage, number>(STAGES.map((stage) => [stage, 0]))
  let busy = 0
  const at: number[] = []
  profile.timeDeltas.reduce((time, delta, index) => (at[index] = time + delta), 0)
  const from = (at[at.length - 1] ?? 0) - seconds * 1e6
  profile.samples.forEach((id, index) => {
    if ((at[index] ?? 0) < from) return
    const micros = profile.timeDeltas[index] ?? 0
    const node = byId.get(id)!
    if (node.callFrame.functionName === '(idle)') return
    busy += micros
    const key = node.callFrame.functionName.startsWith('(') ? node.callFrame.functionName : owner(node.callFrame.url)
    self.set(key, (self.get(key) ?? 0) + micros)
    const seen = new Set<string>()
    const stack: ProfileNode['callFrame'][] = []
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame
      stack.push(frame)
      if (!frame.functionName || frame.functionName.startsWith('(')) continue
      const name = `${frame.functionName} (${owner(frame.url)})`
      if (seen.has(name)) continue
      seen.add(name)
      inclusive.set(name, (inclusive.get(name) ?? 0) + micros)
    }
    const stage = stageOf(stack)
    stages.set(stage, stages.get(stage)! + micros)
  })
  const perRequest = (micros: number) => (micros / requests).toFixed(0).padStart(6)
  console.log(`  ${requests} requests, ${(busy / 1e6).toFixed(1)} s of CPU: ${(busy / requests).toFixed(0)} µs per request`)
  console.log('  by stage of the request (µs per request; bench/support/profile-stages.ts):')
  for (const [stage, micros] of stages) console.log(`    ${perRequest(micros)}  ${stage}`)
  console.log('  self time by package (µs per request):')
  for (const [name, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`    ${perRequest(micros)}  ${name}`)
  console.log('  inclusive time by frame (µs per request):')
  for (const [name, micros] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top * 2))
    console.log(`    ${perRequest(micros)}  ${name}`)
}

async function main() {
  const targets = process.argv
    .slice(2)
    .filter((arg) => arg.startsWith('/') || arg.startsWith('POST /'))
    .map(targetFromArgument)
  if (!targets.length) throw new Error('usage: npm run bench:profile -- /blog /blog/<slug> "POST /api/seo-analyzer"')
  const dir = await ensureDataset('large', { posts: 10_000, authors: 50, categories: 200, tags: 1_000, orders: 5_000, seed: 42 })
  const youtube = await startFakeYouTube({ port: 0 })
  const sentry = await startFakeSentry({ port: 0 })
  const sentryEnv: Record<string, string> =
    process.env.BENCH_SENTRY === 'off'
      ? { SENTRY_DSN: '' }
      : { SENTRY_DSN: sentry.dsn, SENTRY_TRACES_SAMPLE_RATE: process.env.BENCH_TRACES_SAMPLE_RATE ?? SENTRY_TRACES_SAMPLE_RATE }
  const env = { ...FAKE_YOUTUBE_ENV(youtube.url), YOUTUBE_API_KEY: fakeApiKeys.valid, NEXT_PUBLIC_SENTRY_DSN: '', ...sentryEnv }
  for (const asked of targets) {
    const profiles = mkdtempSync(path.join(os.tmpdir(), 'tubelift-profile-'))
    const server = await serveDataset(dir, env, ['--cpu-prof', `--cpu-prof-dir=${profiles}`])
    const target: LoadTarget = asked.path.startsWith('/dashboard')
      ? { ...asked, headers: { ...asked.headers, cookie: await signInCustomer(server.url), 'sec-fetch-site': 'same-origin' } }
      : asked
    if (target.headers?.cookie) await fillHistory(server.url, target.headers.cookie)
    await measureLoad(server.url, target, { duration: 3, warmup: 0 })
    const answer = await fetch(`${server.url}${target.path}`, {
      method: target.method,
      body: target.body,
      headers: { 'content-type': 'application/json', ...target.headers },
    })
    writeFileSync(path.join(profiles, 'answer'), await answer.text())
    log(`profiling ${target.label}`)
    const cpuBefore = cpuMicros(server.process.pid!)
    const result = await measureLoad(server.url, target, { duration: LOAD_SECONDS, warmup: 0 })
    const cpuPerRequest = (cpuMicros(server.process.pid!) - cpuBefore) / result.requests
    await server.stop()
    // One profile per thread (the server may start workers); the server's main thread is the busiest.
    const files = readdirSync(profiles)
      .filter((file) => file.endsWith('.cpuprofile'))
      .map((file) => JSON.parse(readFileSync(path.join(profiles, file), 'utf8')) as CpuProfile)
    const profile = files.sort((a, b) => busyMicros(b) - busyMicros(a))[0]
    console.log(
      `\n${target.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms (under the profiler); profiles in ${profiles}`,
    )
    // The profile's samples also count the time the server waited for a core; /proc counts only its CPU.
    console.log(`  server CPU from /proc, all threads: ${cpuPerRequest.toFixed(0)} µs per request`)
    // The server stops within a fraction of a second of the load's end: the last LOAD_SECONDS are the load.
    if (profile) summarize(profile, result.requests, LOAD_SECONDS)
  }
  await youtube.close()
  await sentry.close()
}

await main()
