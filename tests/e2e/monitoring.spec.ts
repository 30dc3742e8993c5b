import type { ReceivedEnvelope } from '../support/fake-sentry'
import { adminToken, signInAsAdmin } from './support/accounts'
import { SENTRY_PORT } from './support/environment'
import { expect, test } from './support/fixtures'

async function receivedContaining(text: string) {
  let found: ReceivedEnvelope | undefined
  await expect(async () => {
    const received = (await (await fetch(`http://127.0.0.1:${SENTRY_PORT}/received`)).json()) as ReceivedEnvelope[]
    found = received.find((envelope) => envelope.body.includes(text))
    expect(found, `an envelope mentioning “${text}”`).toBeTruthy()
  }).toPass({ timeout: 20_000 })
  return found!
}

test.describe('monitoring', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page)
  })

  test('a browser error shows the client error screen and reaches Sentry through /monitoring', async ({ page }) => {
    const tunnelled: number[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/monitoring') tunnelled.push(response.status())
    })
    await page.goto('/diagnostics')
    await page.getByRole('button', { name: 'Throw an error in the browser' }).click()
    await expect(
      page.getByRole('heading', {
        name: /Application error: a client-side exception has occurred while loading localhost \(see the browser console for more information\)\./,
      }),
    ).toBeVisible()
    const envelope = await receivedContaining('Diagnostics: a test error thrown in the browser')
    expect(envelope.project).toBe('1')
    await expect.poll(() => tunnelled).toContain(200)
  })

  test('a server error shows the server screen with a digest and is captured', async ({ page }) => {
    await page.goto('/diagnostics?throw=server')
    await expect(
      page.getByRole('heading', {
        name: /Application error: a server-side exception has occurred while loading localhost \(see the server logs for more information\)\./,
      }),
    ).toBeVisible()
    await expect(page.getByTestId('error-digest')).toHaveText(/\w+/)
    await receivedContaining('Diagnostics: a test error thrown on the server')
  })

  test('the tunnel refuses envelopes for other projects and oversized bodies', async ({ request }) => {
    const forOther = await request.post('/monitoring', { data: `${JSON.stringify({ dsn: 'https://key@evil.example/1' })}\n{}` })
    expect(forOther.status()).toBe(400)
    const malformed = await request.post('/monitoring', { data: 'not an envelope' })
    expect(malformed.status()).toBe(400)
    const huge = await request.post('/monitoring', { data: 'x'.repeat(1_100_000) })
    expect(huge.status()).toBe(413)
  })

  test('the health endpoint tells anyone only whether the app is up, and staff the details', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
    const staff = await request.get('/api/health', { headers: { authorization: `JWT ${adminToken()}` } })
    expect(await staff.json()).toMatchObject({ status: 'ok', database: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
  })

  test('security headers and a CSP that the main pages do not violate', async ({ page, request }) => {
    const headers = (await request.get('/')).headers()
    expect(headers['content-security-policy']).toContain("default-src 'self'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')

    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|violates the following/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
    })
    for (const path of [
      '/',
      '/blog',
      '/keyword-explorer',
      '/seo-analyzer',
      '/thumbnail-downloader',
      '/thumbnail-maker',
      '/all-services',
      '/promote-video',
      '/auth',
      '/dashboard',
      '/admin',
    ]) {
      await page.goto(path)
      await page.waitForLoadState('load')
    }
    await page.goto('/blog')
    await page.getByRole('region', { name: 'Articles' }).locator('article h3 a').first().click()
    await page.waitForLoadState('load')
    expect(violations).toEqual([])
  })
})
