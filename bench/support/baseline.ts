import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CapturedResponse = { status: number; contentType: string; contentEncoding?: string; body: Buffer }

/**
 * The exact bytes the app sends for one request, as they come off the wire: with `accept-encoding`
 * the body stays compressed (fetch would inflate it), so the baseline can send the same bytes.
 */
export function captureRaw(
  url: string,
  { method = 'GET', body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> },
) {
  return new Promise<CapturedResponse>((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? 'text/html'),
          contentEncoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

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
    response.writeHead(captured.status, {
      'content-type': captured.contentType,
      ...(captured.contentEncoding ? { 'content-encoding': captured.contentEncoding } : {}),
      'content-length': captured.body.length,
    })
    response.end(captured.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
