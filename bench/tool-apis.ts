/**
 * `npm run bench:tool-apis`: only the tool-API load of `npm run bench` (bench/run.ts), for a change
 * to the API path that needs no full run. Serves the current build (`npm run build` first) on the
 * small data set, with Sentry on as production has it (the server DSN and one trace in ten), loads
 * each tool API as the full run does, and checks the tool-API budget (bench/budgets.ts). It also
 * reports the server's CPU per call (all its threads, from /proc): on a shared machine that, not the
 * throughput, says what the code costs, and 1,000,000 µs over it is what one core would serve.
 *
 *   npm run bench:tool-apis               10 s per API after a 3 s warm-up, as the full run
 *   npm run bench:tool-apis -- --rounds 3 three rounds, each API's median reported
 */
import { BUDGETS } from './budgets'
import { startBenchFakes } from './support/fakes'
import { measureLoad, TOOL_API_TARGETS, type LoadResult } from './support/load'
import { cpuMicros } from './support/process-cpu'
import { ensureDataset, log, serveDataset } from './support/server'

const argv = process.argv.slice(2)
const rounds = Number(argv[argv.indexOf('--rounds') + 1] ?? 1) || 1
const LOAD = { duration: 10, warmup: 0, connections: 50 }
const WARMUP = { duration: 3, warmup: 0, connections: 50 }

const dir = await ensureDataset('small', { posts: 10, authors: 0, categories: 0, tags: 0, orders: 0, seed: 42 })
const fakes = await startBenchFakes()
const server = await serveDataset(dir, fakes.env)
let failed = 0
try {
  for (const target of TOOL_API_TARGETS) {
    const runs: (LoadResult & { cpuPerCall: number })[] = []
    for (let round = 0; round < rounds; round++) {
      await measureLoad(server.url, target, WARMUP)
      const before = cpuMicros(server.process.pid!)
      const run = await measureLoad(server.url, target, LOAD)
      runs.push({ ...run, cpuPerCall: (cpuMicros(server.process.pid!) - before) / run.requests })
    }
    runs.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
    const median = runs[Math.floor(runs.length / 2)]!
    const cpu = runs.map((run) => run.cpuPerCall).sort((a, b) => a - b)
    const floor = BUDGETS.toolApiRequestsPerSecond
    const pass = median.requestsPerSecond >= floor && median.errors === 0
    if (!pass) failed += 1
    log(
      `${pass ? 'ok  ' : 'FAIL'} ${target.label}: ${runs.map((run) => run.requestsPerSecond.toFixed(0)).join(', ')} req/s ` +
        `(median ${median.requestsPerSecond.toFixed(0)}, budget >= ${floor}), p50 ${median.p50.toFixed(1)} ms, p99 ${median.p99.toFixed(1)} ms, errors ${median.errors}; ` +
        `server CPU per call ${cpu.map((us) => us.toFixed(0)).join(', ')} µs (one core: ${(1_000_000 / cpu[Math.floor(cpu.length / 2)]!).toFixed(0)} calls/s)`,
    )
  }
} finally {
  await server.stop()
  await fakes.close()
}
process.exitCode = failed ? 1 : 0
