/**
 * A throwaway PostgreSQL cluster for the tests, the benchmark and `npm test`: Debian's `postgresql`
 * package (`initdb` and `pg_ctl`), a data folder in a temporary directory, one loopback port, trust
 * authentication, nothing synced to disk (the data is thrown away). Run as root (CI), the server
 * runs as the `postgres` user, which PostgreSQL requires. `stop()` then `start()` again is an
 * outage and a recovery on the same data; `destroy()` stops it and deletes the folder.
 *
 * Plain JavaScript with JSDoc types, so `scripts/test.mjs` (plain Node) and the TypeScript suites
 * share it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * @typedef {object} PostgresServer
 * @property {number} port
 * @property {(database?: string) => string} url A `postgres://` URL of a database on this server.
 * @property {() => Promise<void>} start Creates the cluster on first use, then starts it.
 * @property {() => Promise<void>} stop A fast shutdown: open connections are ended (an outage).
 * @property {() => Promise<void>} destroy Stops the server and deletes its data.
 * @property {(name: string, template?: string) => void} createDatabase
 * @property {(name: string) => void} dropDatabase Ends the database's connections first.
 * @property {() => string} logTail The server log's last lines, for failure messages.
 */

/**
 * The folder holding `initdb` and `pg_ctl`: `POSTGRES_BIN_DIR`, else Debian's newest
 * `/usr/lib/postgresql/<version>/bin`, else wherever `pg_ctl` is on the PATH; null when none is found.
 * @returns {string | null}
 */
export function postgresBinDir() {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((version) => existsSync(path.join(debian, version, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a))
    if (versions[0]) return path.join(debian, versions[0], 'bin')
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim()
  return found ? path.dirname(found) : null
}

/** Root may not run PostgreSQL: commands then run as the `postgres` user. */
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0

/**
 * @param {string} bin
 * @param {string} command
 * @param {string[]} args
 */
function runAsServerUser(bin, command, args) {
  const file = path.join(bin, command)
  const [program, programArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
  const result = spawnSync(program, programArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`)
  return result.stdout
}

/** @param {string} name */
const quoted = (name) => `"${name.replace(/"/g, '""')}"`

/**
 * @param {number} port
 * @param {{ maxConnections?: number }} [options]
 * @returns {PostgresServer}
 */
export function postgresServer(port, { maxConnections = 200 } = {}) {
  const bin = postgresBinDir()
  /** @type {string | null} */
  let dir = null
  const data = () => path.join(/** @type {string} */ (dir), 'data')
  const logFile = () => path.join(/** @type {string} */ (dir), 'server.log')

  /** @param {string} statement */
  const psql = (statement) => {
    execFileSync(path.join(/** @type {string} */ (bin), 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', statement], {
      env: { ...process.env, PGHOST: '127.0.0.1', PGPORT: String(port), PGUSER: 'postgres', PGDATABASE: 'postgres' },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
  }

  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set POSTGRES_BIN_DIR)')
      if (!dir) {
        dir = mkdtempSync(path.join(os.tmpdir(), 'tubelift-postgres-'))
        if (asRoot) {
          const id = (/** @type {string} */ flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
          chownSync(dir, id('-u'), id('-g'))
        }
        runAsServerUser(bin, 'initdb', ['-D', data(), '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
      }
      const settings = [
        `-p ${port}`,
        "-c listen_addresses='127.0.0.1'",
        `-c unix_socket_directories='${dir}'`,
        `-c max_connections=${maxConnections}`,
        // Throwaway data: nothing needs to survive a power cut.
        '-c fsync=off -c synchronous_commit=off -c full_page_writes=off',
      ]
      try {
        runAsServerUser(bin, 'pg_ctl', ['-D', data(), '-l', logFile(), '-o', settings.join(' '), '-w', '-t', '60', 'start'])
      } catch (error) {
        // The log says why, e.g. "could not bind IPv4 address": another run's server on the port.
        throw new Error(`${/** @type {Error} */ (error).message}\n--- server log ---\n${this.logTail()}`)
      }
    },
    async stop() {
      if (!dir || !bin || !existsSync(path.join(data(), 'postmaster.pid'))) return
      runAsServerUser(bin, 'pg_ctl', ['-D', data(), '-m', 'fast', '-w', '-t', '60', 'stop'])
    },
    async destroy() {
      if (!dir) return
      await this.stop()
      rmSync(dir, { recursive: true, force: true })
      dir = null
    },
    createDatabase(name, template) {
      psql(`CREATE DATABASE ${quoted(name)}${template ? ` TEMPLATE ${quoted(template)}` : ''}`)
    },
    dropDatabase(name) {
      psql(`DROP DATABASE IF EXISTS ${quoted(name)} WITH (FORCE)`)
    },
    logTail() {
      if (!dir || !existsSync(logFile())) return ''
      return readFileSync(logFile(), 'utf8').split('\n').slice(-40).join('\n')
    },
  }
}
