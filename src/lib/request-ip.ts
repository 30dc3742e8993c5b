import { env } from './env'

/**
 * Request header carrying the TCP peer's address, set by the HTTP server itself (see
 * socket-address.ts) after removing any value a client sent.
 */
export const SOCKET_ADDRESS_HEADER = 'x-tubelift-socket-address'

/**
 * The client's IP, for rate limits and lockouts. With TRUSTED_PROXY_HOPS=0 (default) it is the socket
 * address: X-Forwarded-For is ignored, since anyone can send it. With N trusted proxies in front, it is
 * the entry the outermost of them appended to X-Forwarded-For (the N-th from the right); entries further
 * left were written by the client and are never used. A request that did not pass every proxy falls
 * back to its socket address.
 */
export function clientIp(headers: Headers, hops = env.TRUSTED_PROXY_HOPS): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim() || undefined
  if (hops === 0) return socket ?? 'local'
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return forwarded[forwarded.length - hops] ?? socket ?? forwarded[0] ?? 'local'
}
