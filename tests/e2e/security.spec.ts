import type { Request } from '@playwright/test'

import { adminToken, createCustomer, signInAsAdmin } from './support/accounts'
import { E2E_BASE_URL } from './support/environment'
import { expect, test, type Page } from './support/fixtures'

/**
 * Security regressions that only the production server shows (headers, Next's routing of encoded
 * paths, the proxy's client address). The test server trusts one proxy hop (tests/support/app-server.ts).
 */
test.describe('client addresses', () => {
  test('rate limits count the address the trusted proxy saw, not the addresses a client invents', async ({ request }) => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      // The client writes any address it likes; the proxy appends the one it really saw.
      const response = await request.post('/api/users/forgot-password', {
        data: { email: `nobody-${i}@example.test` },
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, 203.0.113.77` },
      })
      statuses.push(response.status())
    }
    expect(statuses).toContain(429)
  })
})

test.describe('private files', () => {
  test('the public media route serves no file from another folder, and a missing file is a 404', async ({ request }) => {
    const viaMedia = await request.get('/api/media/file/uploads%2Fanything.png')
    expect(viaMedia.status()).toBe(404)
    expect(viaMedia.headers()['cache-control'] ?? '').not.toContain('public')
    expect((await request.get('/api/media/file/..%2Fapp.db')).status()).not.toBe(200)
    expect((await request.get('/api/media/file/no-such-file.png')).status()).toBe(404)
  })
})

/**
 * Waits until the admin view at `path` has run: Payload's shell marks itself hydrated in an effect,
 * by when the view's lazy parts have been asked for, and then nothing the page asked for is still on
 * its way (a lazy part that loads starts its own requests at once). A code editor, a script from
 * another site or a blocked `eval` shows up by then; waiting for the network to be idle for half a
 * second on each of some seventy views only added time.
 */
async function untilAdminSettled(page: Page, path: string, openRequests: () => number) {
  // A new document of a collection that saves drafts as you type is created at once and opened by its id.
  const opened = (pathname: string) =>
    pathname === path || (path.endsWith('/create') && pathname.startsWith(path.slice(0, -'create'.length)))
  await expect(page, `${path} reached`).toHaveURL((url) => opened(url.pathname))
  await expect(page.locator('.template-default--nav-hydrated'), `${path} hydrated`).toBeAttached()
  await expect.poll(openRequests, { message: `${path}: requests still open` }).toBe(0)
}

/**
 * Opens an admin view the way the admin's own links do, without reloading the page: Next's router
 * fetches the view and mounts its parts, lazy ones included, which is what could pull in an editor
 * or another site's script. Reloading the admin's scripts for each of some eighty views was most of
 * this test's time (docs/databases.md, "CI time"); the views opened whole below keep the first load's
 * server-rendered policy and scripts under test.
 */
async function openInAdmin(page: Page, path: string) {
  await page.evaluate((target) => (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(target), path)
}

/** Counts the requests `page` has sent and not yet seen answered or failed. */
function countOpenRequests(page: Page): () => number {
  const open = new Set<Request>()
  page.on('request', (request) => open.add(request))
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  return () => open.size
}

test.describe('Content-Security-Policy', () => {
  test('per-request pages get a nonce policy without inline or eval script, public pages no eval', async ({ request }) => {
    for (const path of ['/auth', '/checkout', '/payment/failed', '/admin/login']) {
      const response = await request.get(path, { maxRedirects: 0 })
      const csp = response.headers()['content-security-policy'] ?? ''
      expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/)
      expect(
        csp.split(';').find((directive) => directive.trim().startsWith('script-src')),
        path,
      ).not.toMatch(/unsafe-inline|unsafe-eval|https:/)
    }
    const first = (await request.get('/auth')).headers()['content-security-policy']
    const second = (await request.get('/auth')).headers()['content-security-policy']
    expect(first).not.toBe(second)
    // The blog search shows the visitor's query: it gets a nonce too (round 2 item 9).
    expect((await request.get('/blog/search?q=thumbnails')).headers()['content-security-policy']).toMatch(/'nonce-/)
    // A 404 under a per-request area has a policy as well (it had none): the public one, which its cached page needs.
    for (const path of ['/auth/no-such-page', '/checkout/no-such-page']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-security-policy'] ?? '', path).toContain("default-src 'self'")
    }
    const home = (await request.get('/')).headers()['content-security-policy'] ?? ''
    expect(home).not.toContain('unsafe-eval')
    expect(home).not.toContain('cdn.jsdelivr.net')
  })

  test('no admin page loads a code editor or anything from another site, nor breaks the policy', async ({ page, request }) => {
    test.setTimeout(300_000)
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|violates the following/i.test(message.text())) violations.push(message.text())
    })
    const external: string[] = []
    page.on('request', (request) => {
      if (/^https?:/.test(request.url()) && !request.url().startsWith(E2E_BASE_URL)) external.push(request.url())
    })
    const openRequests = countOpenRequests(page)
    await signInAsAdmin(page)
    await page.goto('/admin')
    const navigation = await page
      .locator('a[href^="/admin/collections/"], a[href^="/admin/globals/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
    const visible = [...new Set(navigation.map((path) => path.split('/').slice(0, 4).join('/')))]
    expect(visible).toContain('/admin/collections/keyword-lists')
    // Payload's own collections and global with JSON fields are hidden: their admin views answer "not found".
    const hidden = ['payload-jobs', 'payload-preferences', 'payload-locked-documents', 'payload-migrations', 'payload-kv']
      .map((slug) => `/admin/collections/${slug}`)
      .concat('/admin/globals/payload-jobs-stats')
    const views = [
      ...visible.flatMap((path) => (path.startsWith('/admin/globals/') ? [path] : [path, `${path}/create`])),
      ...hidden,
      ...hidden.filter((path) => path.includes('/collections/')).map((path) => `${path}/create`),
    ]
    // One of each kind of view is loaded whole: a list, a new document, a global and a hidden view's "not found".
    const openedWhole = new Set([
      '/admin/collections/posts',
      '/admin/collections/posts/create',
      views.find((path) => path.startsWith('/admin/globals/')),
      hidden[0],
    ])
    for (const path of views) {
      if (openedWhole.has(path)) await page.goto(path)
      else await openInAdmin(page, path)
      await untilAdminSettled(page, path, openRequests)
      await expect(page.locator('.monaco-editor, .code-editor'), path).toHaveCount(0)
    }
    expect(violations).toEqual([])
    expect(external).toEqual([])
    // The editor's files are no longer served.
    expect((await request.get('/monaco/vs/loader.js')).status()).toBe(404)
  })
})

test.describe('the jobs queue', () => {
  test('runs over HTTP for admins only', async ({ request }) => {
    const anonymous = await request.get('/api/payload-jobs/run?allQueues=true')
    expect([401, 403]).toContain(anonymous.status())
    const admin = await request.get('/api/payload-jobs/run?allQueues=true', { headers: { authorization: `JWT ${adminToken()}` } })
    expect(admin.status()).toBe(200)
  })
})

test.describe('requests from other sites', () => {
  const crossSiteNavigation = (token: string) => ({
    cookie: `payload-token=${token}`,
    'sec-fetch-site': 'cross-site',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
  })

  test("a link on another site records nothing in a signed-in visitor's tool history", async ({ request }) => {
    const customer = await createCustomer(request, 'crosssite')
    const token = (await (await request.post('/api/users/login', { data: { email: customer.email, password: customer.password } })).json())
      .token as string
    const seed = `cross site ${Date.now()}`
    const response = await request.get(`/api/keyword-explorer?q=${encodeURIComponent(seed)}`, { headers: crossSiteNavigation(token) })
    expect(response.status()).toBe(200)
    const history = await (
      await request.get(`/api/keyword-searches?where[seed][equals]=${encodeURIComponent(seed)}&depth=0`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()
    expect(history.totalDocs).toBe(0)
  })

  test('a link on another site cannot turn on draft mode for staff', async ({ request }) => {
    const response = await request.get('/api/preview?path=/blog', { headers: crossSiteNavigation(adminToken()), maxRedirects: 0 })
    expect(response.status()).toBe(403)
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  })
})
