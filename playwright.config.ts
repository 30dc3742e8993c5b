import { existsSync } from 'node:fs'

import { defineConfig, devices, type LaunchOptions } from '@playwright/test'

import { E2E_BASE_URL } from './tests/e2e/support/environment'

/**
 * End-to-end tests run against the production build (`next build` first, then `npm start`'s server from the
 * global setup) on a fresh, seeded SQLite file, with loopback fakes for every external service.
 * Debian's Chromium is used: Playwright cannot download its own browser here. Most specs run in its headless
 * shell when it is installed (Debian's `chromium-headless-shell`, what Playwright itself runs headless): the
 * same engine without the full browser's processes, a third less CPU per test. The thumbnail maker's specs,
 * which check the pixels of exported images, run in the full browser creators use: the shell lays out the
 * canvas text differently (docs/databases.md, "CI time").
 */
const FULL_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell'].find(existsSync) ?? FULL_BROWSER
const CANVAS_SPECS = /thumbnail-(maker|publish|shorts)\.spec\.ts$/

const launchOptions = (executablePath: string): LaunchOptions => ({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const desktopChrome = { ...devices['Desktop Chrome'], channel: undefined }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: CANVAS_SPECS, use: { ...desktopChrome, launchOptions: launchOptions(HEADLESS_SHELL) } },
    { name: 'chromium-canvas', testMatch: CANVAS_SPECS, use: { ...desktopChrome, launchOptions: launchOptions(FULL_BROWSER) } },
  ],
})
