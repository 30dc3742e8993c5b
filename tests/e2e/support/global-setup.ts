import { adminSessionToken, copySite, seedSite, startAppServer, TEST_JOB_RUNNER_ENV } from '../../support/app-server'
import { startFakeSentry } from '../../support/fake-sentry'
import { startFakeSmtp } from '../../support/fake-smtp'
import { FAKE_STRIPE_ENV, startFakeStripe } from '../../support/fake-stripe'
import { FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV } from '../../support/fake-google'
import { startFakeYouTube } from '../../support/fake-youtube'
import { fakeApiKeys } from '../../support/youtube-fixtures'

import {
  adminTokenVariable,
  E2E_BASE_URL,
  E2E_PORT,
  E2E_TOKEN_ENCRYPTION_KEY,
  SENTRY_DSN,
  SENTRY_PORT,
  SMTP_API_PORT,
  SMTP_PORT,
  STRIPE_APP_PORT,
  STRIPE_APP_URL,
  STRIPE_PORT,
  STRIPE_WEBHOOK_SECRET,
  YOUTUBE_PORT,
} from './environment'

/** Starts the loopback fakes and two app servers: one in payment test mode, one on (fake) Stripe. */
export default async function globalSetup() {
  const smtp = await startFakeSmtp({ smtpPort: SMTP_PORT, httpPort: SMTP_API_PORT })
  const youtube = await startFakeYouTube({ port: YOUTUBE_PORT })
  const stripe = await startFakeStripe({
    port: STRIPE_PORT,
    webhookUrl: `${STRIPE_APP_URL}/api/payments/stripe/webhook`,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
  })
  const sentry = await startFakeSentry({ port: SENTRY_PORT })
  const fakes = [smtp, youtube, stripe, sentry]
  const shared = {
    ...TEST_JOB_RUNNER_ENV,
    // The fake YouTube is the whole fake Google: sign-in with Google works against it (decision 019).
    ...FAKE_GOOGLE_ENV(youtube.url),
    ...FAKE_GOOGLE_CREDENTIALS,
    TOKEN_ENCRYPTION_KEY: E2E_TOKEN_ENCRYPTION_KEY,
    YOUTUBE_API_KEY: fakeApiKeys.valid,
    // Ten rank checks an hour, so parallel and retried rank tracking tests never wait for the next hour's share.
    RANK_TRACKING_DAILY_SEARCHES: '240',
    SENTRY_DSN,
    NEXT_PUBLIC_SENTRY_DSN: SENTRY_DSN,
    SENTRY_ENVIRONMENT: 'e2e',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    SMTP_SECURE: 'false',
  }
  // Seeded once, each app on a copy: two seeds side by side cost twice the CPU for the same site.
  const site = await seedSite({ port: E2E_PORT, env: shared }).catch(async (error: unknown) => {
    await Promise.all(fakes.map((fake) => fake.close()))
    throw error
  })
  const started = await Promise.allSettled([
    // Production refuses the test payment provider unless told so: this server is the demo set-up.
    startAppServer({ port: E2E_PORT, url: E2E_BASE_URL, database: copySite(site), env: { ...shared, PAYMENTS_TEST_MODE: 'true' } }),
    startAppServer({
      port: STRIPE_APP_PORT,
      url: STRIPE_APP_URL,
      database: copySite(site),
      env: { ...shared, ...FAKE_STRIPE_ENV(stripe, STRIPE_WEBHOOK_SECRET) },
    }),
  ])
  const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stopAll = async () => {
    await Promise.all(apps.map((app) => app.stop()))
    await Promise.all(fakes.map((fake) => fake.close()))
  }
  try {
    for (const result of started) if (result.status === 'rejected') throw result.reason
    // Tests that lock a database file to check the health endpoint use the Stripe app's (see stripe.spec.ts).
    process.env.E2E_STRIPE_APP_DATABASE = apps[1]!.database
    // One admin session per app for the whole run (the login endpoint is rate limited per email).
    for (const app of apps) process.env[adminTokenVariable(app.url)] = await adminSessionToken(app.url)
  } catch (error) {
    await stopAll()
    throw error
  }
  return stopAll
}
