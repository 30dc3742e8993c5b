import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { processRssKb, startScriptNodeFlags } from '../tests/support/app-server'
import { portAnswers } from '../tests/support/ports'

import { firstLoadJs, type FirstLoadJs } from './first-load-js'

/** What `next build` needs to build an app with no dependencies of its own. */
const PACKAGES = [
  'next',
  'react',
  'react-dom',
  'scheduler',
  '@next',
  '@swc',
  'styled-jsx',
  'caniuse-lite',
  'postcss',
  'nanoid',
  'picocolors',
  'source-map-js',
  'client-only',
  'baseline-browser-mapping',
  'detect-libc',
  'semver',
  'sharp',
  '@img',
]

/** The same Next and React with nothing of the app: its floor (first-load JS) and its ceiling (a page per request). */
export type EmptyNextApp = {
  /** The first-load JavaScript of the empty page: what no page of this stack can go under. */
  floor: FirstLoadJs
  /** `next start` on the empty app with `npm start`'s Node flags; `/dynamic` renders on every request. */
  serve(port: number): Promise<{ url: string; pid: number; rssKb(): number | null; stop(): Promise<void> }>
  dispose(): void
}

export const EMPTY_DYNAMIC_PATH = '/dynamic'

/**
 * Builds an empty App Router app (a layout, a static paragraph and the same paragraph rendered per
 * request) with the same Next and React as the app. Turbopack refuses packages outside its root, so
 * the packages are copied into a temp folder rather than linked.
 */
export function buildEmptyNextApp(): EmptyNextApp {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tubelift-floor-'))
  const dispose = () => rmSync(dir, { recursive: true, force: true })
  try {
    mkdirSync(path.join(dir, 'app/dynamic'), { recursive: true })
    mkdirSync(path.join(dir, 'node_modules'))
    for (const name of PACKAGES) {
      const source = path.resolve('node_modules', name)
      if (existsSync(source)) cpSync(source, path.join(dir, 'node_modules', name), { recursive: true })
    }
    writeFileSync(path.join(dir, 'package.json'), '{ "name": "framework-floor", "private": true }\n')
    writeFileSync(
      path.join(dir, 'app/layout.jsx'),
      'export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html> }\n',
    )
    writeFileSync(path.join(dir, 'app/page.jsx'), 'export default function Page() { return <p>An empty page</p> }\n')
    writeFileSync(
      path.join(dir, 'app/dynamic/page.jsx'),
      "export const dynamic = 'force-dynamic'\nexport default function Page() { return <p>An empty page, rendered per request</p> }\n",
    )
    execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
  } catch (error) {
    dispose()
    throw error
  }
  const html = readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8')
  return { floor: firstLoadJs('empty Next.js page', html, path.join(dir, '.next')), serve: (port) => serve(dir, port), dispose }
}

async function serve(dir: string, port: number) {
  if (await portAnswers(port)) throw new Error(`port ${port} is taken`)
  const child = spawn(process.execPath, [...startScriptNodeFlags(), 'node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    const answered = await fetch(`${url}${EMPTY_DYNAMIC_PATH}`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) break
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the empty Next app did not start on ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  return { url, pid: child.pid!, rssKb: () => processRssKb(child.pid), stop }
}
