import { describe, expect, it } from 'vitest'

import { stageClassifier } from '../../bench/support/profile-stages'

const build = '/srv/app/.next/server'
const modules = '/srv/app/node_modules'
const PROXY_CHUNK = 'chunks/[root-of-the-server]__proxy._.js'
const frame = (functionName: string, url: string) => ({ functionName, url })

const gzip = frame('processChunk', 'node:zlib')
const proxy = frame('tz', `file://${build}/${PROXY_CHUNK}`)
const jwt = frame('JWTAuthentication', `file://${modules}/payload/dist/auth/strategies/jwt.js`)
const sql = frame('executeStmt', `file://${modules}/@libsql/client/lib-esm/sqlite3.js`)
const drizzle = frame('execute', `file://${modules}/drizzle-orm/sqlite-core/session.js`)
const sentry = frame('withIsolationScope', `file://${modules}/@sentry/core/build/cjs/currentScopes.js`)
const react = frame('renderElement', `file://${modules}/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js`)
const page = frame('DashboardPage', `file://${build}/chunks/ssr/src_app_dashboard._.js`)
const router = frame('handleRoute', `file://${modules}/next/dist/server/lib/router-utils/resolve-routes.js`)
const http = frame('parserOnIncoming', 'node:_http_server')

describe('the stages of a profiled request (npm run bench:profile)', () => {
  const stageOf = stageClassifier([PROXY_CHUNK])

  it('counts what runs inside compression, the proxy and the session check there, whoever called it', () => {
    expect(stageOf([gzip, react, sentry, http])).toBe('compression (gzip)')
    expect(stageOf([sentry, proxy, router, http])).toBe('proxy (src/proxy.ts and Next running it)')
    expect(stageOf([drizzle, jwt, page])).toBe('session check (Payload auth strategies: JWT verify, user read)')
  })

  it('counts the rest by the sampled frame’s own code', () => {
    expect(stageOf([frame('(garbage collector)', '')])).toBe('garbage collection')
    expect(stageOf([sentry, react, http])).toBe('Sentry and OpenTelemetry (own code)')
    // An awaited read resumes without its caller: the session check's SQL counts as the database.
    expect(stageOf([sql, drizzle])).toBe('Payload and the database')
    expect(stageOf([react, sentry])).toBe('React render to RSC and HTML (layouts, pages, components)')
    expect(stageOf([page, react])).toBe('React render to RSC and HTML (layouts, pages, components)')
    expect(stageOf([router, sentry, http])).toBe("Next's server (routing, request and response handling)")
    expect(stageOf([http])).toBe('Node and V8 (HTTP, streams, promises, async hooks)')
    expect(stageOf([])).toBe('Node and V8 (HTTP, streams, promises, async hooks)')
  })

  it('knows the proxy by Next running it when the build’s proxy chunks are not known', () => {
    const runMiddleware = frame('runMiddleware', `file://${modules}/next/dist/server/next-server.js`)
    expect(stageClassifier([])([router, runMiddleware, http])).toBe('proxy (src/proxy.ts and Next running it)')
  })
})
