import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { readFileSync } from 'node:fs'
import { inspect } from 'node:util'

import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { creatorVideos, FAKE_GOOGLE_CREDENTIALS, FAKE_GOOGLE_ENV, fakeAccounts, startFakeGoogle } from '../support/fake-google'

import { promotedVideoOrder } from './support/ad-analytics'

// The connection keeps its state in cookies between requests: one jar, as a browser would.
const jar = vi.hoisted(() => new Map<string, string>())
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
}))

// The app reads its Google settings when first imported: point them at the fake before that.
const google = await startFakeGoogle({ port: 0 })
Object.assign(process.env, FAKE_GOOGLE_ENV(google.url), FAKE_GOOGLE_CREDENTIALS)

const { testPayload, createUser, sessionToken } = await import('./support/payload')
const { rest, graphql } = await import('./support/http')
const { startChannelConnection, finishChannelConnection, pickChannel } = await import('@/lib/services/channel/connect')
const { disconnectChannel, refreshOwnedChannel } = await import('@/lib/services/channel/manage')
const { getChannelHome, listChannels, channelChoices } = await import('@/lib/data/channel')
const { openRefreshToken, sealedRefreshToken, forgetAccessToken } = await import('@/lib/channel/tokens')
const { RECENT_UPLOADS } = await import('@/lib/channel/sync')
const { refreshChannelsDaily } = await import('@/lib/channel/daily')
const { runAudit } = await import('@/lib/channel/audit')
const { getChannelAudit } = await import('@/lib/data/channel')
const { failingRuleCounts, worstFirst } = await import('@/tools/channel/audit')
const { connectedChannelToken } = await import('@/lib/data/ad-analytics-token')
const { loadAdAnalytics } = await import('@/lib/campaign-delivery/ad-analytics')

const payload = await testPayload()

const customer = () => createUser(payload, ['customer'], { _verified: true })

afterAll(() => google.close())
// A YouTube channel is connected to one account at most: each test starts with none connected.
beforeEach(async () => {
  await payload.delete({ collection: 'channels', where: { id: { exists: true } }, overrideAccess: true })
  await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, overrideAccess: true })
  google.reset()
  jar.clear()
})

/** Start → consent at the fake → the callback, as the browser would go. */
async function connect(user: Awaited<ReturnType<typeof createUser>>, consent: Parameters<typeof google.approve>[1]) {
  const callback = new URL(google.approve(await startChannelConnection(user), consent))
  return finishChannelConnection(callback.searchParams)
}

const channelsOf = async (userId: number) =>
  (await payload.find({ collection: 'channels', where: { owner: { equals: userId } }, depth: 0, overrideAccess: true })).docs

describe('connecting a channel', () => {
  it('stores a one-channel account with its figures, newest uploads scored, and 28 days of analytics', async () => {
    const user = await customer()
    expect(await connect(user, { account: 'creator', grant: 'all' })).toEqual({ notice: 'connected' })
    const [channel] = await channelsOf(user.id)
    expect(channel).toMatchObject({ status: 'active', demo: false, title: 'Maya Makes Videos', videoCount: 60 })
    const home = await getChannelHome(user, channel!.id, RECENT_UPLOADS)
    expect(home?.recentUploads).toHaveLength(RECENT_UPLOADS)
    expect(home?.recentUploads.every((video) => typeof video.seoScore === 'number')).toBe(true)
    expect((channel!.analytics as unknown[]).length).toBeGreaterThan(20)
  })

  it('asks Google for the two read scopes only, offline, with PKCE and a fresh consent', async () => {
    const user = await customer()
    const asked = new URL(await startChannelConnection(user)).searchParams
    expect(Object.fromEntries(asked)).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
      include_granted_scopes: 'true',
      redirect_uri: 'http://127.0.0.1:9/api/youtube/callback',
      scope: 'https://www.googleapis.com/auth/youtube.readonly https://www.googleapis.com/auth/yt-analytics.readonly',
    })
    expect(asked.get('state')).toBeTruthy()
  })

  it('lets the creator pick among a brand manager’s three channels, then connects the one picked', async () => {
    const user = await customer()
    expect(await connect(user, { account: 'brandManager', grant: 'all' })).toEqual({ notice: 'connected', pick: true })
    const choices = await channelChoices(user)
    expect(choices).toHaveLength(3)
    expect(await channelsOf(user.id)).toHaveLength(0)
    // The choices are bound to the account that connected: another cannot use them.
    const other = await customer()
    expect(await pickChannel(other, choices![1]!.youtubeChannelId)).toBe('pick_expired')
    expect(await pickChannel(user, choices![1]!.youtubeChannelId)).toBe('connected')
    const stored = await channelsOf(user.id)
    expect(stored.map((channel) => channel.youtubeChannelId)).toEqual([choices![1]!.youtubeChannelId])
    expect(await channelChoices(user)).toBeNull()
  })

  it('refuses the same channel for a second account, with a clear message', async () => {
    const first = await customer()
    const second = await customer()
    await connect(first, { account: 'creator', grant: 'all' })
    expect(await connect(second, { account: 'creator', grant: 'all' })).toEqual({ notice: 'already_connected' })
    expect(await channelsOf(second.id)).toHaveLength(0)
    expect(await channelsOf(first.id)).toHaveLength(1)
  })

  it('answers each failure at the callback with its message and stores nothing', async () => {
    const user = await customer()
    expect(await connect(user, { account: 'creator', grant: 'deny' })).toEqual({ notice: 'access_denied' })
    expect(await connect(user, { account: 'viewer', grant: 'all' })).toEqual({ notice: 'no_channel' })
    expect(await connect(user, { account: 'creator', grant: ['https://www.googleapis.com/auth/youtube.readonly'] })).toEqual({
      notice: 'scope_missing',
    })
    // A replayed callback: the state cookie is gone after the first use.
    const callback = new URL(google.approve(await startChannelConnection(user), { account: 'creator', grant: 'all' }))
    await finishChannelConnection(callback.searchParams)
    expect(await finishChannelConnection(callback.searchParams)).toEqual({ notice: 'invalid_state' })
    // A wrong state.
    const other = new URL(google.approve(await startChannelConnection(user), { account: 'creator', grant: 'all' }))
    other.searchParams.set('state', 'forged')
    expect(await finishChannelConnection(other.searchParams)).toEqual({ notice: 'invalid_state' })
  })
})

