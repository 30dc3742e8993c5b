import { TEST_ADMIN } from '../../support/app-server'

/** Fixed loopback ports so the apps, the fakes and the tests agree without passing state around. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
/** A second app server, identical but paying through Stripe (the loopback fake) instead of test mode. */
export const STRIPE_APP_PORT = E2E_PORT + 1
export const STRIPE_APP_URL = `http://localhost:${STRIPE_APP_PORT}`
export const SMTP_PORT = E2E_PORT + 25
export const SMTP_API_PORT = E2E_PORT + 26
export const YOUTUBE_PORT = E2E_PORT + 27
export const STRIPE_PORT = E2E_PORT + 28
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_secret'
export const SENTRY_PORT = E2E_PORT + 29
/** Production requires a token key once Google is configured; a fixed one for the test servers. */
export const E2E_TOKEN_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64')
/** The build and both servers report to this loopback Sentry ingest (see scripts/test.mjs). */
export const SENTRY_DSN = `http://e2epublickey@127.0.0.1:${SENTRY_PORT}/1`

export const ADMIN_EMAIL = TEST_ADMIN.email
export const ADMIN_PASSWORD = TEST_ADMIN.password
export const EDITOR_EMAIL = 'editor@tubelift.dev'

/** Where global setup leaves the admin session token of the app at `url`. */
export const adminTokenVariable = (url: string) => `E2E_ADMIN_TOKEN_${new URL(url).port}`
