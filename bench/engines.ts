/**
 * The scale section once more on PostgreSQL, beside SQLite: the same large data set (copied with
 * `npm run db:copy` into a throwaway cluster of Debian's PostgreSQL), the same uncached renders one
 * request at a time, and an order write: a signed-in customer placing an order through the checkout
 * form (a server action: the order, its first payment attempt and their history). Both servers run
 * at once and their requests alternate, one to SQLite, one to PostgreSQL, so that whatever else the
 * machine is doing weighs on both alike.
 */
import path from 'node:path'

import { actionForm, submitForm } from '../tests/resilience/support/forms'
import { startAppServer, TEST_ADMIN, type AppServer } from '../tests/support/app-server'
import { postgresServer } from '../tests/support/postgres-server.mjs'
import { fakeVideos } from '../tests/support/youtube-fixtures'

import { percentile } from './support/load'
import { log, PORT, run, serveDataset } from './support/server'

export type EngineRow = { label: string; sqliteMs: number; postgresMs: number }
export type EngineComparison = { date: string; samples: number; rows: EngineRow[] }

/** The pages of the scale section, by label, as paths on the large data set. */
export type EnginePages = Record<string, string>

/** One timed request; throws on an answer other than the expected one. */
type Sample = () => Promise<number>

async function timed(request: () => Promise<Response>, expected: (status: number) => boolean, what: string): Promise<number> {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  if (!expected(response.status)) throw new Error(`${what} answered ${response.status}`)
  return performance.now() - started
}

const render =
  (server: AppServer, page: string): Sample =>
  () =>
    timed(
      () => fetch(`${server.url}${page}`, { redirect: 'manual' }),
      (status) => status < 400,
      page,
    )

/** Checkout submissions that each place an order (303 to the payment page), as a signed-in customer without JavaScript. */
async function placeOrder(server: AppServer): Promise<Sample> {
  const login = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  if (!login.ok) throw new Error(`signing in for the order writes: ${login.status}`)
  const headers = { cookie: `payload-token=${((await login.json()) as { token: string }).token}`, 'sec-fetch-site': 'same-origin' }
  const services = (await (await fetch(`${server.url}/api/services?where[slug][equals]=views-campaign&depth=0`)).json()) as {
    docs: { packages: { id: string }[] }[]
  }
  const query = new URLSearchParams({
    url: `https://youtu.be/${fakeVideos.full.id}`,
    service: 'views-campaign',
    package: services.docs[0]!.packages[0]!.id,
    countries: 'US',
  })
  const pageUrl = `${server.url}/checkout?${query}`
  const form = actionForm(await (await fetch(pageUrl, { headers })).text(), ['service', 'package'])
  return () =>
    timed(
      () => submitForm(pageUrl, form, { acceptTerms: 'on' }, headers),
      (status) => status === 303,
      'placing an order',
    )
}

/** Medians of `samples` requests of each, alternating, after two of each to warm the route up. */
async function alternate(samples: number, sqlite: Sample, postgres: Sample): Promise<[number, number]> {
  const times: [number[], number[]] = [[], []]
  for (let i = 0; i < samples + 2; i++) {
    const [a, b] = [await sqlite(), await postgres()]
    if (i < 2) continue
    times[0].push(a)
    times[1].push(b)
  }
  return [percentile(times[0], 0.5), percentile(times[1], 0.5)]
}

export async function compareEngines(
  largeDir: string,
  env: Record<string, string>,
  pages: EnginePages,
  samples: number,
): Promise<EngineComparison> {
  const uncached = { ...env, PAGE_CACHE_MB: '0', PAYMENTS_TEST_MODE: 'true' }
  const cluster = postgresServer(PORT + 55)
  let sqlite: AppServer | undefined
  let postgres: AppServer | undefined
  try {
    await cluster.start()
    log('engines: copying the data set to PostgreSQL (npm run db:copy)')
    await run('npm', ['run', 'db:copy', '--', '--from', `file:${path.join(largeDir, 'app.db')}`, '--to', cluster.url('tubelift')])
    log('engines: SQLite and PostgreSQL side by side, uncached renders and order writes')
    sqlite = await serveDataset(largeDir, uncached)
    // Media files are read from the data set's folder (the copy keeps their names); nothing is uploaded.
    postgres = await startAppServer({ port: PORT + 1, databaseUri: cluster.url('tubelift'), seed: false, dataDir: largeDir, env: uncached })
    const rows: EngineRow[] = []
    for (const [label, page] of Object.entries(pages)) {
      const [sqliteMs, postgresMs] = await alternate(samples, render(sqlite, page), render(postgres, page))
      rows.push({ label, sqliteMs, postgresMs })
    }
    const [sqliteMs, postgresMs] = await alternate(samples, await placeOrder(sqlite), await placeOrder(postgres))
    rows.push({ label: 'order write (checkout places an order)', sqliteMs, postgresMs })
    return { date: new Date().toISOString(), samples, rows }
  } finally {
    await Promise.all([sqlite?.stop(), postgres?.stop()])
    await cluster.destroy()
  }
}
