// @ts-check
/**
 * The client's address as the server saw it (decision 004). Route handlers, server actions and Payload
 * see a Web `Request` without the socket, and Next copies the TCP peer into X-Forwarded-For only when
 * the client sent none, so a client-sent header would hide it. The server stores the peer in a header
 * of its own, replacing anything a client sent under that name; `src/lib/http/request-ip.ts` reads it.
 */
export const SOCKET_ADDRESS_HEADER = 'x-tubelift-socket-address'

/** @param {import('node:http').IncomingMessage} request */
export function recordClientAddress(request) {
  const address = request.socket?.remoteAddress
  if (address) request.headers[SOCKET_ADDRESS_HEADER] = address.replace(/^::ffff:/, '')
  else delete request.headers[SOCKET_ADDRESS_HEADER]
}
