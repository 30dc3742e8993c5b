import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CapturedResponse = { status: number; contentType: string; body: Buffer }

/**
 * The yardstick: a bare Node `http` server that answers every request with bytes captured from the
 * app, so a route's ratio to it says what the framework, the database and rendering cost on top.
 */
export async function startBaseline(responses: Map<string, CapturedResponse>) {
  const server = createServer((request, response) => {
    const captured = responses.get(request.url ?? '/')
    request.resume()
    if (!captured) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(captured.status, { 'content-type': captured.contentType, 'content-length': captured.body.length })
    response.end(captured.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
