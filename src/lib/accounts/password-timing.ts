import { pbkdf2 } from 'node:crypto'

/*
 * Payload hashes passwords with PBKDF2-SHA256, 600,000 iterations, 32 bytes (its current format,
 * payload/dist/auth/strategies/local/generatePasswordSaltHash.js). Checking a password costs one such
 * hash, about 100-200 ms; answering without one (no such account) took 10-20 ms, which told anyone
 * timing the answer who has an account.
 */
const ITERATIONS = 600_000
const KEY_BYTES = 32
const SALT = 'tubelift-no-such-account'

/** Spends the time checking a password takes, for answers that need no check (docs/security.md, round 2 item 4). */
export function spendPasswordCheckTime(password: string): Promise<void> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, SALT, ITERATIONS, KEY_BYTES, 'sha256', (error) => (error ? reject(error) : resolve())),
  )
}
