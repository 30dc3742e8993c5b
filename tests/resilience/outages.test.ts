import { createClient } from '@libsql/client'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { TEST_ADMIN, visitorAddress } from '../support/app-server'
import { fakeVideos } from '../support/youtube-fixtures'

import { serveAppWithYouTube } from './support/app'

/**
 * Outages of what the app depends on, against the production server: YouTube slow, failing or
 * answering garbage, and the SQLite file locked by another process. The app keeps answering, says
 * clearly what went wrong, serves what it has cached, and recovers on its own.
 */
const running = serveAppWithYouTube()

afterEach(() => running.youtube.setFault({ kind: 'none' }))

type Timed = { status: number; ms: number; body: string; contentType: string; retryAfter: string | null }

async function timed(path: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now()
  const response = await fetch(`${running.app.url}${path}`, {
    ...init,
    redirect: 'manual',
    headers: { 'x-forwarded-for': visitorAddress(), ...init.headers },
  })
  const body = await response.text()
  return {
    status: response.status,
    ms: performance.now() - started,
    body,
    contentType: response.headers.get('content-type') ?? '',
    retryAfter: response.headers.get('retry-after'),
  }
}

const watchUrl = (id: string) => encodeURIComponent(`https://www.youtube.com/watch?v=${id}`)
let freshQuery = 0
/** A keyword nobody asked for yet, so the answer cannot come from the cache. */
const freshKeyword = () => `resilience topic ${Date.now()} ${++freshQuery}`

/** What every failure must look like: a 4xx/5xx from the one error type, never an unexplained 500. */
function expectClearFailure(reply: Timed, statuses: number[]) {
  expect(statuses, reply.body).toContain(reply.status)
  expect(reply.contentType).toContain('application/json')
  const { error } = JSON.parse(reply.body) as { error: { code: string; message: string } }
  expect(error.message.length).toBeGreaterThan(10)
  expect(error.code).not.toBe('internal')
}

async function expectSiteAnswers() {
  for (const path of ['/api/health', '/blog', '/']) {
    const reply = await timed(path)
    expect(reply.status, path).toBe(200)
    expect(reply.ms, `${path} while YouTube is down`).toBeLessThan(2_000)
  }
}

describe('YouTube outages', () => {
  beforeAll(async () => {
    // Cached before the outage: must keep working through it.
    expect((await timed(`/api/youtube/video?url=${watchUrl(fakeVideos.full.id)}`)).status).toBe(200)
    expect((await timed('/api/keyword-explorer?q=video+editing')).status).toBe(200)
  })

  it('slow: times out with a clear message while the rest of the site answers promptly', async () => {
    running.youtube.setFault({ kind: 'slow', delayMs: 15_000 })
    const [lookup, keywords] = await Promise.all([
      timed(`/api/youtube/video?url=${watchUrl(fakeVideos.noMaxres.id)}`),
      timed(`/api/keyword-explorer?q=${encodeURIComponent(freshKeyword())}`),
      expectSiteAnswers(),
    ])
    expectClearFailure(lookup, [504])
    expect(lookup.ms).toBeLessThan(12_000)
    // Keyword ideas degrade rather than fail: whatever expansions answered, or a clear timeout.
    if (keywords.status !== 200) expectClearFailure(keywords, [502, 504])
  })

  it('failing: answers 502 with a clear message and still serves cached answers', async () => {
    running.youtube.setFault({ kind: 'failing' })
    expectClearFailure(await timed(`/api/youtube/video?url=${watchUrl(fakeVideos.noMaxres.id)}`), [502])
    expectClearFailure(await timed(`/api/keyword-explorer?q=${encodeURIComponent(freshKeyword())}`), [502])
    expect((await timed(`/api/youtube/video?url=${watchUrl(fakeVideos.full.id)}`)).status).toBe(200)
    expect((await timed('/api/keyword-explorer?q=video+editing')).status).toBe(200)
    await expectSiteAnswers()
  })

  it('garbage: a body that is not what its content type promises is a clear 502, never a crash', async () => {
    running.youtube.setFault({ kind: 'garbage' })
    expectClearFailure(await timed(`/api/youtube/video?url=${watchUrl(fakeVideos.noMaxres.id)}`), [502])
    expectClearFailure(await timed(`/api/thumbnail-downloader/${fakeVideos.noMaxres.id}/hqdefault.jpg`), [502])
    expectClearFailure(await timed(`/api/keyword-explorer?q=${encodeURIComponent(freshKeyword())}`), [502])
    await expectSiteAnswers()
  })

  it('recovers by itself once YouTube is back', async () => {
    const lookup = await timed(`/api/youtube/video?url=${watchUrl(fakeVideos.noMaxres.id)}`)
    expect(lookup.status, lookup.body).toBe(200)
    expect(JSON.parse(lookup.body)).toMatchObject({ id: fakeVideos.noMaxres.id, title: fakeVideos.noMaxres.title })
    expect((await timed(`/api/keyword-explorer?q=${encodeURIComponent(freshKeyword())}`)).status).toBe(200)
  })
})

