import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { isSafeLinkUrl } from '@/fields/richText'
import { isNoncePage, NONCE_PAGES, PUBLIC_PAGES_SOURCE } from '@/lib/http/security-headers'
import { config, proxy } from '@/proxy'

describe('which pages get which Content-Security-Policy (docs/security.md, round 2 item 9)', () => {
  it('the proxy matches exactly the nonce pages, plus posts that carry an Origin', () => {
    const paths = config.matcher.filter((entry) => typeof entry === 'string')
    expect(paths).toEqual([...NONCE_PAGES])
    expect(config.matcher).toContainEqual(expect.objectContaining({ has: [{ type: 'header', key: 'origin' }] }))
  })

  it('gives the blog search a nonce, and a 404 under /auth or /checkout the public policy', () => {
    expect(isNoncePage('/blog/search')).toBe(true)
    expect(isNoncePage('/auth/no-such-page')).toBe(false)
    expect(isNoncePage('/checkout/no-such-page')).toBe(false)
    expect(isNoncePage('/dashboard/account')).toBe(true)
    const publicPages = new RegExp(`^${PUBLIC_PAGES_SOURCE}$`)
    for (const path of ['/auth/no-such-page', '/checkout/x', '/blog', '/', '/blog/search/x']) expect(path).toMatch(publicPages)
    for (const path of ['/auth', '/checkout', '/blog/search', '/dashboard', '/dashboard/account', '/admin/login'])
      expect(path).not.toMatch(publicPages)
  })
})

describe('a form posted from another site (round 2 item 7)', () => {
  const post = (origin: string) =>
    new NextRequest('http://localhost:3000/auth', { method: 'POST', headers: { origin, host: 'localhost:3000' } })

  it('is refused with a 403 in the app’s error shape, from another origin or an opaque one', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const response = proxy(post(origin))
      expect(response.status, origin).toBe(403)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('forbidden')
    }
  })

  it('passes from this site', () => {
    expect(proxy(post('http://localhost:3000')).status).toBe(200)
  })
})

describe('links in rich text', () => {
  it('go to web pages, email, phone or this site, never to script', () => {
    for (const url of ['https://example.com', 'mailto:a@b.c', 'tel:+123', '/blog/x', '#part', 'www.example.com'])
      expect(isSafeLinkUrl(url), url).toBe(true)
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'vbscript:x'])
      expect(isSafeLinkUrl(url), url).toBe(false)
  })
})
