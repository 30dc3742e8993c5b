import { afterAll, describe, expect, it } from 'vitest'

import { creatorVideos, FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV, SCOPES, startFakeGoogle } from '../support/fake-google'
import { signIn } from '../unit/fake-google-session'

import { promotedVideoOrder } from './support/ad-analytics'

/**
 * YouTube Analytics' own count of a campaign's ad views, read from the fake Google with a real
 * OAuth token of the channel owner; another channel's token, or none, gives the "connect your
 * channel" state (docs/campaign-delivery.md#youtube-analytics).
 */
const google = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_GOOGLE_ENV(google.url), FAKE_GOOGLE_CREDENTIALS)
afterAll(() => google.close())

const { loadAdAnalytics } = await import('@/lib/campaign-delivery/ad-analytics')
const { connectedChannelToken } = await import('@/lib/data/ad-analytics-token')

const now = new Date()
const order = promotedVideoOrder(now)
const tokenOf = async (account: 'creator' | 'competitor') =>
  (await signIn(google, { account, grant: 'all' }, { scope: `openid email ${SCOPES.analyticsReadonly}` })).access_token

describe('YouTube Analytics on the report', () => {
  it('shows the ADVERTISING views per day for the customer whose connected channel owns the video', async () => {
    const token = await tokenOf('creator')
    const owner = 1
    const analytics = await loadAdAnalytics(order, owner, async (customer) => (customer === owner ? token : null), now)
    expect(analytics.kind).toBe('rows')
    const days = analytics.kind === 'rows' ? analytics.days : []
    expect(days.some((day) => day.adViews > 0)).toBe(true)
    expect(days.every((day) => day.allViews >= day.adViews)).toBe(true)
    expect(days.filter((day) => day.final).length).toBeGreaterThan(0)
    expect(days.at(-1)?.final).toBe(false)
    const call = google.calls({ path: '/v2/reports' }).at(-1)!
    expect(call.query).toMatchObject({
      ids: 'channel==MINE',
      dimensions: 'day,insightTrafficSourceType',
      filters: `video==${creatorVideos.promoted}`,
      metrics: 'views,engagedViews,estimatedMinutesWatched',
    })
  })

  it('says "connect your channel" for another customer’s channel, and without any', async () => {
    const otherChannel = await tokenOf('competitor')
    await expect(loadAdAnalytics(order, 2, async () => otherChannel, now)).resolves.toEqual({ kind: 'no-channel' })
    await expect(loadAdAnalytics(order, 2, async () => null, now)).resolves.toEqual({ kind: 'no-channel' })
    await expect(loadAdAnalytics(order, 2, connectedChannelToken, now)).resolves.toEqual({ kind: 'no-channel' })
  })
})
