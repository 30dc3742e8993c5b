import { describe, expect, it } from 'vitest'

import { clientIp, SOCKET_ADDRESS_HEADER } from '@/lib/request-ip'

const headers = (forwarded?: string, socket = '192.0.2.10') => new Headers({ ...(forwarded ? { 'x-forwarded-for': forwarded } : {}), [SOCKET_ADDRESS_HEADER]: socket })

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
