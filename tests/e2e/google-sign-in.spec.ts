import { createCustomer, signIn } from './support/accounts'
import { expectAtBothSizes, PHONE } from './support/fits'
import { expect, test, type Page } from './support/fixtures'
import { consentAtGoogle, google, uniqueGoogleEmail } from './support/google'

/**
 * "Continue with Google" against the fake Google's consent page (decision 019): sign-up, the
 * no-takeover link, the account page's sign-in methods, and the failures of issue 33 item 9 that
 * concern sign-in. Each runs at a phone's size and checks its pages at a laptop's too (tests/e2e/support/fits.ts).
 */
async function continueWithGoogle(page: Page, email: string, decision: 'Allow' | 'Cancel' = 'Allow') {
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await consentAtGoogle(page, email, decision)
}

test.describe('sign-in with Google', () => {
  test.use({ viewport: PHONE })

  test('signs up with Google, reaches the dashboard, and manages the sign-in methods, at 390 and 1366 px', async ({ page }) => {
    const email = uniqueGoogleEmail('maya')
    await google.addAccount({ email, name: 'Maya Chen' })
    await page.goto('/auth')
    await expectAtBothSizes(page, 'the sign-in page')
    await continueWithGoogle(page, email)
    await expect(page).toHaveURL(/\/dashboard\?welcome=google$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Maya' })).toBeVisible()
    await expect(page.getByText('you signed up with Google')).toBeVisible()
    // Signed in, the header links to the dashboard at either size (its menus change with the width).
    await expectAtBothSizes(page, 'the welcome on the dashboard', {
      axe: false,
      also: () => expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible(),
    })

    await page.goto('/dashboard/account')
    const methods = page.getByRole('region', { name: 'Sign-in methods' })
    await expect(methods.getByText(`Linked to ${email}.`)).toBeVisible()
    await expect(methods.getByText('Google is your only way to sign in')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Delete account' })).toHaveCount(0)
    await expectAtBothSizes(page, 'the sign-in methods')

    await methods.getByLabel('New password', { exact: true }).fill('a long and memorable password')
    await methods.getByLabel('Repeat the new password').fill('a long and memorable password')
    await methods.getByRole('button', { name: 'Set password' }).click()
    await expect(page.getByText('Your password is set')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Delete account' })).toBeVisible()
    await methods.getByRole('button', { name: 'Remove Google' }).click()
    await expect(page.getByText('Google is removed')).toBeVisible()
    await expect(methods.getByText('Not linked.')).toBeVisible()
    await expect(methods.getByText('Your password is your only way to sign in')).toBeVisible()
  })

  test('never signs in to an existing account by its email: links after one password sign-in, at 390 and 1366 px', async ({
    page,
    request,
  }) => {
    const owner = await createCustomer(request, 'owner')
    await google.addAccount({ email: owner.email, name: 'Owner Tester' })
    await continueWithGoogle(page, owner.email)
    await expect(page).toHaveURL(/\/auth\?google=link-needed/)
    await expect(page.getByText('Sign in with its password once')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveCount(0)
    await expect(page.getByLabel('Email')).toHaveValue(owner.email)
    await expectAtBothSizes(page, 'the sign-in that links Google')
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth\?next=/)

    await page.goto('/auth?google=link-needed')
    await page.getByLabel('Password', { exact: true }).fill(owner.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page).toHaveURL(/\/dashboard\/account\?google=linked$/)
    await expect(page.getByText('Google is linked')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Sign-in methods' }).getByText(`Linked to ${owner.email}.`)).toBeVisible()

    await page.getByRole('button', { name: 'Sign out' }).click()
    await continueWithGoogle(page, owner.email)
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('links Google from the account page while signed in with the password', async ({ page, request }) => {
    const owner = await createCustomer(request, 'linker')
    const email = uniqueGoogleEmail('linker-google')
    await google.addAccount({ email, name: 'Linker Tester' })
    await signIn(page, owner)
    await page.goto('/dashboard/account')
    const methods = page.getByRole('region', { name: 'Sign-in methods' })
    await expect(methods.getByText('Your password is your only way to sign in')).toBeVisible()
    await methods.getByRole('link', { name: 'Link Google' }).click()
    await consentAtGoogle(page, email)
    await expect(page).toHaveURL(/\/dashboard\/account\?google=linked$/)
    await expect(methods.getByText(`Linked to ${email}.`)).toBeVisible()
    await methods.getByLabel('Current password').fill(owner.password)
    await methods.getByRole('button', { name: 'Remove password' }).click()
    await expect(page.getByText('Your password is removed')).toBeVisible()
    await expect(methods.getByText('No password yet.', { exact: false })).toBeVisible()
  })

  test('says what happened when the consent is refused or the callback is replayed, at 390 and 1366 px', async ({ page }) => {
    const email = uniqueGoogleEmail('sam')
    await google.addAccount({ email, name: 'Sam Patel' })
    await continueWithGoogle(page, email, 'Cancel')
    await expect(page).toHaveURL(/\/auth\?google=access_denied$/)
    await expect(page.getByText('You cancelled at Google, so nothing changed')).toBeVisible()
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/auth\?next=/)

    const callback = page.waitForRequest((req) => req.url().includes('/api/auth/google/callback'))
    await continueWithGoogle(page, email)
    await expect(page).toHaveURL(/\/dashboard/)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.goto((await callback).url())
    await expect(page).toHaveURL(/\/auth\?google=invalid_state$/)
    await expect(page.getByText('That Google sign-in link expired or was already used')).toBeVisible()
    await expectAtBothSizes(page, 'the expired sign-in link')
  })
})
