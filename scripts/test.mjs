#!/usr/bin/env node
/**
 * `npm test`: every check CI runs, in order, ending with one line `N passed, N failed` (Vitest and
 * Playwright tests added up; a failed lint, type check or build counts as one failure each).
 *
 *   lint, typecheck, formatting and import loops side by side -> unit -> integration on SQLite
 *   with the build beside it, then PostgreSQL [then MongoDB] (Vitest) -> e2e (Playwright)
 *   -> resilience -> scale (Vitest, two instances of the same build on PostgreSQL and Redis)
 *
 * PostgreSQL runs from Debian's package as throwaway clusters (tests/support/postgres-server.mjs);
 * the scale suite also needs `redis-server` on PATH. Without PostgreSQL installed (the integration
 * suite can use POSTGRES_TEST_URI instead), a local run says it skipped those suites; in CI
 * (`CI=true`) that is a failure.
 */
import { spawn, spawnSync } from 'node:child_process'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'

import { postgresBinDir } from '../tests/support/postgres-server.mjs'

const totals = { passed: 0, failed: 0, skipped: 0 }
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' }

function run(label, command, args, extraEnv = {}) {
  const started = Date.now()
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  const ok = result.status === 0
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  return ok
}

/**
 * Starts a command beside whatever runs next and resolves to whether it succeeded. Its output goes
 * straight to a log file (the runs in the foreground block this process's event loop, so nothing
 * here could drain a pipe), printed whole when it ends so the logs do not interleave.
 */
function startBeside(label, command, args, extraEnv = {}) {
  mkdirSync('test-results', { recursive: true })
  const started = Date.now()
  const logFile = `test-results/beside-${label.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.log`
  console.log(`\n▶ ${label} (in the background): ${command} ${args.join(' ')}`)
  const log = openSync(logFile, 'w')
  const child = spawn(command, args, { stdio: ['ignore', log, log], env: { ...env, ...extraEnv } })
  closeSync(log)
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const ok = status === 0
      console.log(`\n── ${label} ──\n${readFileSync(logFile, 'utf8')}`)
      console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
      resolve(ok)
    }),
  )
}

/**
 * Runs single-threaded checks at once, sharing the cores. (The integration suites on two engines side by
 * side saved under a minute and once started PostgreSQL's run on an empty template: they stay serial.)
 */
function runTogether(jobs) {
  return Promise.all(jobs.map(({ label, command, args, extraEnv }) => startBeside(label, command, args, extraEnv)))
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

/** A Vitest run, its JSON report in a file named for it (so each suite's report is kept). */
function vitest(label, project, extraEnv = {}) {
  const report = `test-results/vitest-${label.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.json`
  rmSync(report, { force: true })
  countVitest(report, run(label, 'npx', ['vitest', 'run', '--project', project, `--outputFile.json=${report}`], extraEnv))
}

function countVitest(report, ok) {
  const json = readJson(report)
  if (!json) {
    totals.failed += 1
    return
  }
  totals.passed += json.numPassedTests
  totals.failed += json.numFailedTests + (ok || json.numFailedTests ? 0 : 1)
  totals.skipped += json.numPendingTests + json.numTodoTests
}

function playwright() {
  const report = 'test-results/playwright.json'
  rmSync(report, { force: true })
  const ok = run('end-to-end tests (production build)', 'npx', ['playwright', 'test'])
  const json = readJson(report)
  if (!json) {
    totals.failed += 1
    return
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = json.stats ?? {}
  totals.passed += expected + flaky
  totals.failed += unexpected + (ok || unexpected ? 0 : 1)
  totals.skipped += skipped
}

// Four single-threaded checks on two cores: formatting and import loops alone left a core idle for their ~35 s
// (docs/databases.md, "CI time").
const checks = await runTogether([
  { label: 'lint', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
  { label: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
  { label: 'formatting', command: 'npx', args: ['prettier', '--check', '--log-level=warn', '.'] },
  {
    label: 'import loops',
    command: 'npx',
    args: ['depcruise', '--config', '.dependency-cruiser.mjs', 'src', 'server', 'payload.config.ts'],
  },
])
totals.failed += checks.filter((ok) => !ok).length
vitest('unit tests', 'unit')
// The scale suite restarts its PostgreSQL, so it needs the programs; the integration suite can use a server given to it.
const postgresInstalled = Boolean(postgresBinDir())
/** Says a PostgreSQL suite was skipped; in CI that counts as a failure. */
function withoutPostgres(suite) {
  console.log(`\n○ ${suite} skipped: PostgreSQL is not installed (apt-get install postgresql, or set POSTGRES_TEST_URI)`)
  if (process.env.CI) totals.failed += 1
}
// The build the end-to-end tests run against reports browser errors to their loopback Sentry ingest.
const e2eSentryDsn = `http://e2epublickey@127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 29}/1`
// The build needs nothing the integration suite makes, and that suite (one worker) leaves a core idle:
// they run side by side. PostgreSQL's run waits for the build: under that load, `payload migrate`
// (which makes its template) sometimes exits having done nothing (docs/databases.md).
const build = startBeside('production build', 'npm', ['run', 'build'], { NEXT_PUBLIC_SENTRY_DSN: e2eSentryDsn })
vitest('integration tests (SQLite)', 'int')
const built = await build
if (postgresInstalled || process.env.POSTGRES_TEST_URI) vitest('integration tests (PostgreSQL)', 'int', { INT_DATABASE: 'postgres' })
else withoutPostgres('integration tests on PostgreSQL')
if (process.env.MONGODB_TEST_URI) vitest('integration tests (MongoDB)', 'int', { INT_DATABASE: 'mongodb' })
else console.log('\n○ integration tests on MongoDB skipped: set MONGODB_TEST_URI (a replica set) to run them too')
if (built) {
  playwright()
  vitest('resilience tests (production build)', 'resilience')
  if (postgresInstalled) vitest('scale tests (two instances of the production build on PostgreSQL and Redis)', 'scale')
  else withoutPostgres('scale tests')
} else {
  totals.failed += 1
  console.log('○ end-to-end, resilience and scale tests skipped: the build failed')
}

if (!existsSync('test-results')) console.log('(no test reports were written)')
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(totals.failed ? 1 : 0)
