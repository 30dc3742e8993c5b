import { defineConfig, devices, type LaunchOptions } from '@playwright/test'

import { E2E_BASE_URL } from './tests/e2e/support/environment'
import { CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_CHROMIUM_PATH } from './tests/support/chromium'

/**
 * End-to-end tests run against the production build (`next build` first, then `npm start`'s server from the
 * global setup) on a fresh, seeded SQLite file, with loopback fakes for every external service.
 * Debian's Chromium is used: Playwright cannot download its own browser here. Most specs run in its headless
 * shell when it is installed (Debian's `chromium-headless-shell`, what Playwright itself runs headless): the
 * same engine without the full browser's processes, about a third less browser CPU. The thumbnail maker's specs,
 * which check the pixels of exported images, run in the full browser creators use: the shell lays out the
 * canvas text differently (docs/databases.md, "CI time").
 */
const CANVAS_SPECS = /thumbnail-(maker|publish|shorts)\.spec\.ts$/

const launchOptions = (executablePath: string): LaunchOptions => ({ executablePath, args: CHROMIUM_ARGS })
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
    // CI keeps the trace of a failed test's retry: recording every test's (screencast frames, a DOM snapshot per
    // action) to keep the few that fail cost 30 % of the suite's CPU (docs/databases.md, "CI time").
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: CANVAS_SPECS, use: { ...desktopChrome, launchOptions: launchOptions(HEADLESS_CHROMIUM_PATH) } },
    { name: 'chromium-canvas', testMatch: CANVAS_SPECS, use: { ...desktopChrome, launchOptions: launchOptions(CHROMIUM_PATH) } },
  ],
})
