#!/usr/bin/env node
/**
 * `npm test`: every check CI runs, in order, ending with one line `N passed, N failed` (Vitest and
 * Playwright tests added up; a failed lint, type check or build counts as one failure each).
 *
 *   lint, typecheck, formatting and import loops at the lowest priority, beside everything below
 *   unit -> integration on SQLite, beside: the build -> integration on PostgreSQL
 *   [-> MongoDB] (Vitest) -> e2e (Playwright) -> resilience -> scale (Vitest, two instances of the
 *   same build on PostgreSQL and Redis)
 *
 * PostgreSQL runs from Debian's package as throwaway clusters (tests/support/postgres-server.mjs);
 * the scale suite also needs `redis-server` on PATH. Without PostgreSQL installed (the integration
 * suite can use POSTGRES_TEST_URI instead), a local run says it skipped those suites; in CI
 * (`CI=true`) that is a failure.
 */
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { postgresBinDir } from '../tests/support/postgres-server.mjs'

const totals = { passed: 0, failed: 0, skipped: 0 }
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true' }

/** Runs a command in the foreground, its output straight to ours; resolves to whether it succeeded. */
function run(label, command, args, extraEnv = {}) {
  const started = Date.now()
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const child = spawn(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } })
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const ok = status === 0
      console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
      resolve(ok)
    }),
  )
}

// The background runs' logs: outside test-results, which Playwright empties when it starts.
const besideLogs = mkdtempSync(path.join(os.tmpdir(), 'tubelift-test-logs-'))

/**
 * Starts a command beside whatever runs next and resolves to whether it succeeded. Its output goes to a
 * log file, printed whole when it ends so it does not interleave with the other background runs'.
 */
function startBeside(label, command, args, extraEnv = {}) {
  const started = Date.now()
  const logFile = path.join(besideLogs, `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.log`)
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

/** Runs commands at once, sharing the cores. */
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

function vitestReport(label) {
  const report = `test-results/vitest-${label.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.json`
  rmSync(report, { force: true })
  return report
}

/** A Vitest run, its JSON report in a file named for it (so each suite's report is kept). */
async function vitest(label, project, extraEnv = {}) {
  const report = vitestReport(label)
  countVitest(report, await run(label, 'npx', ['vitest', 'run', '--project', project, `--outputFile.json=${report}`], extraEnv))
}

/** The same, beside whatever else runs (its output printed whole when it ends). */
async function vitestBeside(label, project, extraEnv = {}) {
  const report = vitestReport(label)
  countVitest(report, await startBeside(label, 'npx', ['vitest', 'run', '--project', project, `--outputFile.json=${report}`], extraEnv))
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

async function playwright() {
  const report = 'test-results/playwright.json'
  rmSync(report, { force: true })
  const ok = await run('end-to-end tests (production build)', 'npx', ['playwright', 'test'])
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

// The four checks (single-threaded, no timers, nothing waits for them) run at the lowest CPU priority beside
// everything else, in the cores' idle moments: the suites leave about 430 core-seconds idle a run, the checks
// need about 250 (docs/databases.md, "CI time: checks in the idle moments").
const checks = runTogether(
  [
    { label: 'lint', command: 'npx', args: ['eslint', '--max-warnings=0', '.'] },
    { label: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
    { label: 'formatting', command: 'npx', args: ['prettier', '--check', '--log-level=warn', '.'] },
    {
      label: 'import loops',
      command: 'npx',
      args: ['depcruise', '--config', '.dependency-cruiser.mjs', 'src', 'server', 'payload.config.ts'],
    },
  ].map((check) => ({ ...check, command: 'nice', args: ['-n', '19', check.command, ...check.args] })),
)
// The scale suite restarts its PostgreSQL, so it needs the programs; the integration suite can use a server given to it.
const postgresInstalled = Boolean(postgresBinDir())
/** Says a PostgreSQL suite was skipped; in CI that counts as a failure. */
function withoutPostgres(suite) {
  console.log(`\n○ ${suite} skipped: PostgreSQL is not installed (apt-get install postgresql, or set POSTGRES_TEST_URI)`)
  if (process.env.CI) totals.failed += 1
}
// The build the end-to-end tests run against reports browser errors to their loopback Sentry ingest.
const e2eSentryDsn = `http://e2epublickey@127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 29}/1`
// The unit tests alone: several are CPU-bound against Vitest's 5 s timeout, which they missed beside the build.
await vitest('unit tests', 'unit')
// Then two chains side by side, so neither leaves a core idle: SQLite's integration run (one worker); the build,
// then PostgreSQL's integration run (two workers) beside SQLite's tail. PostgreSQL's template is migrated after
// the build: `payload migrate` beside the build's start once exited silently three times in a row
// (docs/databases.md).
const [, built] = await Promise.all([
  vitestBeside('integration tests (SQLite)', 'int'),
  (async () => {
    const ok = await startBeside('production build', 'npm', ['run', 'build'], { NEXT_PUBLIC_SENTRY_DSN: e2eSentryDsn })
    if (postgresInstalled || process.env.POSTGRES_TEST_URI)
      await vitestBeside('integration tests (PostgreSQL)', 'int', { INT_DATABASE: 'postgres' })
    else withoutPostgres('integration tests on PostgreSQL')
    return ok
  })(),
])
if (process.env.MONGODB_TEST_URI) await vitest('integration tests (MongoDB)', 'int', { INT_DATABASE: 'mongodb' })
else console.log('\n○ integration tests on MongoDB skipped: set MONGODB_TEST_URI (a replica set) to run them too')
if (built) {
  await playwright()
  await vitest('resilience tests (production build)', 'resilience')
  if (postgresInstalled) await vitest('scale tests (two instances of the production build on PostgreSQL and Redis)', 'scale')
  else withoutPostgres('scale tests')
} else {
  totals.failed += 1
  console.log('○ end-to-end, resilience and scale tests skipped: the build failed')
}
totals.failed += (await checks).filter((ok) => !ok).length

if (!existsSync('test-results')) console.log('(no test reports were written)')
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : ''
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(totals.failed ? 1 : 0)
