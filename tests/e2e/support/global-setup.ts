import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startFakeSmtp } from '../../support/fake-smtp'
import { FAKE_YOUTUBE_ENV, startFakeYouTube } from '../../support/fake-youtube'
import { fakeApiKeys } from '../../support/youtube-fixtures'

import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_BASE_URL, E2E_PORT, SMTP_API_PORT, SMTP_PORT, YOUTUBE_PORT } from './environment'

async function waitForServer(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`next start exited with code ${server.exitCode}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Starts the loopback fakes, then the production server on an empty database, which it migrates
 * and seeds on start.
 */
export default async function globalSetup() {
  const smtp = await startFakeSmtp({ smtpPort: SMTP_PORT, httpPort: SMTP_API_PORT })
  const youtube = await startFakeYouTube({ port: YOUTUBE_PORT })
  const fakes = [smtp, youtube]
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tubelift-e2e-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(E2E_PORT),
    DATABASE_URI: `file:${path.join(dir, 'e2e.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
    NEXT_PUBLIC_SERVER_URL: E2E_BASE_URL,
    SEED_ON_START: 'true',
    SEED_ADMIN_EMAIL: ADMIN_EMAIL,
    SEED_ADMIN_PASSWORD: ADMIN_PASSWORD,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    SMTP_SECURE: 'false',
    ...FAKE_YOUTUBE_ENV(youtube.url),
    YOUTUBE_API_KEY: fakeApiKeys.valid,
  }
  const server = spawn(process.execPath, [path.resolve('node_modules/next/dist/bin/next'), 'start', '-p', String(E2E_PORT)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) log.push(line.length > 400 ? `${line.slice(0, 400)}…` : line)
    log.splice(0, Math.max(0, log.length - 80))
  }
  server.stdout?.on('data', keep)
  server.stderr?.on('data', keep)
  try {
    await waitForServer(`${E2E_BASE_URL}/`, server, 240_000)
  } catch (error) {
    server.kill('SIGKILL')
    await Promise.all(fakes.map((fake) => fake.close()))
    throw new Error(`${(error as Error).message}\n--- server output (last lines) ---\n${log.join('\n')}`)
  }
  process.env.E2E_SERVER_LOG_DIR = dir
  return async () => {
    server.kill('SIGTERM')
    await Promise.all(fakes.map((fake) => fake.close()))
  }
}
