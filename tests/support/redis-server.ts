import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import os from 'node:os'

/**
 * A throwaway `redis-server` on a loopback port (nothing persisted), for tests that
 * need the real wire protocol. `stop()` and `start()` again simulate an outage and a recovery.
 */
export type RedisServer = { url: string; port: number; start(): Promise<void>; stop(): Promise<void> }

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`redis-server did not listen on ${port}`))
        else setTimeout(attempt, 50)
      })
    }
    attempt()
  })
}

export function redisServer(port: number): RedisServer {
  let child: ChildProcess | null = null
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', os.tmpdir()], { stdio: 'ignore' })
      await waitForPort(port, 10_000)
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
