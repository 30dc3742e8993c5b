import { describe, expect, it, vi } from 'vitest'

import { privateJson, UNCOMPRESSED_JSON_MAX_BYTES } from '@/lib/http/api'

vi.mock('@/lib/payload/client', () => ({ payloadClient: vi.fn() }))

describe('private JSON answers of the tool APIs', () => {
  it('sends a small answer as JSON, never cached, and not to be compressed', async () => {
    const response = privateJson({ video: { id: 'abc' }, stale: false })
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(response.headers.get('cache-control')).toBe('private, no-store, no-transform')
    expect(await response.json()).toEqual({ video: { id: 'abc' }, stale: false })
  })

  it('lets a larger answer be compressed, counting bytes rather than characters', () => {
    expect(privateJson({ text: 'a'.repeat(UNCOMPRESSED_JSON_MAX_BYTES) }).headers.get('cache-control')).toBe('private, no-store')
    // Under the limit in characters, over it in UTF-8 bytes.
    expect(privateJson({ text: 'é'.repeat(UNCOMPRESSED_JSON_MAX_BYTES / 2) }).headers.get('cache-control')).toBe('private, no-store')
  })
})
