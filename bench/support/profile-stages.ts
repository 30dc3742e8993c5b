import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

type CallFrame = { functionName: string; url: string }

/**
 * The stages of a request a CPU profile's sample is counted in (`npm run bench:profile`, issue 37),
 * each sample in exactly one, so the stages add up to the request's CPU. The first four are decided
 * by the whole stack (whatever runs inside them counts there); the others by the sampled frame's own
 * code. An async continuation (after an `await`) has no caller on its stack: it counts where its
 * own frame's code is, e.g. the SQL of the session check's user read counts as the database.
 */
export const STAGES = [
  'garbage collection',
  'compression (gzip)',
  'proxy (src/proxy.ts and Next running it)',
  'session check (Payload auth strategies: JWT verify, user read)',
  'Sentry and OpenTelemetry (own code)',
  'Payload and the database',
  'React render to RSC and HTML (layouts, pages, components)',
  "Next's server (routing, request and response handling)",
  'Node and V8 (HTTP, streams, promises, async hooks)',
] as const

export type Stage = (typeof STAGES)[number]

/** The chunks of the build's proxy (Next's middleware entry), but Turbopack's runtime and externals every entry shares. */
function proxyChunks(): string[] {
  const entry = path.resolve('.next/server/middleware.js')
  if (!existsSync(entry)) return []
  return [...readFileSync(entry, 'utf8').matchAll(/"server\/(chunks\/[^"]+\.js)"/g)]
    .map((match) => match[1]!)
    .filter((chunk) => !chunk.includes('[turbopack]') && !chunk.includes('[externals]'))
}

/** Payload's auth strategies, and its JWT strategy's frames that an `await` leaves without their caller. */
const SESSION_CHECK = new Set(['executeAuthStrategies', 'JWTAuthentication', 'jwtVerify'])
const DATABASE = /node_modules\/(payload|@payloadcms\/(drizzle|db-[a-z]+)|drizzle-orm|libsql|@libsql\/[a-z-]+)\//
const RENDER =
  /node_modules\/(next\/dist\/compiled\/next-server\/app-page|react|react-dom|react-server-dom-[a-z-]+)|\/\.next\/server\/(chunks|app)\//

/** A classifier of stacks (innermost frame first) into stages, for the current build's proxy chunks. */
export function stageClassifier(proxy = proxyChunks()): (stack: CallFrame[]) => Stage {
  return (stack) => {
    const [own] = stack
    if (!own) return 'Node and V8 (HTTP, streams, promises, async hooks)'
    if (own.functionName === '(garbage collector)') return 'garbage collection'
    if (stack.some(({ url }) => url === 'node:zlib' || url.includes('next/dist/compiled/compression/'))) return 'compression (gzip)'
    if (stack.some(({ url, functionName }) => functionName === 'runMiddleware' || proxy.some((chunk) => url.endsWith(chunk))))
      return 'proxy (src/proxy.ts and Next running it)'
    if (stack.some(({ functionName }) => SESSION_CHECK.has(functionName)))
      return 'session check (Payload auth strategies: JWT verify, user read)'
    if (/node_modules\/(@sentry|@opentelemetry)\//.test(own.url)) return 'Sentry and OpenTelemetry (own code)'
    if (DATABASE.test(own.url)) return 'Payload and the database'
    if (RENDER.test(own.url)) return 'React render to RSC and HTML (layouts, pages, components)'
    if (own.url.includes('node_modules/next/')) return "Next's server (routing, request and response handling)"
    return 'Node and V8 (HTTP, streams, promises, async hooks)'
  }
}
