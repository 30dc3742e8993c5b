import { createHash } from 'node:crypto'

import { addDays, hash, pacificDay } from './core/determinism'
import type { Reply } from './core/http'
import type { GoogleAccount, WorldChannel, WorldVideo } from './core/types'
import type { GoogleFault } from './faults'
import { creatorVideos } from './fixtures'
import { authorize } from './oauth/authorize'
import type { Consent, FakeContext } from './state/context'
import type { QuotaBucket, QuotaUse } from './state/quota'
import type { NewAccount, VideoEdit } from './state/world'
import { normaliseKeyword } from './youtube/search'

/**
 * What a test can do to the fake Google, in process (`fake.nextConsent(…)`) or, for Playwright
 * tests whose fake runs in the global setup's process, over HTTP (`connectFakeGoogle(url)`).
 * Everything takes and returns plain JSON values, so both ways are the same API.
 */

export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  at: number
  /** Form fields or JSON as sent; for an upload, its type and size. */
  body?: unknown
  /** The Google account behind the Bearer token, when the token is valid. */
  account?: string
}

/** A video as the fake holds it now (a custom thumbnail as its size and SHA-256, not its bytes). */
export type VideoState = Omit<WorldVideo, 'custom'> & {
  custom?: { version: number; width: number; height: number; bytes: number; sha256: string }
}

export type FakeGoogleControl = {
  /** Queues the answer to the next authorization request (see Consent). */
  nextConsent(consent: Consent): void
  /** Answers an authorization URL the app built, as a consenting browser would: the callback URL with code and state. */
  approve(authorizationUrl: string, consent?: Consent): string
  addAccount(account: NewAccount): GoogleAccount
  account(keyOrEmail: string): GoogleAccount | undefined
  /** What the account granted the client (the default client unless named). */
  grantedScopes(account: string, clientId?: string): string[]
  /** The user removes the app at myaccount.google.com: every token of the grant stops working. */
  revokeGrant(account: string, clientId?: string): void
  /** As if an hour had passed for the access tokens (of one account when named); refresh tokens still work. */
  expireAccessTokens(account?: string): number
  video(id: string): VideoState | undefined
  channel(idOrHandle: string): WorldChannel | undefined
  /** A change made in YouTube Studio, behind the app's back. */
  editVideo(id: string, edit: VideoEdit): void
  deleteVideo(id: string): void
  /** The channel is deleted or terminated: channels.list no longer finds it, its uploads playlist answers 404. */
  terminateChannel(idOrHandle: string): void
  /** search.list for this keyword lists these videos first, in this order. */
  setSearchResults(keyword: string, videoIds: string[]): void
  /** Puts a video at a 1-based position for this keyword, or takes it out (null). */
  rankVideo(keyword: string, videoId: string, position: number | null): void
  /** Daily limits in units; null removes a limit. */
  setQuotaLimits(limits: Partial<Record<QuotaBucket, number | null>>): void
  quotaUse(): QuotaUse
  /** Midnight Pacific: the quota counters start again. */
  resetQuotaDay(): void
  /** ADVERTISING views of a video per day ('YYYY-MM-DD'), replacing any it had. */
  setAdViews(videoId: string, views: Record<string, number>): void
  /** Freezes the fake's clock (tokens, quota day, Analytics' today); null returns to the real clock. */
  setNow(time: string | number | null): void
  setFault(fault: GoogleFault): void
  calls(filter?: { path?: string; method?: string }): RecordedRequest[]
  /** Back to the fixtures: accounts, grants, tokens, videos, rankings, quota, ad views, faults, clock, calls. */
  reset(): void
}

export const CONTROL_METHODS = [
  'nextConsent',
  'approve',
  'addAccount',
  'account',
  'grantedScopes',
  'revokeGrant',
  'expireAccessTokens',
  'video',
  'channel',
  'editVideo',
  'deleteVideo',
  'terminateChannel',
  'setSearchResults',
  'rankVideo',
  'setQuotaLimits',
  'quotaUse',
  'resetQuotaDay',
  'setAdViews',
  'setNow',
  'setFault',
  'calls',
  'reset',
] as const satisfies readonly (keyof FakeGoogleControl)[]

