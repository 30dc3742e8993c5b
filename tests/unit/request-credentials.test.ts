import { describe, expect, it } from 'vitest'

import { carriesCredentials } from '@/lib/http/request-credentials'

describe('whether a request carries credentials for Payload to check', () => {
  it('is false for a visitor with no session cookie and no Authorization header', () => {
    expect(carriesCredentials(new Headers(), 'payload')).toBe(false)
    expect(carriesCredentials(new Headers({ cookie: 'theme=dark; tubelift-signed-in=1' }), 'payload')).toBe(false)
  })

  it('is true with the session cookie of this cookie prefix, wherever it sits among the cookies', () => {
    expect(carriesCredentials(new Headers({ cookie: 'payload-token=abc' }), 'payload')).toBe(true)
    expect(carriesCredentials(new Headers({ cookie: 'theme=dark; __Host-payload-token=abc' }), '__Host-payload')).toBe(true)
    expect(carriesCredentials(new Headers({ cookie: 'other-token=abc' }), 'payload')).toBe(false)
  })

  it('is true with any Authorization header (JWT, Bearer or API key)', () => {
    expect(carriesCredentials(new Headers({ authorization: 'users API-Key 123' }), 'payload')).toBe(true)
    expect(carriesCredentials(new Headers({ authorization: 'Bearer abc' }), 'payload')).toBe(true)
  })
})
