import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startFakeSentry } from '../../support/fake-sentry'
import { startFakeSmtp } from '../../support/fake-smtp'
import { FAKE_STRIPE_ENV, startFakeStripe } from '../../support/fake-stripe'
import { FAKE_YOUTUBE_ENV, startFakeYouTube } from '../../support/fake-youtube'
import { fakeApiKeys } from '../../support/youtube-fixtures'

import {
  adminTokenVariable,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  E2E_BASE_URL,
  E2E_PORT,
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

type App = { server: ChildProcess; log: string[]; url: string; database: string }

/** A production server (`next start`) on an empty SQLite file, which it migrates and seeds on start. */
function startApp(port: number, url: string, extraEnv: Record<string, string>): App {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tubelift-e2e-'))
  const server = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(port)], {
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATABASE_URI: `file:${path.join(dir, 'e2e.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
      NEXT_PUBLIC_SERVER_URL: url,
      SEED_ON_START: 'true',
      SENTRY_DSN,
      NEXT_PUBLIC_SENTRY_DSN: SENTRY_DSN,
      SENTRY_ENVIRONMENT: 'e2e',
      SEED_ADMIN_EMAIL: ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(SMTP_PORT),
      SMTP_SECURE: 'false',
      YOUTUBE_API_KEY: fakeApiKeys.valid,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) log.push(line.length > 400 ? `${line.slice(0, 400)}…` : line)
    log.splice(0, Math.max(0, log.length - 80))
  }
  server.stdout?.on('data', keep)
  server.stderr?.on('data', keep)
  return { server, log, url, database: path.join(dir, 'e2e.db') }
}

async function waitForApp({ server, log, url }: App, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not start (exit code ${server.exitCode})\n--- server output (last lines) ---\n${log.join('\n')}`)
}

async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }) })
  if (!response.ok) throw new Error(`admin login on ${url} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

/** Starts the loopback fakes and two app servers: one in payment test mode, one on (fake) Stripe. */
export default async function globalSetup() {
  const smtp = await startFakeSmtp({ smtpPort: SMTP_PORT, httpPort: SMTP_API_PORT })
  const youtube = await startFakeYouTube({ port: YOUTUBE_PORT })
  const stripe = await startFakeStripe({ port: STRIPE_PORT, webhookUrl: `${STRIPE_APP_URL}/api/payments/stripe/webhook`, webhookSecret: STRIPE_WEBHOOK_SECRET })
  const sentry = await startFakeSentry({ port: SENTRY_PORT })
  const fakes = [smtp, youtube, stripe, sentry]
  const apps = [
    // Production refuses the test payment provider unless told so: this server is the demo set-up.
    startApp(E2E_PORT, E2E_BASE_URL, { ...FAKE_YOUTUBE_ENV(youtube.url), PAYMENTS_TEST_MODE: 'true' }),
    startApp(STRIPE_APP_PORT, STRIPE_APP_URL, { ...FAKE_YOUTUBE_ENV(youtube.url), ...FAKE_STRIPE_ENV(stripe, STRIPE_WEBHOOK_SECRET) }),
  ]
  const stopAll = async () => {
    for (const app of apps) app.server.kill('SIGTERM')
    await Promise.all(fakes.map((fake) => fake.close()))
  }
  // Tests that lock a database file to check the health endpoint use the Stripe app's (see stripe.spec.ts).
  process.env.E2E_STRIPE_APP_DATABASE = apps[1]!.database
  try {
    await Promise.all(apps.map((app) => waitForApp(app, 300_000)))
    // One admin session per app for the whole run (the login endpoint is rate limited per email).
    for (const app of apps) process.env[adminTokenVariable(app.url)] = await adminToken(app.url)
  } catch (error) {
    await stopAll()
    throw error
  }
  return stopAll
}
