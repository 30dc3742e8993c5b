import { expect } from '@playwright/test'

import type { CapturedEmail } from '../../support/fake-smtp'

import { SMTP_API_PORT } from './environment'

/** Waits for the fake SMTP server to receive an email to `to` whose subject matches, and returns it. */
export async function waitForEmail(to: string, subject: RegExp, { after = 0 } = {}): Promise<CapturedEmail> {
  let found: CapturedEmail | undefined
  await expect(async () => {
    const response = await fetch(`http://127.0.0.1:${SMTP_API_PORT}/messages?to=${encodeURIComponent(to)}`)
    const messages = ((await response.json()) as CapturedEmail[]).filter(
      (m) => subject.test(m.subject) && Date.parse(m.receivedAt) >= after,
    )
    found = messages.at(-1)
    expect(found, `an email to ${to} matching ${subject}`).toBeTruthy()
  }).toPass({ timeout: 15_000 })
  return found!
}

/** The first link in the email's text part that points at `path` on the site. */
export function linkIn(email: CapturedEmail, path: string): string {
  const match = email.text.match(new RegExp(`https?://[^\\s]*${path.replace(/[?]/g, '\\?')}[^\\s]*`))
  expect(match, `a ${path} link in "${email.subject}"`).toBeTruthy()
  return match![0]
}
