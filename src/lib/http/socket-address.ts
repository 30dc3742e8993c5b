import http from 'node:http'

import { SOCKET_ADDRESS_HEADER } from './request-ip'

let installed = false

/**
 * Route handlers, server actions and Payload see a Web Request: the TCP peer's address is gone by then.
 * Next's server copies it into X-Forwarded-For only when the client sent no such header
 * (next/dist/server/base-server.js: `req.headers['x-forwarded-for'] ??= socket.remoteAddress`), so a
 * client-sent header hides it. This wraps the HTTP server's 'request' event, before Next sees the
 * request, to store the peer address in a header of its own, replacing anything a client sent under
 * that name. Installed once from instrumentation.ts, which runs before the server answers requests.
 */
export function exposeSocketAddress() {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function emitWithSocketAddress(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      const address = request.socket?.remoteAddress
      if (address) request.headers[SOCKET_ADDRESS_HEADER] = address.replace(/^::ffff:/, '')
      else delete request.headers[SOCKET_ADDRESS_HEADER]
    }
    return (emit as (event: string | symbol, ...args: unknown[]) => boolean).apply(this, [event, ...args])
  } as typeof emit
}
