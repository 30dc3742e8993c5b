import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SECOND_EXPIRY_AFTER_MS } from '@/lib/cache/expiry'

import { adminSessionToken, visitorAddress } from '../support/app-server'
import { until } from '../support/until'

import { serveAppWithYouTube } from './support/app'

/**
 * Posts published one right after another while visitors keep loading the listings show on them
 * within seconds, every time. The first publish expires the listings and visitors' requests start
 * rendering them again; the second lands while those renders are in flight, which is what left a
 * listing a title behind for good before the second expiry (src/lib/cache/expiry.ts). The micro-cache
 * is off so that every visit reaches Next: the worst case.
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
  let postIds: number[]

  beforeAll(async () => {
    headers = { 'content-type': 'application/json', authorization: `JWT ${await adminSessionToken(running.app.url)}` }
    // The two newest posts: both on the first page of each listing.
    const response = await fetch(`${running.app.url}/api/posts?limit=2&sort=-publishedAt&depth=0&where[_status][equals]=published`)
    postIds = ((await response.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
    for (const path of LISTINGS) for (let i = 0; i < 4; i++) visitors.push(visit(path))
  })

  afterAll(async () => {
    visiting = false
    await Promise.all(visitors)
  })

  it(`shows each new title on ${LISTINGS.join(' and ')} within seconds`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      // Nothing HTML would escape, so the pages' source contains them as written.
      const titles = postIds.map((id) => `Published under traffic: post ${id}, round ${round}, ${Date.now()}`)
      for (const [i, id] of postIds.entries()) {
        const published = await fetch(`${running.app.url}/api/posts/${id}?depth=0`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ title: titles[i], _status: 'published' }),
        })
        expect(published.status, await published.text()).toBe(200)
      }
      for (const path of LISTINGS) {
        for (const title of titles) {
          await until(() => listingShows(path, title), {
            timeoutMs: SECOND_EXPIRY_AFTER_MS + 3_000,
            intervalMs: 200,
            what: `${path} showing "${title}"`,
          })
        }
      }
    }
  })
})
