import { afterAll, beforeAll, inject } from 'vitest'

import { copySite, startAppServer, TEST_JOB_RUNNER_ENV, type AppServer } from '../../support/app-server'
import { FAKE_YOUTUBE_ENV, startFakeYouTube, type FakeYouTube } from '../../support/fake-youtube'
import { fakeApiKeys } from '../../support/youtube-fixtures'

// Beside the end-to-end range (E2E_PORT), so separate checkouts can run the suites side by side.
export const RESILIENCE_PORT = Number(process.env.E2E_PORT ?? 3100) + 200
export const RESILIENCE_URL = `http://localhost:${RESILIENCE_PORT}`

/** A production server on a private copy of the seeded template site. */
function startResilienceApp(env: Record<string, string>): Promise<AppServer> {
  const database = copySite(inject('templateSite'))
  return startAppServer({ port: RESILIENCE_PORT, url: RESILIENCE_URL, database, env: { ...TEST_JOB_RUNNER_ENV, ...env } })
}

/**
 * For one test file: a fake YouTube and a production server that uses it, started before the tests
 * and stopped after them. `env` is read when the server starts, so hooks registered earlier can set
 * up other fakes first.
 */
export function serveAppWithYouTube(env: () => Record<string, string> = () => ({})): { app: AppServer; youtube: FakeYouTube } {
  const context = {} as { app: AppServer; youtube: FakeYouTube }
  beforeAll(async () => {
    context.youtube = await startFakeYouTube({ port: 0 })
    context.app = await startResilienceApp({ ...FAKE_YOUTUBE_ENV(context.youtube.url), YOUTUBE_API_KEY: fakeApiKeys.valid, ...env() })
  })
  afterAll(async () => {
    await context.app?.stop()
    await context.youtube?.close()
  })
  return context
}
