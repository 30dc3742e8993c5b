import { spawn, type ChildProcess } from 'node:child_process'
import os from 'node:os'

import { portAnswers } from './ports'

/**
 * A throwaway `redis-server` on a loopback port (nothing persisted), for tests that
 * need the real wire protocol. `stop()` and `start()` again simulate an outage and a recovery.
 */
export type RedisServer = { url: string; port: number; start(): Promise<void>; stop(): Promise<void> }

/** Until `child` listens on `port`; fails as soon as it exits (a port taken meanwhile, a bad option). */
async function waitForListening(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`redis-server on port ${port} exited (${child.exitCode ?? child.signalCode}) before it listened`)
    if (await portAnswers(port)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`redis-server did not listen on ${port}`)
}

export function redisServer(port: number): RedisServer {
  let child: ChildProcess | null = null
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      // A Redis left on the port (another run, a killed test) would answer in place of this one,
      // with its keys: cached pages and counted limits of another database.
      if (await portAnswers(port))
        throw new Error(`port ${port} is taken: something else listens there, so a test Redis cannot start on it`)
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', os.tmpdir()],
        { stdio: 'ignore' },
      )
      await waitForListening(child, port, 10_000)
    },
    async stop() {
      const running = child
      child = null
      if (!running || running.exitCode !== null) return
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve())
        running.kill('SIGKILL')
      })
    },
  }
}
