import type { APIRequestContext, Page } from '@playwright/test'

import { adminTokenVariable, E2E_BASE_URL } from './environment'
import { expect } from './fixtures'

export type TestUser = { email: string; password: string; name: string; id: number }

/** The admin session global setup opened on the app at `baseURL`. */
export function adminToken(baseURL = E2E_BASE_URL): string {
  const token = process.env[adminTokenVariable(baseURL)]
  if (!token) throw new Error(`no admin session for ${baseURL}: global setup did not run`)
  return token
}

/**
 * A verified customer created through the REST API by the seeded admin (accounts an admin creates
 * skip email verification), for tests that are about something other than signing up.
 */
export async function createCustomer(request: APIRequestContext, label = 'customer', baseURL = E2E_BASE_URL): Promise<TestUser> {
  const user = {
    name: `${label[0]!.toUpperCase()}${label.slice(1)} Tester`,
    email: `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`,
    password: 'a long test password',
  }
  const response = await request.post(`${baseURL}/api/users`, {
    headers: { Authorization: `JWT ${adminToken(baseURL)}` },
    data: { ...user, roles: ['customer'] },
  })
  if (!response.ok()) throw new Error(`creating ${user.email} failed: ${response.status()} ${await response.text()}`)
  return { ...user, id: (await response.json()).doc.id as number }
}

/** Signs the page's browser context in through the REST login, which sets the session cookie. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>, baseURL = E2E_BASE_URL) {
  const response = await page.request.post(`${baseURL}/api/users/login`, { data: { email: user.email, password: user.password } })
  if (!response.ok()) throw new Error(`login as ${user.email} failed: ${response.status()}`)
}

/** Gives the page's browser context the admin's session, without going through the login form. */
export async function signInAsAdmin(page: Page, baseURL = E2E_BASE_URL) {
  await page.context().addCookies([{ name: 'payload-token', value: adminToken(baseURL), url: baseURL, httpOnly: true, sameSite: 'Lax' }])
}

/** Fills in and sends the sign-up form the page shows, and waits for the "check your email" notice. */
export async function submitSignUpForm(page: Page, { name, email, password }: Pick<TestUser, 'name' | 'email' | 'password'>) {
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Repeat the password').fill(password)
  await page.getByLabel(/I agree to the/).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText(`we sent a confirmation link to ${email}`)).toBeVisible()
}
