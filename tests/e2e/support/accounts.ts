import type { APIRequestContext, Page } from '@playwright/test'

import { ADMIN_EMAIL, ADMIN_PASSWORD } from './environment'

export type TestUser = { email: string; password: string; name: string; id: number }

let adminToken: string | undefined

async function asAdmin(request: APIRequestContext) {
  if (adminToken) return adminToken
  const response = await request.post('/api/users/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  if (!response.ok()) throw new Error(`admin login failed: ${response.status()} ${await response.text()}`)
  adminToken = (await response.json()).token as string
  return adminToken
}

/**
 * A verified customer created through the REST API by the seeded admin (accounts an admin creates
 * skip email verification), for tests that are about something other than signing up.
 */
export async function createCustomer(request: APIRequestContext, label = 'customer'): Promise<TestUser> {
  const token = await asAdmin(request)
  const user = { name: `${label[0]!.toUpperCase()}${label.slice(1)} Tester`, email: `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`, password: 'a long test password' }
  const response = await request.post('/api/users', { headers: { Authorization: `JWT ${token}` }, data: { ...user, roles: ['customer'] } })
  if (!response.ok()) throw new Error(`creating ${user.email} failed: ${response.status()} ${await response.text()}`)
  return { ...user, id: (await response.json()).doc.id as number }
}

/** Signs the page's browser context in through the REST login, which sets the session cookie. */
export async function signIn(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  const response = await page.request.post('/api/users/login', { data: { email: user.email, password: user.password } })
  if (!response.ok()) throw new Error(`login as ${user.email} failed: ${response.status()}`)
}
