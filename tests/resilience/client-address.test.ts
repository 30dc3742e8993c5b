import { describe, expect, it } from 'vitest'

import { serveAppWithYouTube } from './support/app'

/**
 * With no proxy in front (TRUSTED_PROXY_HOPS=0, the default) the production server takes the client
 * address from the TCP connection (src/lib/http/client-address.mjs, where the server accepts the request):
 * X-Forwarded-For is the client's own text and changes nothing. The other suites run the server as
 * if behind one proxy, so this file starts its own without one.
 */
const running = serveAppWithYouTube(() => ({ TRUSTED_PROXY_HOPS: '0' }))

/** A different made-up X-Forwarded-For per request: single addresses, IPv6, chains and junk. */
const invented = (i: number) => [`198.51.100.${i + 1}`, `2001:db8::${i + 1}`, `203.0.113.${i + 1}, 10.0.0.${i + 1}`, `unknown-${i}`][i % 4]!

describe('client addresses without a proxy', () => {
  it('rate limits count the connection, whatever X-Forwarded-For the client invents', async () => {
    const statuses: number[] = []
    // The password-reset limit is 10 per client in 15 minutes; each request names another email.
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${running.app.url}/api/users/forgot-password`, {
        method: 'POST',
        // The header the server stores the peer address in is overwritten too, whatever the client sent.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': invented(i), 'x-tubelift-socket-address': invented(i) },
        body: JSON.stringify({ email: `nobody-${i}@example.test` }),
      })
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})
