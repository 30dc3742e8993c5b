import type { Request } from '@playwright/test'

import { fakeVideos } from '../support/youtube-fixtures'
import { createCustomer, signIn } from './support/accounts'
import { STRIPE_APP_URL } from './support/environment'
import { expect, test, type Page } from './support/fixtures'
import { orderFromCatalogue, payAtCheckout } from './support/promote'

test.use({ baseURL: STRIPE_APP_URL })

const videoUrl = `https://youtu.be/${fakeVideos.full.id}`

/** A request the success page makes to refresh itself (a React Server Component fetch). */
const isRefresh = (request: Request) => new URL(request.url()).pathname === '/payment/success' && request.headers()['rsc'] === '1'

/** Counts the success page's refreshes. */
function countRefreshes(page: Page) {
  let count = 0
  page.on('request', (request) => {
    if (isRefresh(request)) count += 1
  })
  return () => count
}

test.describe('payment pages tell the truth (Stripe, loopback fake)', () => {
  test('a delayed payment that fails offers the retry, and the page stops refreshing', async ({ page, request }) => {
    // The page's clock runs as usual until the test moves it on past the refresh interval.
    await page.clock.install()
    const user = await createCustomer(request, 'delayed-failure', STRIPE_APP_URL)
    await signIn(page, user, STRIPE_APP_URL)
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Starter of Views campaign/ })
    await payAtCheckout(page)
    await expect(page).toHaveTitle(/Fake Stripe Checkout/)
    const refreshes = countRefreshes(page)
    await page.getByRole('button', { name: 'Pay with a delayed method (fails)' }).click()
    await expect(page).toHaveURL(/\/payment\/success\?order=TL-/)
    await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Waiting for the payment confirmation')).toHaveCount(0)
    await expect(page.getByText(/this page updates by itself/i)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Try the payment again' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel the order' })).toBeVisible()
    const settledAt = refreshes()
    // Seven seconds of the page's timers (two of its 3-second refreshes, were it still polling) fire at
    // once; a refresh they started would be on the wire well within the second that follows.
    const refreshed = page.waitForRequest(isRefresh, { timeout: 1_000 }).then(
      () => true,
      () => false,
    )
    await page.clock.runFor(7_000)
    expect(await refreshed).toBe(false)
    expect(refreshes()).toBe(settledAt)

    await page.getByRole('button', { name: 'Try the payment again' }).click()
    await expect(page).toHaveTitle(/Fake Stripe Checkout/)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
  })

  test('waiting stops after two minutes and says what happens next; another customer is told it is not theirs', async ({
    page,
    request,
    browser,
  }) => {
    const user = await createCustomer(request, 'never-paid', STRIPE_APP_URL)
    await signIn(page, user, STRIPE_APP_URL)
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Starter of Views campaign/ })
    await payAtCheckout(page)
    await expect(page).toHaveTitle(/Fake Stripe Checkout/)
    // The payer comes back without paying: the session is still open.
    const sessionId = new URL(page.url()).pathname.split('/').pop()!
    const order = new URL((await page.getByRole('link', { name: 'Cancel' }).getAttribute('href'))!).searchParams.get('order')!
    const successPath = `/payment/success?order=${order}&session_id=${sessionId}`

    await page.clock.install()
    const refreshes = countRefreshes(page)
    await page.goto(successPath)
    await expect(page.getByRole('heading', { name: 'Waiting for the payment confirmation' })).toBeVisible()
    await page.clock.runFor(3_500)
    await expect.poll(refreshes).toBeGreaterThan(0)
    await page.clock.fastForward('02:01')
    await expect(page.getByText('We have not heard from the payment provider yet.')).toBeVisible()
    const stoppedAt = refreshes()
    await page.clock.runFor(30_000)
    expect(refreshes()).toBe(stoppedAt)

    const other = await createCustomer(request, 'someone-else', STRIPE_APP_URL)
    const context = await browser.newContext({ baseURL: STRIPE_APP_URL, extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.7' } })
    const otherPage = await context.newPage()
    await signIn(otherPage, other, STRIPE_APP_URL)
    await otherPage.goto(successPath)
    await expect(otherPage.getByRole('heading', { name: 'This is not one of your orders' })).toBeVisible()
    await expect(otherPage.getByText(/sign in to see/i)).toHaveCount(0)
    await context.close()
  })
})
