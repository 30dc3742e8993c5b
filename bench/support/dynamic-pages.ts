import { visitorAddress } from '../../tests/support/app-server'

import { BROWSER_ACCEPT_ENCODING, SEO_ANALYZER_BODY, type LoadTarget } from './load'

/** One of the customers bench/dataset.ts generates, with its ten orders. */
const CUSTOMER = { email: 'customer-0@bench.tubelift.dev', password: 'bench-password-0' }

/** What a browser sends with a request from the site's own pages: Payload takes the session cookie only then. */
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

/** The customer's session cookie, from Payload's login. */
export async function signInCustomer(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify(CUSTOMER),
  })
  const cookie = response.headers.getSetCookie().find((line) => line.includes('-token='))
  if (!response.ok || !cookie) throw new Error(`signing in ${CUSTOMER.email} failed: ${response.status}`)
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
