// @ts-check
/**
 * What the production server (server/database-outages.mjs, plain Node outside Next's bundles) and
 * the app's database client (errors.ts `noteDatabaseOutcome`) share: how long a client waits after
 * a transient database failure, and the process-wide record of such failures. The record is reached
 * through a global symbol, since the server and the app's bundle are separate module graphs.
 */

/** Seconds a client should wait before retrying after a transient database error. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

/** @typedef {{ failingSince: number, lastFailureAt: number }} DatabaseState */

export const DATABASE_STATE = Symbol.for('tubelift.database-state')
