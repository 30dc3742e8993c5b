import { existsSync } from 'node:fs'

/** Debian's Chromium, which both the e2e suite and the Lighthouse bench drive (Playwright cannot download its own). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'
/** Debian's `chromium-headless-shell` when installed (a fifth less CPU per e2e run, docs/databases.md "CI time"), else Chromium. */
export const HEADLESS_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH)

/** Loopback only, no sandbox (root in CI), software rendering, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
