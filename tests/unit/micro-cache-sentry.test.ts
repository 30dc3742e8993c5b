import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import * as Sentry from '@sentry/nextjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createMicroCache } from '../../server/micro-cache.mjs'
import { initServerSentry } from '../support/sentry-sdk'

/**
 * The micro-cache keeps the requests it answers from memory out of Sentry's HTTP wrapper by setting
 * the mark that wrapper leaves on requests it has taken on. That mark is Sentry's, not a documented
 * option: this runs the real Sentry server SDK, as `src/instrumentation.ts` sets it up, so a Sentry
 * upgrade that stops honouring it fails here instead of silently costing every cached page again.
 */
let server: Server
let base: string
/** For each request the server saw, whether Sentry had given it a scope of its own. */
const sentryScoped: { url: string; fromMemory: boolean; scoped: boolean }[] = []

beforeAll(async () => {
  // A DSN nobody listens on: nothing is sent unless an error is captured, and none is.
  initServerSentry('http://public@127.0.0.1:9/1', 0.1)
  const processScope = Sentry.getIsolationScope()
  const cache = createMicroCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 })
  server = createServer((request, response) => {
    const scoped = Sentry.getIsolationScope() !== processScope
    const fromMemory = cache.handle(request, response)
    sentryScoped.push({ url: request.url ?? '', fromMemory, scoped })
    if (fromMemory) return
    // Next's answer for a page it serves from its cache.
    response.setHeader('x-nextjs-cache', 'HIT')
    response.setHeader('cache-control', 's-maxage=31536000')
    response.end('<p>a cached page</p>')
  })
  cache.skipSentryForMemoryAnswers(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await Sentry.close(0)
})

describe('micro-cache and Sentry', () => {
  it('gives requests that reach the app their own Sentry scope, and answers from memory none', async () => {
    for (let i = 0; i < 3; i++) await (await fetch(`${base}/blog`)).text()
    await (await fetch(`${base}/api/health`)).text()
    expect(sentryScoped).toEqual([
      { url: '/blog', fromMemory: false, scoped: true },
      { url: '/blog', fromMemory: true, scoped: false },
      { url: '/blog', fromMemory: true, scoped: false },
      { url: '/api/health', fromMemory: false, scoped: true },
    ])
  })
})
