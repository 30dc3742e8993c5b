// @ts-check
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * A page that cannot be rendered because the database is unreachable (PostgreSQL restarting, a lost
 * connection) is a temporary condition, not a bug: it is answered 503 with Retry-After, as the APIs
 * answer it, instead of the 500 Next gives every rendering error. The app notes such a failure on
 * the request it happened in (`noteDatabaseFailure` in src/lib/database-errors.ts, called by the
 * PostgreSQL pool); here, when that request's answer is a 500, it becomes a 503. Any other 500 stays
 * a 500. The request store is shared with the app's bundle through a global symbol, since this file
 * runs outside Next's bundles.
 */
const REQUESTS = Symbol.for('tubelift.database-outage.requests')
/** @type {AsyncLocalStorage<{ databaseUnavailable: boolean }>} */
const requests = new AsyncLocalStorage()
Object.assign(globalThis, { [REQUESTS]: requests })

const RETRY_AFTER_SECONDS = '5'

/**
 * Runs `work` (Next handling the request) with a store the app marks on a database outage.
 * @template T
 * @param {import('node:http').ServerResponse} response
 * @param {() => T} work
 * @returns {T}
 */
export function answerDatabaseOutagesWith503(response, work) {
  const store = { databaseUnavailable: false }
  const writeHead = response.writeHead
  /** @type {(...args: any[]) => import('node:http').ServerResponse} */
  const replacement = function (statusCode, ...rest) {
    if (statusCode !== 500 || !store.databaseUnavailable) return writeHead.call(response, statusCode, ...rest)
    response.setHeader('Retry-After', RETRY_AFTER_SECONDS)
    response.setHeader('Cache-Control', 'no-store')
    // A status message given for the 500 ("Internal Server Error") would be wrong for the 503.
    return writeHead.call(response, 503, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest))
  }
  response.writeHead = /** @type {typeof writeHead} */ (replacement)
  return requests.run(store, work)
}
