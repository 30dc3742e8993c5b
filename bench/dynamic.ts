/**
 * `npm run bench:dynamic`: only the pages rendered per request of `npm run bench` (bench/run.ts), for
 * a change to them that needs no full run. Serves the current build (`npm run build` first) on the
 * large data set with Sentry on, builds the empty Next app (bench/framework-floor.ts), loads each
 * page right after the empty page as the full run does, and prints both with the server CPU per
 * request (from /proc: on a shared machine that, not the requests a second, says what a page costs).
 * Checks issue 37's budgets for these pages (bench/budgets.ts).
 *
 *   npm run bench:dynamic               10 s per page after a 3 s warm-up, as the full run
 *   npm run bench:dynamic -- --quick    3 s per page after 1 s
 */
import { checkDynamicPages } from './budgets'
import { buildEmptyNextApp } from './framework-floor'
import { describeDynamicPage, dynamicPageTargets, measureDynamicPages } from './support/dynamic-pages'
import { startBenchFakes } from './support/fakes'
import { ensureDataset, log, PORT, serveDataset } from './support/server'

const quick = process.argv.includes('--quick')
const LOAD = quick ? { duration: 3, warmup: 1, connections: 50 } : { duration: 10, warmup: 3, connections: 50 }

const dir = await ensureDataset('large', { posts: 10_000, authors: 50, categories: 200, tags: 1_000, orders: 5_000, seed: 42 })
log('building the empty Next.js app (the ceiling of a page rendered per request)')
const emptyApp = buildEmptyNextApp()
const fakes = await startBenchFakes()
const server = await serveDataset(dir, fakes.env)
const empty = await emptyApp.serve(PORT + 1)
try {
  const targets = await dynamicPageTargets(server.url)
  const pages = await measureDynamicPages({ url: server.url, pid: server.process.pid! }, empty, targets, LOAD)
  for (const page of pages) console.log(describeDynamicPage(page))
  const failed = checkDynamicPages(pages).filter((check) => !check.pass)
  for (const check of failed) console.log(`FAIL ${check.budget}: ${check.value} (budget ${check.limit})`)
  process.exitCode = failed.length ? 1 : 0
} finally {
  await empty.stop()
  await server.stop()
  emptyApp.dispose()
  await fakes.close()
}
