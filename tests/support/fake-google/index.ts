import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createControl, fixtureAdViews, type FakeGoogleControl, type RecordedRequest } from './control'
import { bearerToken, delayUnlessClosed, formFields, jsonBody, readBody, type FakeRequest, type Reply } from './core/http'
import { createSigningKey } from './core/signing-key'
import { faultApplies, failingReply, garbageReply, hostOf, rateLimitedReply, type GoogleFault } from './faults'
import { fakeApiKeys } from './fixtures'
import { fixtureEpoch } from './fixtures/clock'
import { controlEndpoint, CONTROL_PATH } from './remote'
import { route } from './router'
import type { FakeContext } from './state/context'
import { GrantStore, type OAuthClient } from './state/grants'
import { QuotaCounter } from './state/quota'
import { World } from './state/world'
import { prepareImages } from './youtube/images'

/**
 * A loopback fake of Google for the tests: OAuth 2.0 and OpenID sign-in, the YouTube Data API v3
 * (public and signed-in), the YouTube Analytics API v2, suggest, oEmbed and the image hosts, all on
 * one port and told apart by path as the real hosts are. It speaks their wire formats and keeps
 * what changes (grants, tokens, edited snippets, thumbnails, quota) until reset(). How tests drive
 * it: README.md in this folder.
 */

export type FakeGoogle = FakeGoogleControl & {
  url: string
  port: number
  /** The moment the fixtures' dates count back from (fixtures/clock.ts): a test freezing its clock starts here. */
  epoch: number
  /** Every request but the control API's, in order: tests count and inspect calls. */
  requests: RecordedRequest[]
  close(): Promise<void>
}

/** The OAuth client the fake knows unless told otherwise; it accepts the app's two callbacks on any loopback port. */
export const FAKE_GOOGLE_CLIENT: OAuthClient = {
  id: '400000000000-tubelift.apps.googleusercontent.com',
  secret: 'GOCSPX-fake-google-client-secret',
  redirectUris: [/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/api\/(auth\/google|youtube)\/callback$/],
}

/** Point the app's four YouTube base URLs at the fake. */
export const FAKE_YOUTUBE_ENV = (url: string) => ({
  YOUTUBE_SUGGEST_BASE_URL: url,
  YOUTUBE_API_BASE_URL: url,
  YOUTUBE_OEMBED_BASE_URL: url,
  YOUTUBE_IMAGE_BASE_URL: url,
})

/** Point every Google base URL of the app (issue 33's table, and the YouTube ones) at the fake. */
export const FAKE_GOOGLE_ENV = (url: string) => ({
  ...FAKE_YOUTUBE_ENV(url),
  GOOGLE_ACCOUNTS_BASE_URL: url,
  GOOGLE_OAUTH_BASE_URL: url,
  GOOGLE_OPENID_BASE_URL: url,
  YOUTUBE_ANALYTICS_BASE_URL: url,
})

/** Credentials the fake accepts: its default OAuth client and the Data API key. */
export const FAKE_GOOGLE_CREDENTIALS = {
  GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
  GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
  YOUTUBE_API_KEY: fakeApiKeys.valid,
}

export type StartOptions = {
  port: number
  /** The clock, when not the real one (setNow() can freeze it later); the fixtures are dated back from its time at start. */
  now?: () => number
  clients?: OAuthClient[]
}

/** What the calls log keeps of a request: the body as sent (uploads as type and size) and who called. */
function record(request: FakeRequest, ctx: FakeContext): RecordedRequest {
  const type = request.headers['content-type'] ?? ''
  let body: unknown
  if (type.startsWith('application/x-www-form-urlencoded')) body = Object.fromEntries(formFields(request))
  else if (type.startsWith('application/json')) body = jsonBody(request)
  else if (request.body.length > 0) body = { contentType: type, bytes: request.body.length }
  const token = bearerToken(request)
  const issued = token ? ctx.grants.accessToken(token) : undefined
  const account = issued && issued !== 'expired' ? ctx.world.accountBySub(issued.sub)?.email : undefined
  return {
    method: request.method,
    path: request.path,
    query: Object.fromEntries(request.query),
    at: Date.now(),
    ...(body === undefined ? {} : { body }),
    ...(account ? { account } : {}),
  }
}

export async function startFakeGoogle({ port, now, clients }: StartOptions): Promise<FakeGoogle> {
  let frozen: number | null = null
  const clock = () => frozen ?? now?.() ?? Date.now()
  const epoch = fixtureEpoch(clock())
  const ctx: FakeContext = {
    world: new World(epoch),
    grants: new GrantStore(clock),
    quota: new QuotaCounter(clock),
    clients: clients ?? [FAKE_GOOGLE_CLIENT],
    now: clock,
    signingKey: createSigningKey(),
    consents: [],
    rankings: new Map(),
    adViews: fixtureAdViews(clock()),
  }
  const requests: RecordedRequest[] = []
  const images = await prepareImages()
  let fault: GoogleFault = { kind: 'none' }
  const reset = () => {
    frozen = null
    fault = { kind: 'none' }
    requests.length = 0
    ctx.world.reset()
    ctx.grants.reset()
    ctx.quota.reset()
    ctx.consents.length = 0
    ctx.rankings.clear()
    ctx.adViews = fixtureAdViews(clock())
  }
  const hooks = {
    setFault: (next: GoogleFault) => void (fault = next),
    setNow: (time: number | null) => void (frozen = time),
    requests,
    reset,
  }
  const control = createControl(ctx, hooks, FAKE_GOOGLE_CLIENT.id)

  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const body = await readBody(req)
    if (body === null) return { status: 413, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: 'Request Entity Too Large' }
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      res,
    }
    if (url.pathname === CONTROL_PATH) return controlEndpoint(request, control)
    requests.push(record(request, ctx))
    const host = hostOf(url.pathname)
    if (faultApplies(fault, host)) {
      if (fault.kind === 'failing') return failingReply(host)
      if (fault.kind === 'garbage') return garbageReply(host)
      if (fault.kind === 'rate_limited') return rateLimitedReply(host)
      if (fault.kind === 'slow') await delayUnlessClosed(fault.delayMs, res)
    }
    return route(request, ctx, images)
  }

  const server = createServer((req, res) => {
    void answer(req, res)
      .catch((error: unknown) => ({ status: 500, headers: { 'content-type': 'text/plain' }, body: String(error) }))
      .then((reply) => {
        // The client may have gone while a slow answer was pending.
        if (!res.destroyed) res.writeHead(reply.status, reply.headers).end(reply.body)
      })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  // With port 0 the OS picks a free port: report the one actually bound.
  const bound = (server.address() as AddressInfo).port
  return {
    ...control,
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    epoch,
    requests,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve))
      // fetch keeps connections alive; without this close() would wait for them to time out.
      server.closeAllConnections()
      await closed
    },
  }
}

export { connectFakeGoogle, type RemoteFakeGoogle } from './remote'
export type { FakeGoogleControl, RecordedRequest, VideoState } from './control'
export type { Consent } from './state/context'
export type { GoogleFault, GoogleHost } from './faults'
export type { NewAccount, NewChannel, VideoEdit } from './state/world'
export type { QuotaBucket, QuotaUse } from './state/quota'
export { QUOTA_COSTS } from './state/quota'
export { SCOPES } from './core/scopes'
export type { ApiError } from './core/http'
export type { GoogleAccount, WorldChannel, WorldVideo } from './core/types'
export * from './fixtures'
export type * from './responses'
