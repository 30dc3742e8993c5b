import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { portAnswers } from './ports'

/**
 * A production server of the app (`npm start`: server/index.mjs on the current build) for the browser tests, the
 * benchmarks and the resilience and scale suites. By default it gets an empty SQLite file in a temp
 * folder, which it migrates and seeds on start; pass `database` to serve an existing file instead,
 * or `databaseUri` for another engine (PostgreSQL).
 */
export type AppServer = {
  url: string
  port: number
  /** The SQLite file it serves (unused with `databaseUri`). */
  database: string
  /** The folder holding its media and uploads (and the SQLite file): another instance serving the same site shares it. */
  dataDir: string
  process: ChildProcess
  /** The last lines the server printed, for failure messages. */
  log: string[]
  /** Resident memory of the server process in kB (Linux), or null once it has exited. */
  rssKb(): number | null
  /** From spawning the server to the first answer of `readyPath` (ms). */
  startedInMs: number
  stop(): Promise<void>
}

export type AppServerOptions = {
  port: number
  /** Extra environment, e.g. fake service URLs. */
  env?: Record<string, string>
  /** An existing SQLite file to serve (it is not seeded again). */
  database?: string
  /** Any database URI (e.g. postgres://…) instead of a SQLite file; seeded unless `seed` is false. */
  databaseUri?: string
  /** Seed demo content on start (default: only into a new SQLite file, or with `databaseUri`). */
  seed?: boolean
  /** The media and uploads folder of another instance of the same site. */
  dataDir?: string
  /** The public URL; defaults to http://localhost:<port>. */
  url?: string
  startTimeoutMs?: number
  /** What must answer 200 for the server to count as started (default /api/health; the bench asks for a page). */
  readyPath?: string
  /** Flags for the server's Node process (e.g. `--cpu-prof`, which NODE_OPTIONS does not accept). */
  nodeArgs?: string[]
}

export const TEST_ADMIN = { email: 'admin@tubelift.dev', password: 'e2e-admin-password-1' }

/**
 * The test servers (end-to-end, resilience, scale) run queued jobs every second rather than every 5 s:
 * a test waiting for an email, an audit or a watchlist read waits ~0.5 s for the tick, not ~2.5 s.
 * The benchmarks keep the production default.
 */
export const TEST_JOB_RUNNER_ENV = { JOBS_RUN_EVERY_SECONDS: '1' }

/** The Node flags `npm start` gives the server (package.json), so tests and benchmarks run it as production does. */
export function startScriptNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as { scripts: { start: string } }
  const words = scripts.start.split(/\s+/)
  return words.slice(words.indexOf('node') + 1, words.indexOf('server/index.mjs'))
}

/** Resident memory of a process in kB (Linux), or null once it has exited. */
export function processRssKb(pid: number | undefined): number | null {
  if (!pid) return null
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

async function waitUntilHealthy(server: Omit<AppServer, 'rssKb' | 'stop' | 'startedInMs'>, timeoutMs: number, readyPath: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) break
    try {
      const response = await fetch(`${server.url}${readyPath}`, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `${server.url} did not start (exit code ${server.process.exitCode})\n--- server output (last lines) ---\n${server.log.join('\n')}`,
  )
}

export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { port } = options
  // Otherwise the health check below would pass against whatever server already listens there.
  if (await portAnswers(port))
    throw new Error(`port ${port} is taken: another server listens there (a run left behind, or another E2E_PORT range)`)
  const url = options.url ?? `http://localhost:${port}`
  const dataDir =
    options.dataDir ?? (options.database ? path.dirname(options.database) : mkdtempSync(path.join(os.tmpdir(), 'tubelift-app-')))
  const database = options.database ?? path.join(dataDir, 'app.db')
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, [...startScriptNodeFlags(), ...(options.nodeArgs ?? []), path.resolve('server/index.mjs')], {
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATABASE_URI: options.databaseUri ?? `file:${database}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      PAYLOAD_SECRET: 'e2e-secret-0123456789abcdef0123456789abcdef',
      NEXT_PUBLIC_SERVER_URL: url,
      SEED_ON_START: String(options.seed ?? !options.database),
      SEED_ADMIN_EMAIL: TEST_ADMIN.email,
      SEED_ADMIN_PASSWORD: TEST_ADMIN.password,
      // Tests sign in as the demo customer with the admin's password; production seeds give each its own.
      SEED_DEMO_PASSWORD: TEST_ADMIN.password,
      // Tests stand in for one reverse proxy: the X-Forwarded-For they send names each visitor.
      TRUSTED_PROXY_HOPS: '1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) log.push(line.length > 400 ? `${line.slice(0, 400)}…` : line)
    log.splice(0, Math.max(0, log.length - 80))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }
  const server = {
    url,
    port,
    database,
    dataDir,
    process: child,
    log,
    rssKb: () => processRssKb(child.exitCode === null ? child.pid : undefined),
    stop,
  }
  try {
    await waitUntilHealthy(server, options.startTimeoutMs ?? 300_000, options.readyPath ?? '/api/health')
  } catch (error) {
    await stop()
    throw error
  }
  return { ...server, startedInMs: performance.now() - spawnedAt }
}

/**
 * Seeds a site once: a server on an empty SQLite file, stopped once it answers. Servers then start on
 * copies of its folder (copySite) in seconds, instead of each rendering the seed's images again (about
 * 17 s of CPU per seed). Returns the seeded folder.
 */
export async function seedSite(options: Pick<AppServerOptions, 'port' | 'env'>): Promise<string> {
  const seeding = await startAppServer(options)
  await seeding.stop()
  return seeding.dataDir
}

/** A private copy of a seeded site's folder (its SQLite file and media); returns the copy's database file. */
export function copySite(dataDir: string): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'tubelift-app-'))
  // SQLite rebuilds the shared-memory index from the write-ahead log when the copy is opened.
  cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.endsWith('-shm') })
  return path.join(copy, 'app.db')
}

/** Signs the seeded admin in through REST and returns the session token. */
export async function adminSessionToken(url: string): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  })
  if (!response.ok) throw new Error(`admin login on ${url} failed: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

/** A different client address per request (X-Forwarded-For), so per-IP limits count visitors rather than the load generator. */
export function visitorAddress(): string {
  const n = Math.floor(Math.random() * 0xfffffe) + 1
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}
