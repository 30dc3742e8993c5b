import { visitorAddress } from '../../tests/support/app-server'

import type { DynamicPageResult } from '../budgets'
import { EMPTY_DYNAMIC_PATH } from '../framework-floor'

import { BROWSER_ACCEPT_ENCODING, measureLoad, SEO_ANALYZER_BODY, type LoadTarget } from './load'
import { log } from './server'
import { cpuMicros } from './process-cpu'

/** One of the customers bench/dataset.ts generates, with its ten orders. */
const CUSTOMER = { email: 'customer-0@bench.tubelift.dev', password: 'bench-password-0' }

/** What a browser sends with a request from the site's own pages: Payload takes the session cookie only then. */
export const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** The session cookie of an account (the customer unless named), from Payload's login. */
export async function signInCustomer(url: string, account = CUSTOMER): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify(account),
  })
  const cookie = response.headers.getSetCookie().find((line) => line.includes('-token='))
  if (!response.ok || !cookie) throw new Error(`signing in ${account.email} failed: ${response.status}`)
  return cookie.split(';')[0]!
}

async function call(url: string, cookie: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { cookie, ...SAME_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`)
  return response
}

/** A history to show: a few keyword searches and SEO reports, made through the tools as the customer. */
export async function fillHistory(url: string, cookie: string) {
  for (const keyword of ['grow youtube channel', 'youtube seo', 'video thumbnails']) {
    await call(url, cookie, `/api/keyword-explorer?q=${encodeURIComponent(keyword)}`)
    await call(url, cookie, '/api/seo-analyzer', { method: 'POST', body: SEO_ANALYZER_BODY.replace('grow youtube channel', keyword) })
  }
}

/**
 * The pages rendered per request that signed-in customers spend their time on (issue 37), and the
 * blog search: each as a load target, the dashboard's with the customer's session cookie.
 */
export async function dynamicPageTargets(url: string): Promise<LoadTarget[]> {
  const cookie = await signInCustomer(url)
  await fillHistory(url, cookie)
  // Customers read their orders through the pages only (no REST access): the newest one My orders links to.
  const myOrders = await (await call(url, cookie, '/dashboard/my-orders')).text()
  const order = /href="\/dashboard\/my-orders\/([\w-]+)"/.exec(myOrders)?.[1]
  if (!order) throw new Error(`${CUSTOMER.email} has no orders`)
  const signedIn = { cookie, ...SAME_ORIGIN, 'accept-encoding': BROWSER_ACCEPT_ENCODING }
  return [
    { label: 'GET /blog/search?q=youtube', path: '/blog/search?q=youtube' },
    ...[
      '/dashboard',
      '/dashboard/my-orders',
      `/dashboard/my-orders/${order}`,
      '/dashboard/keyword-explorer',
      '/dashboard/seo-analyzer',
    ].map((path) => ({ label: `GET ${path.replace(order, '{number}')} (signed in)`, path, headers: signedIn })),
  ]
}

/** A server under load and its process, whose CPU time is read before and after. */
type MeasuredServer = { url: string; pid: number }

const CEILING_TARGET: LoadTarget = { label: `GET ${EMPTY_DYNAMIC_PATH} (empty Next.js page)`, path: EMPTY_DYNAMIC_PATH }

type LoadOptions = NonNullable<Parameters<typeof measureLoad>[2]>

/** The warm-up apart, so that its requests' CPU is not counted over the measured requests. */
async function measureWithCpu(server: MeasuredServer, target: LoadTarget, { warmup = 0, ...load }: LoadOptions) {
  if (warmup > 0) await measureLoad(server.url, target, { ...load, duration: warmup, warmup: 0 })
  const before = cpuMicros(server.pid)
  const result = await measureLoad(server.url, target, { ...load, warmup: 0 })
  return { ...result, cpuMicrosPerRequest: (cpuMicros(server.pid) - before) / Math.max(result.requests, 1) }
}

/**
 * Each page right after the empty page rendered per request (its ceiling), so their shares compare
 * figures of the same minute; with the server CPU per request of both, which the machine's other
 * work does not move as it moves requests a second.
 */
export async function measureDynamicPages(
  app: MeasuredServer,
  ceiling: MeasuredServer,
  targets: LoadTarget[],
  load: LoadOptions,
): Promise<DynamicPageResult[]> {
  const results: DynamicPageResult[] = []
  for (const target of targets) {
    log(`load (per request): ${target.label}`)
    const empty = await measureWithCpu(ceiling, CEILING_TARGET, load)
    results.push({ app: await measureWithCpu(app, target, load), ceiling: empty })
  }
  return results
}

/** One line of a page's figures and its share of the empty page: by requests a second and by CPU per request. */
export function describeDynamicPage({ app, ceiling }: DynamicPageResult): string {
  const cpu = app.cpuMicrosPerRequest && ceiling.cpuMicrosPerRequest
  return (
    `${app.label.padEnd(48)} ${app.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${app.p50.toFixed(1)} ms  p99 ${app.p99.toFixed(1)} ms  errors ${app.errors}  ` +
    `(${((app.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} % of the empty page's ${ceiling.requestsPerSecond.toFixed(0)} req/s)` +
    (cpu
      ? `  server CPU ${app.cpuMicrosPerRequest!.toFixed(0)} µs per request, the empty page ${ceiling.cpuMicrosPerRequest!.toFixed(0)} µs`
      : '')
  )
}
