import type { APIResponse } from '@playwright/test'

import { expect, test } from './support/fixtures'

/**
 * The production server's micro-cache (server/micro-cache.mjs) must be invisible: what it sends
 * from memory is what Next sends, and what Next answers differently per request still reaches Next.
 */
/**
 * The headers apart from the date and the framing: memory knows the length where Next streams in
 * chunks, and sends Brotli once it has made it where Next sends gzip.
 */
const comparable = (response: APIResponse) => {
  const {
    date: _date,
    'content-length': _length,
    'transfer-encoding': _chunked,
    'content-encoding': _encoding,
    ...headers
  } = response.headers()
  return headers
}

test.describe('micro-cache of cached pages', () => {
  test('sends the same headers and page as Next, security headers included', async ({ request }) => {
    // Within a second: Next renders (or has it cached), Next's cache hit is kept, memory answers.
    await request.get('/blog')
    await request.get('/blog')
    const fromMemory = await request.get('/blog')
    // An unknown query string is another micro-cache entry, so this one is Next's own cache hit.
    const fromNext = await request.get(`/blog?from=next-${Date.now()}`)
    expect(fromNext.headers()['x-nextjs-cache']).toBe('HIT')
    expect(comparable(fromMemory)).toEqual(comparable(fromNext))
    expect(fromMemory.headers()['content-security-policy']).toContain("default-src 'self'")
    expect(await fromMemory.text()).toBe(await fromNext.text())
  })

  test('leaves client navigations to Next: they get the RSC payload, not the cached HTML', async ({ request }) => {
    await request.get('/blog')
    await request.get('/blog')
    const navigation = await request.get('/blog', { headers: { rsc: '1' } })
    expect(navigation.headers()['content-type']).toContain('text/x-component')
  })

  test("sends Next's scripts from memory, in Brotli to browsers, with Next's headers", async ({ page, request }) => {
    await page.goto('/blog')
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
    expect(script).toBeTruthy()
    const fromNext = await request.get(`${script}?from=next-${Date.now()}`)
    await expect(async () => {
      const fromMemory = await request.get(script!)
      expect(fromMemory.headers()['content-encoding']).toBe('br')
      expect(comparable(fromMemory)).toEqual(comparable(fromNext))
      expect(fromMemory.headers()['cache-control']).toContain('immutable')
      expect(await fromMemory.text()).toBe(await fromNext.text())
    }).toPass({ timeout: 10_000 })
  })
})
