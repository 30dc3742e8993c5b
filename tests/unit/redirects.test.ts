import { describe, expect, it } from 'vitest'

import { safeNextPath } from '@/lib/http/redirects'

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/dashboard/my-orders?status=paid#top', '/dashboard')).toBe('/dashboard/my-orders?status=paid#top')
  })

  it.each([
    'https://evil.example',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    null,
    undefined,
    `/${'a'.repeat(3000)}`,
    // Each normalises to "//evil.example/x", a link to another host.
    '/.//evil.example/x',
    '/%2e//evil.example/x',
    '/%2E//evil.example/x',
    '/..//evil.example/x',
    '/a/..//evil.example/x',
    '/\t/evil.example/x',
    '/.\\/evil.example/x',
  ])('falls back for %j', (value) => {
    expect(safeNextPath(value, '/dashboard')).toBe('/dashboard')
  })
})
