import { existsSync, readFileSync, writeFileSync } from 'node:fs'

import type { BenchResults, BudgetCheck } from './budgets'
import type { EngineComparison } from './engines'
import type { MicroResult } from './micro'

export type FullResults = BenchResults & {
  machine: { date: string; cpu: string; memoryGiB: number; os: string; node: string; chromium: string }
  quick: boolean
  dataset: Record<string, number>
  sentryTracesSampleRate?: number
  /** The scale section on PostgreSQL beside SQLite (bench/engines.ts). */
  engines?: EngineComparison
  queries: Record<string, number>
  micro: MicroResult[]
  checks: BudgetCheck[]
  minutes: number
}

const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n')

const int = (n: number) => Math.round(n).toLocaleString('en-US')
const mb = (kb: number | null | undefined) => (kb ? `${int(kb / 1024)} MB` : 'not measured')
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)} ms` : '–')

/** The measured figures section of docs/benchmarks.md; the method and the notes stay hand-written. */
export function renderFigures(results: FullResults): string {
  const { machine } = results
  const failed = results.checks.filter((check) => !check.pass)
  const lines = [
    `Run of ${machine.date.slice(0, 16).replace('T', ' ')} UTC${results.quick ? ' (quick mode: short load phases, mobile Lighthouse only)' : ''}, ${results.minutes.toFixed(1)} minutes.`,
    '',
    `Machine: ${machine.cpu}, ${machine.memoryGiB} GiB RAM, ${machine.os}, Node ${machine.node}, ${machine.chromium}. The server, the load generator and Chromium share the same cores.`,
    '',
    `Data set: ${Object.entries(results.dataset)
      .filter(([key]) => key !== 'seed')
      .map(([key, value]) => `${int(value)} ${key}`)
      .join(', ')} (seed ${results.dataset.seed}).`,
    '',
    `**Budgets: ${results.checks.length - failed.length} of ${results.checks.length} met.**${failed.length ? ` Failing: ${failed.map((check) => `${check.budget} (${check.value}, budget ${check.limit})`).join('; ')}.` : ''}`,
    '',
    '### Throughput and latency (autocannon, 50 connections)',
    '',
    table(
      ['route', 'req/s', 'p50', 'p99', 'errors', 'bare Node req/s', 'share of bare Node'],
      results.load.map(({ app, baseline }) => [
        `\`${app.label}\``,
        int(app.requestsPerSecond),
        ms(app.p50),
        ms(app.p99),
        app.errors,
        int(baseline.requestsPerSecond),
        `${((app.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`,
      ]),
    ),
    '',
    `Every request asks for \`gzip, deflate, br, zstd\` as Chrome does; the bare Node server sends the same compressed bytes. The app runs with Sentry's server DSN (a loopback ingest) and tracing at ${results.sentryTracesSampleRate ?? 'its default'}.`,
    '',
    ...(results.loadSentryOff?.length
      ? [
          'The cached pages again, on a server started without Sentry (same baseline):',
          '',
          table(
            ['route', 'req/s', 'p50', 'p99', 'share of bare Node', 'Sentry on'],
            results.loadSentryOff.map(({ app, baseline }) => {
              const on = results.load.find((route) => route.app.label === app.label)?.app
              return [
                `\`${app.label}\``,
                int(app.requestsPerSecond),
                ms(app.p50),
                ms(app.p99),
                `${((app.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %`,
                on ? `${((on.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} %` : '–',
              ]
            }),
          ),
          '',
        ]
      : []),
    ...(results.dynamicPages?.length
      ? [
          "### Pages rendered per request, beside the stack's ceiling",
          '',
          'Each page is loaded right after an empty page of the same Next.js and React rendered per request (`next start`, no Sentry, no database: the most any dynamic page of this stack can do on this machine), so the share compares figures of the same minute. Dashboard pages are signed in as a generated customer with ten orders.',
          '',
          "The server CPU per request (all its threads, from `/proc`) is the figure the machine's other work moves least: the empty page's over the page's is its share of the ceiling by cost.",
          '',
          table(
            [
              'route',
              'req/s',
              'p50',
              'p99',
              'p99 / p50',
              'errors',
              'empty page req/s',
              'share of the empty page',
              'server CPU per request',
              'empty page CPU',
              'share by CPU',
            ],
            results.dynamicPages.map(({ app, ceiling }) => [
              `\`${app.label}\``,
              int(app.requestsPerSecond),
              ms(app.p50),
              ms(app.p99),
              (app.p99 / app.p50).toFixed(2),
              app.errors,
              int(ceiling.requestsPerSecond),
              `${((app.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} %`,
              app.cpuMicrosPerRequest ? `${int(app.cpuMicrosPerRequest)} µs` : '–',
              ceiling.cpuMicrosPerRequest ? `${int(ceiling.cpuMicrosPerRequest)} µs` : '–',
              app.cpuMicrosPerRequest && ceiling.cpuMicrosPerRequest
                ? `${((ceiling.cpuMicrosPerRequest / app.cpuMicrosPerRequest) * 100).toFixed(1)} %`
                : '–',
            ]),
          ),
          '',
        ]
      : []),
    '### Scale (median of uncached renders, one request at a time)',
    '',
    table(
      ['comparison', 'base', 'compared', 'ratio'],
      results.scale.map((s) => [s.label, ms(s.baseMs), ms(s.comparedMs), `${s.ratio.toFixed(2)}${s.budgeted ? ' (budget ≤ 1.5)' : ''}`]),
    ),
    '',
    ...(results.engines
      ? [
          `### PostgreSQL beside SQLite (median of ${results.engines.samples} uncached renders and order writes, one request at a time)`,
          '',
          `Measured ${results.engines.date.slice(0, 16).replace('T', ' ')} UTC on the same data set: PostgreSQL is a local cluster on the same cores, filled from the SQLite file by \`npm run db:copy\`; both servers run at once and their requests alternate (bench/engines.ts).`,
          '',
          table(
            ['request', 'SQLite', 'PostgreSQL', 'PostgreSQL / SQLite'],
            results.engines.rows.map((row) => [
              row.label,
              ms(row.sqliteMs),
              ms(row.postgresMs),
              (row.postgresMs / row.sqliteMs).toFixed(2),
            ]),
          ),
          '',
        ]
      : []),
    'Database statements per page (counted at the SQLite client by `tests/int/query-count.test.ts`):',
    '',
    table(
      ['page', 'statements'],
      Object.entries(results.queries).map(([label, count]) => [label, count]),
    ),
    '',
    `Server memory (Sentry on, RSS): ${mb(results.serverIdleRssKb)} idle after start and first renders, ${mb(results.serverRssKb)} after the load tests. Start to first page: ${results.startToFirstPageMs ? `${int(results.startToFirstPageMs)} ms` : 'not measured'}.`,
    '',
    '### Lighthouse',
    '',
    results.lighthouse.length
      ? table(
          ['page', 'form factor', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'TBT', 'CLS'],
          results.lighthouse.map((run) => [
            `\`${run.path.length > 40 ? `${run.path.slice(0, 37)}…` : run.path}\``,
            run.formFactor,
            run.performance,
            run.accessibility,
            run.bestPractices,
            run.seo,
            ms(run.lcpMs),
            ms(run.tbtMs),
            run.cls.toFixed(3),
          ]),
        )
      : 'Not run (`--skip-lighthouse`).',
    '',
    '### First-load JavaScript (gzip)',
    '',
    table(
      ['page', 'files', 'gzip', 'raw', 'above the floor'],
      results.firstLoadJs.map((page) => [
        `\`${page.path.length > 40 ? `${page.path.slice(0, 37)}…` : page.path}\``,
        page.files,
        `${page.gzipKb.toFixed(1)} kB`,
        `${page.rawKb.toFixed(0)} kB`,
        `${(page.gzipKb - results.frameworkFloor.gzipKb).toFixed(1)} kB`,
      ]),
    ),
    '',
    `The floor: an empty page (a layout and a paragraph) built with the same Next.js and React ships ${results.frameworkFloor.gzipKb.toFixed(1)} kB gzip in ${results.frameworkFloor.files} files (kB = 1,024 bytes; polyfills for browsers without modules not counted).`,
    '',
    '### Tool code (one core)',
    '',
    table(
      ['operation', 'ops/s', 'µs/op'],
      results.micro.map((m) => [m.name, int(m.opsPerSecond), m.microsecondsPerOp.toFixed(2)]),
    ),
    '',
    '### Budgets',
    '',
    table(
      ['budget', 'value', 'limit', ''],
      results.checks.map((check) => [check.budget, check.value, check.limit, check.pass ? 'pass' : '**FAIL**']),
    ),
  ]
  return lines.join('\n')
}

const START = '<!-- bench:figures:start -->'
const END = '<!-- bench:figures:end -->'

/** Replaces the figures between the markers of docs/benchmarks.md, keeping the prose around them. */
export function writeReport(results: FullResults, file: string) {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const figures = `${START}\n${renderFigures(results)}\n${END}`
  const next =
    existing.includes(START) && existing.includes(END)
      ? existing.replace(new RegExp(`${START}[\\s\\S]*${END}`), figures)
      : `# Benchmarks\n\n${figures}\n`
  writeFileSync(file, next)
}
