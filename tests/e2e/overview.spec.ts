import { createCustomer, signIn } from './support/accounts'
import { expectNoAxeViolations } from './support/axe'
import { ADMIN_PASSWORD } from './support/environment'
import { expect, test } from './support/fixtures'

test.describe('dashboard overview', () => {
  test('a new account gets a first-visit welcome and real empty states, then sees its activity', async ({ page, request }) => {
    const user = await createCustomer(request, 'newcomer')
    await signIn(page, user)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${user.name.split(' ')[0]}`)
    const attention = page.getByRole('region', { name: 'Orders needing attention' })
    await expect(attention.getByText('No orders yet.')).toBeVisible()
    await expect(attention.getByRole('link', { name: 'Promote a video' })).toBeVisible()
    const activity = page.getByRole('region', { name: 'Recent activity' })
    await expect(activity.getByText('Nothing yet.')).toHaveCount(4)
    await expect(activity.getByRole('link', { name: 'Explore a keyword' })).toHaveAttribute('href', '/dashboard/keyword-explorer')
    await expectNoAxeViolations(page)

    // A search run in the dashboard is remembered and shown on the overview.
    await page.goto('/dashboard/keyword-explorer')
    await page.getByLabel('Seed keyword').fill('overview test')
    await page.getByRole('button', { name: 'Explore' }).click()
    await expect(page.getByRole('heading', { name: /keyword ideas for “overview test”/ })).toBeVisible({ timeout: 30_000 })
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.name.split(' ')[0]}`)
    const searches = activity.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Keyword explorer' }) })
    await expect(searches.getByRole('link', { name: 'overview test' })).toHaveAttribute(
      'href',
      /\/dashboard\/keyword-explorer\?q=overview\+test/,
    )
    await expect(activity.getByText('Nothing yet.')).toHaveCount(3)
  })

  test('lists the orders that need attention (unpaid) apart from campaigns in progress, and not finished ones', async ({ page }) => {
    // The seeded demo customer has an order in every state.
    await signIn(page, { email: 'demo@tubelift.dev', password: ADMIN_PASSWORD })
    await page.goto('/dashboard')
    const attention = page.getByRole('region', { name: 'Orders needing attention' })
    await expect(attention.getByText('Awaiting payment').first()).toBeVisible()
    // Paid and running campaigns need nothing from the customer: they are listed on their own.
    for (const waiting of ['Campaign running', 'Paid', 'Completed', 'Cancelled'])
      await expect(attention.getByText(waiting, { exact: true })).toHaveCount(0)
    const inProgress = page.getByRole('region', { name: 'Campaigns in progress' })
    await expect(inProgress.getByText('Campaign running').first()).toBeVisible()
    await expect(inProgress.getByText('Awaiting payment', { exact: true })).toHaveCount(0)
    await attention.getByRole('link', { name: /^TL-/ }).first().click()
    await expect(page).toHaveURL(/\/dashboard\/my-orders\/TL-/)
  })

  test('public tool pages tell a signed-in user what they keep instead of asking them to sign up', async ({ page, request }) => {
    const user = await createCustomer(request, 'perks')
    await page.goto('/keyword-explorer')
    await expect(
      page.getByRole('complementary', { name: 'Your account' }).getByRole('link', { name: 'Create a free account' }),
    ).toBeVisible()
    await page.goto('/auth')
    await page.getByLabel('Email').fill(user.email)
    await page.getByLabel('Password', { exact: true }).fill(user.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard/)
    await page.goto('/keyword-explorer')
    const account = page.getByRole('complementary', { name: 'Your account' })
    await expect(account).toContainText('the searches you run here are kept in your dashboard')
    await expect(account.getByRole('link', { name: 'Create a free account' })).toHaveCount(0)
    await page.goto('/thumbnail-maker')
    await expect(page.getByText('in this browser only')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Open the maker in your dashboard' })).toBeVisible({ timeout: 30_000 })
  })

  test('a page that does not exist says so in its tab title', async ({ page }) => {
    for (const path of ['/no-such-page', '/all-services/nothing-here', '/privacy-policy/extra']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page, path).toHaveTitle(/^Page not found/)
    }
  })
})
