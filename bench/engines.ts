/**
 * The scale section once more on PostgreSQL, beside SQLite: the same large data set (copied with
 * `npm run db:copy` into a throwaway cluster of Debian's PostgreSQL), the same uncached renders one
 * request at a time, and an order write: a signed-in customer placing an order through the checkout
 * form (a server action: the order, its first payment attempt and their history), 25 times each.
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

type Measure = (url: string) => Promise<{ median: number }>

/** Median time of a checkout submission that places an order (303 to the payment page), one at a time. */
async function orderWrites(server: AppServer, samples: number): Promise<number> {
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
  const timings: number[] = []
  for (let i = 0; i < samples + 2; i++) {
    const started = performance.now()
    const response = await submitForm(pageUrl, form, { acceptTerms: 'on' }, headers)
    await response.arrayBuffer()
    if (response.status !== 303) throw new Error(`placing an order answered ${response.status}`)
    // The first two warm the route up, as the renders' first requests do.
    if (i >= 2) timings.push(performance.now() - started)
  }
  return percentile(timings, 0.5)
}

async function measureServer(server: AppServer, pages: EnginePages, render: Measure, samples: number) {
  const figures: Record<string, number> = {}
  for (const [label, page] of Object.entries(pages)) figures[label] = (await render(`${server.url}${page}`)).median
  figures['order write (checkout places an order)'] = await orderWrites(server, samples)
  return figures
}

export async function compareEngines(
  largeDir: string,
  env: Record<string, string>,
  pages: EnginePages,
  render: Measure,
  samples: number,
): Promise<EngineComparison> {
  const uncached = { ...env, PAGE_CACHE_MB: '0', PAYMENTS_TEST_MODE: 'true' }
  log('engines: SQLite, uncached renders and order writes')
  let server = await serveDataset(largeDir, uncached)
  const sqlite = await measureServer(server, pages, render, samples)
  await server.stop()

  const postgres = postgresServer(PORT + 55)
  try {
    await postgres.start()
    log('engines: copying the data set to PostgreSQL (npm run db:copy)')
    await run('npm', ['run', 'db:copy', '--', '--from', `file:${path.join(largeDir, 'app.db')}`, '--to', postgres.url('tubelift')])
    log('engines: PostgreSQL, uncached renders and order writes')
    // Media files are read from the data set's folder (the copy keeps their names); nothing is uploaded.
    server = await startAppServer({ port: PORT, databaseUri: postgres.url('tubelift'), seed: false, dataDir: largeDir, env: uncached })
    const onPostgres = await measureServer(server, pages, render, samples)
    await server.stop()
    return {
      date: new Date().toISOString(),
      samples,
      rows: Object.keys(sqlite).map((label) => ({ label, sqliteMs: sqlite[label]!, postgresMs: onPostgres[label]! })),
    }
  } finally {
    await postgres.destroy()
  }
}
