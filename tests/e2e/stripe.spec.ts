import { fakeVideos } from '../support/youtube-fixtures'
import { adminToken, createCustomer, signIn } from './support/accounts'
import { STRIPE_APP_URL } from './support/environment'
import { expect, test } from './support/fixtures'
import { orderFromCatalogue, payAtCheckout } from './support/promote'

test.use({ baseURL: STRIPE_APP_URL })
// One at a time: the last test locks this server's database.
test.describe.configure({ mode: 'serial' })

const videoUrl = `https://youtu.be/${fakeVideos.full.id}`

test.describe('promotion services (Stripe Checkout, loopback fake)', () => {
  test('pays on the Stripe page and comes back to a paid order', async ({ page, request }) => {
    const user = await createCustomer(request, 'stripe-buyer', STRIPE_APP_URL)
    await signIn(page, user, STRIPE_APP_URL)
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Growth of Subscribers campaign/ })
    await expect(page.getByText('Test mode, no money moves')).toHaveCount(0)
    await payAtCheckout(page)
    await expect(page).toHaveTitle(/Fake Stripe Checkout/)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page).toHaveURL(/\/payment\/success\?order=TL-.*session_id=cs_test_/)
    await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
    await page.goto('/dashboard/my-orders')
    await expect(page.getByRole('row').nth(1).getByText('Paid')).toBeVisible()
  })

  test('cancelling on the Stripe page leads to a retry that works', async ({ page, request }) => {
    const user = await createCustomer(request, 'stripe-cancel', STRIPE_APP_URL)
    await signIn(page, user, STRIPE_APP_URL)
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Starter of Views campaign/ })
    await payAtCheckout(page)
    await page.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/payment\/failed\?order=TL-.*reason=cancelled/)
    await expect(page.getByText('You left the payment page before paying.')).toBeVisible()
    await page.getByRole('button', { name: 'Try the payment again' }).click()
    await expect(page).toHaveTitle(/Fake Stripe Checkout/)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
  })
})

test.describe('health under a locked database', () => {
  test('answers 503 while another process holds the database, then recovers', async ({ request }) => {
    // The write check is for staff; the public check only reads, which works under a write lock.
    const staff = { headers: { authorization: `JWT ${adminToken(STRIPE_APP_URL)}` } }
    const { createClient } = await import('@libsql/client')
    const locker = createClient({ url: `file:${process.env.E2E_STRIPE_APP_DATABASE}` })
    await locker.execute('PRAGMA busy_timeout = 15000')
    await locker.execute('BEGIN IMMEDIATE')
    await locker.execute('UPDATE payload_migrations SET updated_at = updated_at')
    try {
      const started = Date.now()
      const locked = await request.get('/api/health', staff)
      expect(locked.status()).toBe(503)
      expect(await locked.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' })
      // libsql runs statements synchronously: a write that waits out the 5 s busy timeout (the jobs
      // queue claiming a job) holds the event loop that long, so the answer can take up to ~7 s.
      expect(Date.now() - started).toBeLessThan(8_000)
    } finally {
      await locker.execute('ROLLBACK')
      locker.close()
    }
    await expect.poll(async () => (await request.get('/api/health', staff)).status(), { timeout: 15_000 }).toBe(200)
  })
})
