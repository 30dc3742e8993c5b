import { startFakeSentry } from '../../tests/support/fake-sentry'
import { FAKE_YOUTUBE_ENV, startFakeYouTube } from '../../tests/support/fake-youtube'
import { fakeApiKeys } from '../../tests/support/youtube-fixtures'

import { SENTRY_TRACES_SAMPLE_RATE } from '../budgets'

/**
 * The loopback YouTube and Sentry a benchmarked server talks to, and the environment that points it
 * at them (Sentry on for the server, one trace in ten; off in the browser bundle).
 */
export async function startBenchFakes() {
  const youtube = await startFakeYouTube({ port: 0 })
  const sentry = await startFakeSentry({ port: 0 })
  const env: Record<string, string> = {
    ...FAKE_YOUTUBE_ENV(youtube.url),
    YOUTUBE_API_KEY: fakeApiKeys.valid,
    SENTRY_DSN: sentry.dsn,
    NEXT_PUBLIC_SENTRY_DSN: '',
    SENTRY_TRACES_SAMPLE_RATE,
  }
  return { env, close: async () => Promise.all([youtube.close(), sentry.close()]) }
}
