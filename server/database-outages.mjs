// @ts-check
/**
 * A page that cannot be rendered because the database is unreachable (PostgreSQL restarting, a lost
 * connection) is a temporary condition, not a bug: it is answered 503 with Retry-After, as the APIs
 * answer it, instead of the 500 Next gives every rendering error. The app's PostgreSQL client notes
 * each query's outcome (`noteDatabaseOutcome` in src/lib/database/errors.ts): while its latest outcome is a connection-level failure, and for a few
 * seconds after the last one (a render that failed just before the database came back answers
 * after it did), a 500 becomes a 503. Process-wide rather than per request, because one database
 * read often serves many requests at once (a page being rendered, a cached read being filled). The
 * state is shared with the app's bundle through a global symbol, since this file runs outside
 * Next's bundles.
 */
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_STATE } from '../src/lib/database/outage-state.mjs'

/** @type {import('../src/lib/database/outage-state.mjs').DatabaseState} */
const state = { failingSince: 0, lastFailureAt: 0 }
/** How long after the last failure a 500 is still taken for the outage's. */
const AFTERMATH_MS = 5_000
Object.assign(globalThis, { [DATABASE_STATE]: state })

/**
 * Makes `response` a 503 with Retry-After instead of a 500 while the database is failing.
 * @param {import('node:http').ServerResponse} response
 */
export function answerDatabaseOutagesWith503(response) {
  const writeHead = response.writeHead
  /** @type {(...args: any[]) => import('node:http').ServerResponse} */
  const replacement = function (statusCode, ...rest) {
    const outage = state.failingSince > 0 || Date.now() - state.lastFailureAt < AFTERMATH_MS
    if (statusCode !== 500 || !outage) return writeHead.call(response, statusCode, ...rest)
    response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
    response.setHeader('Cache-Control', 'no-store')
    // A status message given for the 500 ("Internal Server Error") would be wrong for the 503.
    return writeHead.call(response, 503, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest))
  }
  response.writeHead = /** @type {typeof writeHead} */ (replacement)
}
