import { connectFakeGoogle } from '../../support/fake-google'

import { YOUTUBE_PORT } from './environment'
import type { Page } from './fixtures'

/** The fake YouTube of the global setup is the whole fake Google; each test adds a Google account of its own. */
export const google = connectFakeGoogle(`http://127.0.0.1:${YOUTUBE_PORT}`)

/** A Google address no other test uses: tests run in parallel against the one fake. */
export const uniqueGoogleEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@gmail.test`

/** On the fake's consent page: picks this test's own account, then Allow or Cancel. */
export async function consentAtGoogle(page: Page, email: string, decision: 'Allow' | 'Cancel' = 'Allow') {
  await page.getByRole('radio', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).check()
  await page.getByRole('button', { name: decision }).click()
}

/** On the channel page: "Continue to Google", then the consent of this test's account. */
export async function connectAtGoogle(page: Page, email: string, decision: 'Allow' | 'Cancel' = 'Allow') {
  await page.getByRole('button', { name: 'Continue to Google' }).click()
  await consentAtGoogle(page, email, decision)
}
