import { describe, expect, it } from 'vitest'

import type { IncomingMessage } from 'node:http'

import { clientIp, rateLimitAddress, SOCKET_ADDRESS_HEADER } from '@/lib/http/request-ip'

import { recordClientAddress } from '@/lib/http/client-address.mjs'

const headers = (forwarded?: string, socket = '192.0.2.10') =>
  new Headers({ ...(forwarded ? { 'x-forwarded-for': forwarded } : {}), [SOCKET_ADDRESS_HEADER]: socket })

describe('the client address rate limits count', () => {
  it('is the socket address without trusted proxies, whatever X-Forwarded-For says', () => {
    expect(clientIp(headers('203.0.113.1'), 0)).toBe('192.0.2.10')
    expect(clientIp(headers('203.0.113.1, 203.0.113.2'), 0)).toBe('192.0.2.10')
  })

  it('is the entry the outermost trusted proxy appended, never one the client wrote', () => {
    expect(clientIp(headers('6.6.6.6, 198.51.100.7'), 1)).toBe('198.51.100.7')
    expect(clientIp(headers('6.6.6.6, 198.51.100.7, 10.0.0.2'), 2)).toBe('198.51.100.7')
  })

  it('falls back to the socket address when the request did not pass every proxy', () => {
    expect(clientIp(headers(undefined), 1)).toBe('192.0.2.10')
    expect(clientIp(headers('198.51.100.7'), 2)).toBe('192.0.2.10')
  })
})

describe('one client as rate limits count it', () => {
  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = rateLimitAddress('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(key)
    expect(rateLimitAddress('2001:0DB8:0001:0002:0000:0000:0000:0001')).toBe(key)
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80::/64')
  })

  it('gives another /64 its own allowance', () => {
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(rateLimitAddress('2001:db8:1:2::1'))
  })

  it('keeps IPv4 addresses, also when written as IPv4-mapped IPv6', () => {
    expect(rateLimitAddress('198.51.100.7')).toBe('198.51.100.7')
    expect(rateLimitAddress('::ffff:198.51.100.7')).toBe('198.51.100.7')
  })

  it('keeps what is not an address as it is', () => {
    expect(rateLimitAddress('local')).toBe('local')
    expect(rateLimitAddress('not an address')).toBe('not an address')
  })

  it('is what clientIp answers, from the socket or from a trusted proxy', () => {
    expect(clientIp(headers(undefined, '2001:db8:1:2::99'), 0)).toBe('2001:db8:1:2::/64')
    expect(clientIp(headers('6.6.6.6, 2001:db8:aaaa:1::5'), 1)).toBe('2001:db8:aaaa:1::/64')
  })
})

describe('the server records the TCP peer (src/lib/http/client-address.mjs)', () => {
  const request = (remoteAddress: string | undefined, sent?: string) =>
    ({ socket: { remoteAddress }, headers: sent ? { [SOCKET_ADDRESS_HEADER]: sent } : {} }) as unknown as IncomingMessage

  it('replaces whatever the client sent under its header, and drops it when the socket has no address', () => {
    const mapped = request('::ffff:192.0.2.7', '203.0.113.9')
    recordClientAddress(mapped)
    expect(mapped.headers[SOCKET_ADDRESS_HEADER]).toBe('192.0.2.7')
    const v6 = request('2001:db8::1')
    recordClientAddress(v6)
    expect(v6.headers[SOCKET_ADDRESS_HEADER]).toBe('2001:db8::1')
    const gone = request(undefined, '203.0.113.9')
    recordClientAddress(gone)
    expect(gone.headers[SOCKET_ADDRESS_HEADER]).toBeUndefined()
  })
})