describe('the database file locked by another process', () => {
  /**
   * Holds SQLite's write lock from a second connection, as a backup tool or a stuck writer would.
   * Resolves once the lock is held; `released` resolves when it has been let go.
   */
  async function holdWriteLock(ms: number): Promise<{ released: Promise<void> }> {
    const locker = createClient({ url: `file:${running.app.database}` })
    await locker.execute('BEGIN IMMEDIATE')
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        void locker.execute('ROLLBACK').finally(() => {
          locker.close()
          resolve()
        })
      }, ms),
    )
    return { released }
  }

  const signIn = () =>
    timed('/api/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TEST_ADMIN) })

  it('a lock shorter than the busy timeout: writes wait for it and succeed', async () => {
    const { released } = await holdWriteLock(3_000)
    const replies = await Promise.all([
      signIn(),
      timed(`/api/keyword-explorer?q=${encodeURIComponent(freshKeyword())}`),
      timed('/blog'),
      timed(`/api/youtube/video?url=${watchUrl(fakeVideos.full.id)}`),
    ])
    await released
    for (const reply of replies) expect(reply.status, reply.body.slice(0, 300)).toBe(200)
  })

  it('a lock longer than the busy timeout: a write waits it out and gets a 503 to retry, other requests succeed or get a 503, nothing is corrupted', async () => {
    const { released } = await holdWriteLock(10_000)
    // Signing in writes the session. Alone against the lock (no other write ahead of it), it waits the
    // 5 s busy timeout, well inside the lock, and is told to retry rather than failing with a 500.
    const signInDuringLock = await signIn()
    expect(signInDuringLock.status, signInDuringLock.body.slice(0, 300)).toBe(503)
    expect(signInDuringLock.retryAfter).toMatch(/^\d+$/)
    expect(signInDuringLock.body).toContain('Please try again in a few seconds')
    expect(signInDuringLock.ms).toBeGreaterThanOrEqual(4_500)
    const replies = await Promise.all([
      timed(`/api/keyword-explorer?q=${encodeURIComponent(freshKeyword())}`),
      timed('/api/health'),
      timed('/blog'),
      timed(`/api/keyword-explorer?q=${encodeURIComponent(freshKeyword())}`),
    ])
    await released
    for (const reply of replies) expect([200, 503], reply.body.slice(0, 300)).toContain(reply.status)
    const health = await timed('/api/health')
    expect(health.status).toBe(200)
    expect((await signIn()).status).toBe(200)

    const checker = createClient({ url: `file:${running.app.database}` })
    const { rows } = await checker.execute('PRAGMA integrity_check')
    checker.close()
    expect(rows.map((row) => row[0])).toEqual(['ok'])
  })
})
