import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { startAppServer, type AppServer } from '../../tests/support/app-server'

/** The port the bench serves the app on (BENCH_PORT moves it). */
export const PORT = Number(process.env.BENCH_PORT ?? 3200)

export function log(message: string) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`)
}

export function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

/** Generates a data set once and keeps it in .bench/data/<name> until its inputs change. */
export async function ensureDataset(name: string, counts: Record<string, number>): Promise<string> {
  const dir = path.resolve('.bench/data', name)
  const inputs = ['bench/dataset.ts', 'bench/support/random.ts', 'src/migrations/index.ts', 'src/seed/index.ts'].map((file) =>
    readFileSync(file, 'utf8'),
  )
  const fingerprint = createHash('sha256').update(JSON.stringify(counts)).update(inputs.join('\0')).digest('hex').slice(0, 16)
  const marker = path.join(dir, 'dataset.json')
  if (existsSync(marker) && JSON.parse(readFileSync(marker, 'utf8')).fingerprint === fingerprint) return dir
  log(`generating the ${name} data set (${JSON.stringify(counts)})…`)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const generate = () =>
    run(process.execPath, ['node_modules/payload/bin.js', 'run', 'bench/dataset.ts'], {
      NODE_ENV: 'production',
      NODE_OPTIONS: `--no-deprecation --import ${pathToFileURL(path.resolve('bench/support/outside-next.mjs')).href}`,
      DATABASE_URI: `file:${path.join(dir, 'app.db')}`,
      MEDIA_DIR: path.join(dir, 'media'),
      PAYLOAD_SECRET: 'bench-dataset-secret-0123456789abcdef',
      SEED_ADMIN_EMAIL: 'admin@tubelift.dev',
      SEED_ADMIN_PASSWORD: 'e2e-admin-password-1',
      BENCH_DATASET: JSON.stringify(counts),
      SMTP_HOST: '',
    })
  await generate()
  // `payload run` has been seen to exit 0 at once without running the script: try once more, then stop.
  if (!existsSync(path.join(dir, 'app.db'))) await generate()
  if (!existsSync(path.join(dir, 'app.db'))) throw new Error(`generating the ${name} data set wrote no database`)
  writeFileSync(marker, JSON.stringify({ counts, fingerprint }, null, 2))
  return dir
}

/**
 * Serves a copy, so the kept data set never sees the server's writes (sessions, jobs, caches). The
 * copy (about 400 MB for the large set) is deleted when the server stops: a full run starts several.
 * `nodeArgs`: e.g. `--cpu-prof` for bench/profile.ts; `readyPath`: what must answer before it counts as started.
 */
export async function serveDataset(
  dir: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
  readyPath?: string,
): Promise<AppServer> {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'tubelift-bench-'))
  const removeCopy = () => rmSync(copy, { recursive: true, force: true })
  try {
    cpSync(dir, copy, { recursive: true })
    const server = await startAppServer({ port: PORT, database: path.join(copy, 'app.db'), env, nodeArgs, readyPath })
    return {
      ...server,
      stop: async () => {
        await server.stop()
        removeCopy()
      },
    }
  } catch (error) {
    removeCopy()
    throw error
  }
}
