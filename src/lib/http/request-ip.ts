import { isIP } from 'node:net'

import ipaddr from 'ipaddr.js'

import { env } from '@/lib/env'

import { SOCKET_ADDRESS_HEADER } from './client-address.mjs'

export { SOCKET_ADDRESS_HEADER }

/**
 * The client's IP, for rate limits and lockouts. With TRUSTED_PROXY_HOPS=0 (default) it is the socket
 * address: X-Forwarded-For is ignored, since anyone can send it. With N trusted proxies in front, it is
 * the entry the outermost of them appended to X-Forwarded-For (the N-th from the right); entries further
 * left were written by the client and are never used. A request that did not pass every proxy falls
 * back to its socket address. IPv6 clients are counted by network (see `rateLimitAddress`).
 */
export function clientIp(headers: Headers, hops = env.TRUSTED_PROXY_HOPS): string {
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim() || undefined
  if (hops === 0) return rateLimitAddress(socket ?? 'local')
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  return rateLimitAddress(forwarded[forwarded.length - hops] ?? socket ?? forwarded[0] ?? 'local')
}

/** The leading bits of an IPv6 address that name one subscriber: ISPs hand each a whole /64 (RFC 6177). */
const IPV6_SUBSCRIBER_PREFIX = 64

/**
 * One client as rate limits count it. An IPv4 address is itself. An IPv6 address is its /64 network
 * (`2001:db8:1:2::/64`): whoever holds one address of a /64 can use any of its 2^64, so counting
 * addresses would let one person take a fresh allowance with every request, and fill the limiter's
 * memory with counters. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) is its IPv4 address. Anything
 * else (`local`, a malformed header entry) is kept as it is.
 */
export function rateLimitAddress(address: string): string {
  // Node's check first: it is native, and most addresses are IPv4, which need nothing more.
  if (isIP(address) !== 6) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${(parsed as ipaddr.IPv6).toNormalizedString()}/${IPV6_SUBSCRIBER_PREFIX}`)
  return `${network.toString()}/${IPV6_SUBSCRIBER_PREFIX}`
}