/** The fixtures' ad campaign: the promoted video got ad views on each of the last 20 days. */
export function fixtureAdViews(now: number): FakeContext['adViews'] {
  const today = pacificDay(new Date(now))
  const days = Array.from({ length: 20 }, (_, i) => addDays(today, -20 + i))
  return new Map([[creatorVideos.promoted, new Map(days.map((day) => [day, 600 + (hash(`ads:${day}`) % 500)]))]])
}

function approveDirectly(ctx: FakeContext, url: string, consent?: Consent): string {
  if (consent) ctx.consents.unshift(consent)
  const reply: Reply = authorize(new URL(url).searchParams, ctx)
  // A request refused before any consent was read leaves this one queued: it was for this URL only.
  if (consent && ctx.consents[0] === consent) ctx.consents.shift()
  const location = reply.headers.location
  if (reply.status !== 302 || !location)
    throw new Error(
      `fake Google did not redirect (${reply.status}): ${String(reply.body)
        .replace(/<[^>]+>/g, ' ')
        .trim()}`,
    )
  return location
}

type Hooks = {
  setFault: (fault: GoogleFault) => void
  setNow: (now: number | null) => void
  requests: RecordedRequest[]
  reset: () => void
}

export function createControl(ctx: FakeContext, hooks: Hooks, defaultClientId: string): FakeGoogleControl {
  const sub = (account: string) => {
    const found = ctx.world.account(account)
    if (!found) throw new Error(`fake Google has no account "${account}"`)
    return found.sub
  }
  return {
    nextConsent: (consent) => void ctx.consents.push(consent),
    approve: (url, consent) => approveDirectly(ctx, url, consent),
    addAccount: (account) => ctx.world.addAccount(account),
    account: (keyOrEmail) => ctx.world.account(keyOrEmail),
    grantedScopes: (account, clientId = defaultClientId) => ctx.grants.granted(sub(account), clientId),
    revokeGrant: (account, clientId) => ctx.grants.revokeGrant(sub(account), clientId),
    expireAccessTokens: (account) => ctx.grants.expireAccessTokens(account ? sub(account) : undefined),
    video: (id) => {
      const video = ctx.world.video(id)
      if (!video) return undefined
      const { custom, ...rest } = video
      return custom
        ? {
            ...rest,
            custom: {
              version: custom.version,
              width: custom.width,
              height: custom.height,
              bytes: custom.image.length,
              sha256: createHash('sha256').update(custom.image).digest('hex'),
            },
          }
        : rest
    },
    channel: (idOrHandle) => ctx.world.channels.get(idOrHandle) ?? ctx.world.channelByHandle(idOrHandle),
    editVideo: (id, edit) => void ctx.world.editVideo(id, edit),
    deleteVideo: (id) => ctx.world.deleteVideo(id),
    terminateChannel: (idOrHandle) => {
      const channel = ctx.world.channels.get(idOrHandle) ?? ctx.world.channelByHandle(idOrHandle)
      if (!channel) throw new Error(`fake Google has no channel "${idOrHandle}"`)
      for (const id of [...channel.videoIds]) ctx.world.deleteVideo(id)
      ctx.world.channels.delete(channel.id)
    },
    setSearchResults: (keyword, videoIds) =>
      void ctx.rankings.set(normaliseKeyword(keyword), new Map(videoIds.map((id, i) => [i + 1, id]))),
    rankVideo: (keyword, videoId, position) => {
      const placed = ctx.rankings.get(normaliseKeyword(keyword)) ?? new Map<number, string>()
      for (const [at, id] of placed) if (id === videoId) placed.delete(at)
      if (position !== null) placed.set(position, videoId)
      ctx.rankings.set(normaliseKeyword(keyword), placed)
    },
    setQuotaLimits: (limits) => ctx.quota.setLimits(limits),
    quotaUse: () => ctx.quota.use(),
    resetQuotaDay: () => ctx.quota.resetDay(),
    setAdViews: (videoId, views) => void ctx.adViews.set(videoId, new Map(Object.entries(views))),
    setNow: (time) => hooks.setNow(time === null ? null : new Date(time).getTime()),
    setFault: (fault) => hooks.setFault(fault),
    calls: ({ path, method } = {}) => hooks.requests.filter((r) => (!path || r.path.startsWith(path)) && (!method || r.method === method)),
    reset: () => hooks.reset(),
  }
}
