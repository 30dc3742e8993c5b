import { describe, expect, it } from 'vitest'

import { safeNextPath } from '@/lib/redirects'

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
  ])('falls back for %j', (value) => {
    expect(safeNextPath(value, '/dashboard')).toBe('/dashboard')
  })
})