describe('a connected channel over time', () => {
  it('marks the channel “needs reconnecting” when the grant is revoked at Google, keeping its figures', async () => {
    const user = await customer()
    await connect(user, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(user.id)
    google.revokeGrant(fakeAccounts.creator.email)
    forgetAccessToken(channel!.youtubeChannelId)
    expect(await refreshOwnedChannel(user, channel!.id)).toBe('needs_reconnect')
    const [after] = await channelsOf(user.id)
    expect(after).toMatchObject({ status: 'needs_reconnect', videoCount: 60 })
    expect((await getChannelHome(user, channel!.id))?.recentUploads.length).toBeGreaterThan(0)
  })

  it('keeps the figures with their time when Google is down or the quota is spent', async () => {
    const user = await customer()
    await connect(user, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(user.id)
    google.setFault({ kind: 'failing' })
    expect(await refreshOwnedChannel(user, channel!.id)).toBe('unavailable')
    google.setFault({ kind: 'none' } as never)
    google.setQuotaLimits({ units: google.quotaUse().units.used })
    expect(await refreshOwnedChannel(user, channel!.id)).toBe('quota')
    const [after] = await channelsOf(user.id)
    expect(after).toMatchObject({ status: 'active', statsFetchedAt: channel!.statsFetchedAt })
  })

  it('refreshes an expired access token on demand, without asking the creator', async () => {
    const user = await customer()
    await connect(user, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(user.id)
    google.expireAccessTokens(fakeAccounts.creator.email)
    const before = google.calls({ path: '/token' }).length
    expect(await refreshOwnedChannel(user, channel!.id)).toBe('refreshed')
    expect(google.calls({ path: '/token' }).length).toBe(before + 1)
  })
})

describe('the audit', () => {
  it('scores every upload page by page, resumes where a failure stopped it, and drops deleted videos on a re-run', async () => {
    const user = await customer()
    await connect(user, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(user.id)
    // The quota runs out after the first page of 50: the audit fails with a message and keeps its place.
    google.setQuotaLimits({ units: google.quotaUse().units.used + 2 })
    await runAudit(payload, channel!.id)
    let [state] = await channelsOf(user.id)
    expect(state!.audit).toMatchObject({ status: 'failed', done: 50, pageToken: expect.any(String) })
    expect(state!.audit!.problem).toMatch(/quota/)

    google.setQuotaLimits({ units: null })
    await payload.delete({ collection: 'youtube-quota', where: { id: { exists: true } }, overrideAccess: true })
    const before = google.calls({ path: '/youtube/v3/playlistItems' }).length
    await runAudit(payload, channel!.id)
    // Resumed: one more playlist page, not the first one again.
    expect(google.calls({ path: '/youtube/v3/playlistItems' }).length - before).toBe(1)
    ;[state] = await channelsOf(user.id)
    expect(state!.audit).toMatchObject({ status: 'done', pageToken: null })

    const audit = await getChannelAudit(user, channel!.id)
    expect(audit!.videos.length).toBe(60)
    const worst = worstFirst(audit!.videos)
    expect(worst[0]!.seoScore!).toBeLessThanOrEqual(worst.at(-1)!.seoScore!)
    const [top] = failingRuleCounts(audit!.videos)
    expect(worstFirst(audit!.videos, top!.rule)).toHaveLength(top!.count)

    const gone = audit!.videos[0]!.videoId
    google.deleteVideo(gone)
    await runAudit(payload, channel!.id)
    expect((await getChannelAudit(user, channel!.id))!.videos.map((video) => video.videoId)).not.toContain(gone)
    expect(await getChannelAudit(await customer(), channel!.id)).toBeNull()
  })
})

describe('the daily job', () => {
  it('refreshes active channels and deletes what was fetched from one not refreshed for 30 days', async () => {
    const fresh = await customer()
    const stale = await customer()
    await connect(fresh, { account: 'creator', grant: 'all' })
    const callback = new URL(google.approve(await startChannelConnection(stale), { account: 'brandManager', grant: 'all' }))
    await finishChannelConnection(callback.searchParams)
    await pickChannel(stale, (await channelChoices(stale))![0]!.youtubeChannelId)
    const [old] = await channelsOf(stale.id)
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString()
    await payload.update({
      collection: 'channels',
      id: old!.id,
      data: { status: 'needs_reconnect', statsFetchedAt: longAgo },
      overrideAccess: true,
    })

    expect(await refreshChannelsDaily(payload)).toEqual({ refreshed: 1, failed: 0, purged: 1, changesPurged: 0, quotaDaysPurged: 0 })
    const [after] = await channelsOf(stale.id)
    expect(after).toMatchObject({ analytics: [], videoCount: 0, status: 'needs_reconnect' })
    const videos = await payload.count({ collection: 'channel-videos', where: { channel: { equals: old!.id } }, overrideAccess: true })
    expect(videos.totalDocs).toBe(0)
    const [kept] = await channelsOf(fresh.id)
    expect(Date.parse(kept!.statsFetchedAt!)).toBeGreaterThan(Date.now() - 60_000)
  })
})

describe('nobody else reads a channel, and nobody reads its token', () => {
  it('hides channels and videos from another customer through REST and GraphQL, and the token from everyone', async () => {
    const owner = await customer()
    const stranger = await customer()
    await connect(owner, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(owner.id)
    const [ownerToken, strangerToken] = await Promise.all([sessionToken(payload, owner), sessionToken(payload, stranger)])

    expect((await rest('GET', `/api/channels/${channel!.id}`, { token: strangerToken })).status).toBe(404)
    expect((await rest('GET', '/api/channels', { token: strangerToken })).body.docs).toHaveLength(0)
    expect((await rest('GET', '/api/channel-videos', { token: strangerToken })).body.docs).toHaveLength(0)
    expect((await graphql('{ Channels { docs { id } } ChannelVideos { docs { id } } }', {}, { token: strangerToken })).body.data).toEqual({
      Channels: { docs: [] },
      ChannelVideos: { docs: [] },
    })
    expect(await listChannels(stranger)).toEqual([])
    expect(await getChannelHome(stranger, channel!.id)).toBeNull()

    const own = await rest('GET', `/api/channels/${channel!.id}`, { token: ownerToken })
    expect(own.status).toBe(200)
    expect(own.body).not.toHaveProperty('refreshToken')
    const asked = await graphql(`{ Channel(id: ${channel!.id}) { refreshToken } }`, {}, { token: ownerToken })
    // The field is in the schema (Payload keeps hidden fields there) but its access answers null to everyone.
    expect(asked.body.data).toEqual({ Channel: { refreshToken: null } })
    // Nobody writes a channel through the API, not even its owner.
    expect((await rest('PATCH', `/api/channels/${channel!.id}`, { token: ownerToken, body: { title: 'x' } })).status).toBe(403)
    expect((await rest('POST', '/api/channels', { token: ownerToken, body: { youtubeChannelId: 'UCx', title: 'x' } })).status).toBe(403)
  })

  it('stores the refresh token sealed: its plaintext is nowhere in the database file or the logs', async () => {
    // Everything logged, errors with their causes, as the logger receives it (pino writes past process.stdout).
    const logged: string[] = []
    const spies = (['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const).map((level) => {
      const original = payload.logger[level].bind(payload.logger)
      return vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
        logged.push(inspect(args, { depth: 8 }))
        return (original as (...a: unknown[]) => void)(...args)
      }) as never)
    })
    const user = await customer()
    await connect(user, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(user.id)
    const sealed = await sealedRefreshToken(payload, channel!.id)
    const plaintext = openRefreshToken(sealed!, channel!.youtubeChannelId)
    // The paths that log: a refresh Google refuses, a revocation that fails.
    google.setFault({ kind: 'failing' })
    await refreshOwnedChannel(user, channel!.id)
    forgetAccessToken(channel!.youtubeChannelId)
    await refreshOwnedChannel(user, channel!.id)
    await payload.delete({ collection: 'channels', id: channel!.id, overrideAccess: true })
    spies.forEach((spy) => spy.mockRestore())
    expect(logged.join('')).toContain('revoking at Google failed')
    expect(logged.join('')).not.toContain(plaintext)
    expect(plaintext).toMatch(/^1\/\//)
    expect(sealed).not.toContain(plaintext)
    // Sealed for this channel: the value does not open for another.
    expect(() => openRefreshToken(sealed!, 'UCanotherchannel0000000000')).toThrow()
    const uri = process.env.DATABASE_URI!
    if (uri.startsWith('file:')) {
      await (payload.db as unknown as SQLiteAdapter).drizzle.run('PRAGMA wal_checkpoint(FULL)' as never).catch(() => undefined)
      for (const file of [uri.slice(5), `${uri.slice(5)}-wal`]) {
        const bytes = (() => {
          try {
            return readFileSync(file)
          } catch {
            return Buffer.alloc(0)
          }
        })()
        expect(bytes.includes(Buffer.from(plaintext))).toBe(false)
      }
    }
  })
})

describe('disconnecting', () => {
  it('revokes at Google and deletes the channel, its token and every video fetched', async () => {
    const user = await customer()
    await connect(user, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(user.id)
    expect(await disconnectChannel(user, channel!.id)).toBe('disconnected')
    expect(google.calls({ path: '/revoke' })).toHaveLength(1)
    expect(google.grantedScopes(fakeAccounts.creator.email)).toEqual([])
    expect(await channelsOf(user.id)).toHaveLength(0)
    const videos = await payload.find({ collection: 'channel-videos', where: { channel: { equals: channel!.id } }, overrideAccess: true })
    expect(videos.totalDocs).toBe(0)
  })

  it('deletes everything even when Google cannot be reached, and says so', async () => {
    const user = await customer()
    await connect(user, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(user.id)
    google.setFault({ kind: 'failing' })
    expect(await disconnectChannel(user, channel!.id)).toBe('disconnected_unrevoked')
    expect(await channelsOf(user.id)).toHaveLength(0)
  })

  it('does not let another customer disconnect a channel', async () => {
    const owner = await customer()
    const stranger = await customer()
    await connect(owner, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(owner.id)
    expect(await disconnectChannel(stranger, channel!.id)).toBeNull()
    expect(await channelsOf(owner.id)).toHaveLength(1)
  })

  it('goes with the customer’s account: channel revoked, videos deleted', async () => {
    const user = await customer()
    await connect(user, { account: 'creator', grant: 'all' })
    const [channel] = await channelsOf(user.id)
    await payload.delete({ collection: 'users', id: user.id })
    expect(google.calls({ path: '/revoke' })).toHaveLength(1)
    expect((await payload.find({ collection: 'channels', where: { id: { equals: channel!.id } }, overrideAccess: true })).totalDocs).toBe(0)
    const videos = await payload.find({ collection: 'channel-videos', where: { owner: { equals: user.id } }, overrideAccess: true })
    expect(videos.totalDocs).toBe(0)
  })
})

describe("the order report's YouTube Analytics", () => {
  const now = new Date()
  const order = promotedVideoOrder(now)

  it("reads the ad views with the token of the customer's connected channel, and none for anyone else", async () => {
    const owner = await customer()
    const other = await customer()
    await connect(owner, { account: 'creator', grant: 'all' })
    const analytics = await loadAdAnalytics(order, owner.id, connectedChannelToken, now)
    expect(analytics.kind).toBe('rows')
    expect(analytics.kind === 'rows' && analytics.days.some((day) => day.adViews > 0)).toBe(true)
    await expect(loadAdAnalytics(order, other.id, connectedChannelToken, now)).resolves.toEqual({ kind: 'no-channel' })
  })

  it('gives none once the channel needs reconnecting', async () => {
    const owner = await customer()
    await connect(owner, { account: 'creator', grant: 'all' })
    await payload.update({
      collection: 'channels',
      where: { owner: { equals: owner.id } },
      data: { status: 'needs_reconnect' },
      overrideAccess: true,
    })
    expect(await connectedChannelToken(owner.id, creatorVideos.promoted)).toBeNull()
  })
})
