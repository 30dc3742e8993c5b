import { fakeVideos } from '../support/youtube-fixtures'
import { createCustomer, signIn, signInAsAdmin } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { waitForEmail } from './support/email'
import { E2E_BASE_URL } from './support/environment'
import { expect, test } from './support/fixtures'
import { orderFromCatalogue, orderIdOf, payAtCheckout, placePaidOrder } from './support/promote'
import { chooseOrderStatus } from './support/admin'

const videoUrl = `https://www.youtube.com/watch?v=${fakeVideos.full.id}`

test.describe('promotion services (test payment mode)', () => {
  test('the catalogue lists every service with its packages and prices', async ({ page }) => {
    await page.goto('/all-services')
    for (const name of ['Views campaign', 'Subscribers campaign', 'Shorts promotion']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expect(page.getByText('$99.00').first()).toBeVisible()
    await expect(page.getByText('5,000–7,000 views')).toBeVisible()
    await expect(page.getByText(/results are estimates/i).first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('a customer buys a campaign with the test provider and sees it paid', async ({ page, request }) => {
    const user = await createCustomer(request, 'buyer')
    await signIn(page, user)
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Growth of Views campaign/ })
    await expect(page.getByText('Test mode, no money moves')).toBeVisible()
    await expect(page.getByText('$99.00').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await payAtCheckout(page)

    await expect(page).toHaveURL(/\/payment\/test\?session=test_cs_/)
    await expect(page.getByText('Test mode, no money moves')).toBeVisible()
    await page.getByRole('button', { name: 'Simulate a successful payment' }).click()

    await expect(page).toHaveURL(/\/payment\/success\?order=TL-/)
    await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
    const number = new URL(page.url()).searchParams.get('order')!
    await expect(page.getByText(number).first()).toBeVisible()
    await waitForEmail(user.email, new RegExp(`Payment received · order ${number}`))

    await page.goto('/dashboard/my-orders')
    const row = page.getByRole('row', { name: new RegExp(number) })
    await expect(row.getByText('Paid')).toBeVisible()
    await expectNoAxeViolations(page)
    await row.getByRole('link', { name: number }).click()
    await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible()
    await page.getByRole('link', { name: 'View receipt' }).click()
    await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(page.getByText('$99.00').last()).toBeVisible()
  })

  test('a declined payment can be retried on the same order', async ({ page, request }) => {
    const user = await createCustomer(request, 'retrier')
    await signIn(page, user)
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Starter of Shorts promotion/ })
    await payAtCheckout(page)
    await page.getByRole('button', { name: 'Simulate a declined payment' }).click()
    await expect(page).toHaveURL(/\/payment\/failed\?order=TL-.*reason=declined/)
    await expect(page.getByText('The payment was declined. Nothing was charged.')).toBeVisible()
    const number = new URL(page.url()).searchParams.get('order')!

    await page.getByRole('button', { name: 'Try the payment again' }).click()
    await expect(page).toHaveURL(/\/payment\/test\?session=/)
    await page.getByRole('button', { name: 'Simulate a successful payment' }).click()
    await expect(page.getByRole('heading', { name: 'Payment received, thank you!' })).toBeVisible()
    await page.goto(`/dashboard/my-orders/${number}`)
    await expect(page.locator('ol').getByText('Payment failed')).toBeVisible()
    await expect(page.locator('ol').getByText('Paid')).toBeVisible()
  })

  test('checkout asks a visitor to sign in and brings them back', async ({ page, request }) => {
    const user = await createCustomer(request, 'visitor')
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Starter of Views campaign/ })
    await expect(page).toHaveURL(/\/auth\?next=%2Fcheckout%3F/)
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/checkout\?/)
    await expect(page.getByText('$29.00').first()).toBeVisible()
  })

  test('an unpaid order can be cancelled by its owner', async ({ page, request }) => {
    const user = await createCustomer(request, 'canceller')
    await signIn(page, user)
    await orderFromCatalogue(page, { videoUrl, packageLabel: /Order Starter of Subscribers campaign/ })
    await payAtCheckout(page)
    await expect(page).toHaveURL(/\/payment\/test/)
    await page.goto('/dashboard/my-orders')
    await page.getByRole('row').nth(1).getByRole('link').click()
    await page.getByRole('button', { name: 'Cancel the order' }).click()
    // One tap only asks: the order stays until the customer confirms.
    const confirm = page.getByRole('group', { name: 'Confirm cancelling the order' })
    await expect(confirm.getByRole('button', { name: 'Yes, cancel the order' })).toBeFocused()
    await confirm.getByRole('button', { name: 'Keep the order' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Cancel the order' })).toBeFocused()
    await page.getByRole('button', { name: 'Cancel the order' }).click()
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click()
    await expect(page.getByText('The order is cancelled. Nothing was charged.')).toBeVisible()
    await expect(page.getByText('Cancelled').first()).toBeVisible()
  })

  test('staff start a paid campaign in the admin and the customer sees it', async ({ page, request, browser }) => {
    test.setTimeout(120_000)
    const { customer: user, number } = await placePaidOrder(page, request, {
      label: 'followed',
      videoUrl,
      packageLabel: /Order Pro of Views campaign/,
    })

    const staffContext = await browser.newContext({ baseURL: E2E_BASE_URL })
    const staff = await staffContext.newPage()
    await signInAsAdmin(staff)
    await staff.goto(`/admin/collections/orders/${await orderIdOf(staff.request, number)}`)
    // The status select only opens once the admin form has hydrated.
    await expect(staff.locator('form[data-form-ready="true"]')).toBeVisible({ timeout: 30_000 })
    await chooseOrderStatus(staff, 'Campaign running')
    await staff.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(staff.getByText(/updated successfully/i).first()).toBeVisible()
    await staffContext.close()

    await page.goto('/dashboard/my-orders')
    await expect(page.getByRole('row', { name: new RegExp(number) }).getByText('Campaign running')).toBeVisible()
    await waitForEmail(user.email, new RegExp(`Your campaign has started · order ${number}`))
  })
})
