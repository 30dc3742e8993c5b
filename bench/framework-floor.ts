import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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

/**
 * The first-load JavaScript of an empty App Router page (a layout and a paragraph) built with the
 * same Next and React as the app: the floor no page of this stack can go under. Turbopack refuses
 * packages outside its root, so the packages are copied into a temp folder rather than linked.
 */
export function measureFrameworkFloor(): FirstLoadJs {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tubelift-floor-'))
  try {
    mkdirSync(path.join(dir, 'app'))
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
    execFileSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    })
    const html = readFileSync(path.join(dir, '.next/server/app/index.html'), 'utf8')
    return firstLoadJs('empty Next.js page', html, path.join(dir, '.next'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
