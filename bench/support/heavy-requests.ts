import { readFileSync } from 'node:fs'

import { visitorAddress } from '../../tests/support/app-server'

import { SAME_ORIGIN, signInCustomer } from './dynamic-pages'
import { log } from './server'

/** The staff account bench/support/server.ts seeds the data sets with. */
const STAFF = { email: 'admin@tubelift.dev', password: 'e2e-admin-password-1' }

/** What HEAP_PROBE_FILE holds (bench/support/heap-probe.mjs). */
export type HeapProbe = {
  heap: { used_heap_size: number; total_physical_size: number }
  spaces: { name: string; committed: number; used: number }[]
  external: number
  arrayBuffers: number
  peaks: { used: number; committed: number; afterFullGc: number; fullGcs: number }
}

export const readHeapProbe = (file: string): HeapProbe => JSON.parse(readFileSync(file, 'utf8')) as HeapProbe

/** The GraphQL request of the review that tests/resilience/api-limits.test.ts refuses: 160 aliases of every post. */
const GRAPHQL_ALIASES = `{ ${Array.from({ length: 160 }, (_, i) => `a${i}: Posts(limit: 0) { docs { content contentText } }`).join('\n')} }`

type HeavyRequest = { label: string; path: string; times: number; staff?: boolean; init?: RequestInit }

/**
 * The largest answers the product gives and the hostile requests the resilience suite sends, on the
 * large data set: staff asking the REST API for every order and every post (a page of 250 since
 * hooks/capApiReads bounds staff reads), the largest page staff may have four times at once, one post as
 * deep as the admin's API view goes (refused past 2), the subscriber export, the admin's order list, then
 * anonymous clients asking for everything at once (refused or paged). `times` of each at once.
 */
const HEAVY_REQUESTS: HeavyRequest[] = [
  { label: 'staff: orders, limit=0, depth 2', path: '/api/orders?limit=0&depth=2', times: 1, staff: true },
  { label: 'staff: orders, limit=0, depth 2, 4 at once', path: '/api/orders?limit=0&depth=2', times: 4, staff: true },
  { label: 'staff: posts, limit=0, depth 1', path: '/api/posts?limit=0&depth=1', times: 1, staff: true },
  { label: 'staff: 250 posts, depth 2, 4 at once', path: '/api/posts?limit=250&depth=2', times: 4, staff: true },
  { label: 'staff: one post, depth 10', path: '/api/posts?limit=1&depth=10', times: 1, staff: true },
  { label: 'staff: subscriber export (CSV)', path: '/api/subscriptions/export', times: 1, staff: true },
  { label: 'staff: the admin list of orders, 100 a page', path: '/admin/collections/orders?limit=100', times: 4, staff: true },
  { label: 'visitors: every post 10 deep (refused), 50 at once', path: '/api/posts?limit=0&depth=10', times: 50 },
  { label: 'visitors: every post (a page of 100), 20 at once', path: '/api/posts?limit=0&depth=1', times: 20 },
  {
    label: 'visitors: 160 GraphQL aliases (refused), 3 at once',
    path: '/api/graphql',
    times: 3,
    init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: GRAPHQL_ALIASES }) },
  },
]

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`

/**
 * Sends each heavy request and prints, after each, the live heap's peak so far (its highest value right
 * after a full collection) and the highest used and committed heap: the figures a cap on the old
 * generation must stay well above.
 */
export async function sendHeavyRequests(url: string, probeFile: string, residentMb: () => number) {
  const staff = await signInCustomer(url, STAFF)
  for (const request of HEAVY_REQUESTS) {
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: request.times }, async () => {
        const headers = { 'x-forwarded-for': visitorAddress(), ...(request.staff ? { cookie: staff, ...SAME_ORIGIN } : {}) }
        try {
          const response = await fetch(`${url}${request.path}`, { ...request.init, headers: { ...request.init?.headers, ...headers } })
          return { status: String(response.status), bytes: (await response.arrayBuffer()).byteLength }
        } catch (error) {
          // Printed, not thrown: whether the server is still there shows in the next line's RSS (read from /proc).
          return { status: `failed (${(error as Error & { cause?: Error }).cause?.message ?? (error as Error).message})`, bytes: 0 }
        }
      }),
    )
    // One more probe interval, so the figures include the end of the request.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const { peaks } = readHeapProbe(probeFile)
    const statuses = [...new Set(answers.map((answer) => answer.status))].join('/')
    log(
      `${request.label}: ${statuses}, ${(answers[0]!.bytes / 1024).toFixed(0)} kB each, ${(performance.now() - started).toFixed(0)} ms; peaks so far: ` +
        `live heap ${mb(peaks.afterFullGc)} (${peaks.fullGcs} full collections), used ${mb(peaks.used)}, committed ${mb(peaks.committed)}; RSS ${residentMb().toFixed(0)} MB`,
    )
  }
}
