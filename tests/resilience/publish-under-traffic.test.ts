import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SECOND_EXPIRY_AFTER_MS } from '@/lib/cache-expiry'

import { adminSessionToken, visitorAddress } from '../support/app-server'
import { until } from '../support/until'

import { serveAppWithYouTube } from './support/app'

/**
 * A post edited in the admin (a draft autosave, then Publish) while visitors keep loading the
 * listings shows on them within seconds, every time. The micro-cache is off so that every visit
 * reaches Next and renders are in flight whenever the change lands: the worst case. Before the
 * second expiry (src/lib/cache-expiry.ts) the listings kept the previous title for good, 20 times
 * in 20, because a render that read the old rows was stored after the first expiry.
 */
const running = serveAppWithYouTube(() => ({ PAGE_MICRO_CACHE_MS: '0' }))

const LISTINGS = ['/', '/blog']
const ROUNDS = 4

let visiting = true
const visitors: Promise<void>[] = []

async function visit(path: string) {
  while (visiting) {
    try {
      await (await fetch(`${running.app.url}${path}`, { headers: { 'x-forwarded-for': visitorAddress() } })).arrayBuffer()
    } catch {
      // The server stopping at the end of the file.
    }
  }
}

const listingShows = async (path: string, title: string) => (await (await fetch(`${running.app.url}${path}`)).text()).includes(title)

describe('publishing while the listings are being visited', () => {
  let headers: Record<string, string>
  let postId: number

  beforeAll(async () => {
    headers = { 'content-type': 'application/json', authorization: `JWT ${await adminSessionToken(running.app.url)}` }
    const response = await fetch(`${running.app.url}/api/posts?limit=1&sort=-publishedAt&depth=0&where[_status][equals]=published`)
    postId = ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
    for (const path of LISTINGS) for (let i = 0; i < 4; i++) visitors.push(visit(path))
  })

  afterAll(async () => {
    visiting = false
    await Promise.all(visitors)
  })

  it(`shows each new title on ${LISTINGS.join(' and ')} within seconds`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      // Nothing HTML would escape, so the page's source contains it as written.
      const title = `Published under traffic round ${round} at ${Date.now()}`
      const draft = await fetch(`${running.app.url}/api/posts/${postId}?draft=true&autosave=true&depth=0`, { method: 'PATCH', headers, body: JSON.stringify({ title: `${title} draft` }) })
      expect(draft.status, await draft.text()).toBe(200)
      const published = await fetch(`${running.app.url}/api/posts/${postId}?depth=0`, { method: 'PATCH', headers, body: JSON.stringify({ title, _status: 'published' }) })
      expect(published.status, await published.text()).toBe(200)
      for (const path of LISTINGS) {
        await until(() => listingShows(path, title), { timeoutMs: SECOND_EXPIRY_AFTER_MS + 3_000, intervalMs: 200, what: `${path} showing "${title}" (round ${round})` })
      }
    }
  })
})
