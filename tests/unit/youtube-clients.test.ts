import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { parseIsoDuration } from '@/tools/youtube/duration'
import { YouTubeError } from '@/tools/youtube/errors'
import { getWithPolicy } from '@/tools/youtube/http'
import { imageSize } from '@/tools/youtube/image-size'
import { parseSuggestions, suggestUrl } from '@/tools/youtube/suggest'
import { fetchThumbnail, isPlaceholder, thumbnailUrl } from '@/tools/youtube/thumbnails'
import { parseVideoId, VIDEO_URL_HELP } from '@/tools/youtube/video-id'

const ID = 'dQw4w9WgXcQ'

describe('parseVideoId', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123&si=abc`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&feature=share`,
    `youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=xyz&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/embed/${ID}?start=30`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}?si=abc`,
    `https://www.youtube.com/v/${ID}`,
    `https://www.youtube.com/e/${ID}`,
    `  ${ID}  `,
    ID,
  ])('reads %s', (input) => {
    expect(parseVideoId(input)).toEqual({ ok: true, id: ID })
  })

  it.each([
    '',
    'hello world',
    'https://vimeo.com/123456',
    `https://evil.example/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@creator',
    `https://www.youtube.com/playlist?list=PL${ID}`,
    `javascript:alert('${ID}')`,
    `ftp://youtube.com/watch?v=${ID}`,
    `${ID}x`,
  ])('refuses %j with a message saying what is accepted', (input) => {
    expect(parseVideoId(input)).toEqual({ ok: false, message: VIDEO_URL_HELP })
  })

  const idArbitrary = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/)

  it('finds any valid id in every supported URL form (property)', () => {
    const forms = [
      (id: string) => `https://www.youtube.com/watch?v=${id}`,
      (id: string) => `youtu.be/${id}?t=5`,
      (id: string) => `https://m.youtube.com/shorts/${id}`,
      (id: string) => `https://www.youtube-nocookie.com/embed/${id}`,
      (id: string) => `https://youtube.com/live/${id}`,
      (id: string) => `https://music.youtube.com/watch?list=x&v=${id}`,
    ]
    fc.assert(
      fc.property(idArbitrary, fc.constantFrom(...forms), (id, form) => {
        expect(parseVideoId(form(id))).toEqual({ ok: true, id })
      }),
    )
  })

  it('never throws and only ever returns 11-character ids for arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (input) => {
        const result = parseVideoId(input)
        if (result.ok) expect(result.id).toMatch(/^[A-Za-z0-9_-]{11}$/)
      }),
    )
  })
})

describe('suggest parsing', () => {
  it('builds the YouTube-specific suggest URL', () => {
    const url = new URL(suggestUrl('https://suggestqueries.google.com', 'how to edit', { hl: 'en', gl: 'US' }))
    expect(Object.fromEntries(url.searchParams)).toEqual({ client: 'youtube', ds: 'yt', q: 'how to edit', hl: 'en', gl: 'US' })
  })

  it('reads JSONP and plain JSON', () => {
    expect(parseSuggestions('window.google.ac.h(["q",[["q one",0,[512]],["q two",0,[512,433]]],{"k":1}])')).toEqual(['q one', 'q two'])
    expect(parseSuggestions('["q",["q one","q two"]]')).toEqual(['q one', 'q two'])
    expect(parseSuggestions('window.google.ac.h(["q",[],{"k":1}])')).toEqual([])
  })

  it('refuses anything else as a bad response', () => {
    for (const body of ['<!doctype html><p>not jsonp', '{"a":1}', 'callback({})', '']) {
      expect(() => parseSuggestions(body)).toThrow(YouTubeError)
    }
  })
})

describe('Data API helpers', () => {
  it.each([
    ['PT11M42S', 702],
    ['PT1H2M3S', 3723],
    ['PT45S', 45],
    ['P1DT1H', 90000],
    ['PT0S', 0],
    ['nonsense', 0],
  ])('reads the duration %s', (value, seconds) => {
    expect(parseIsoDuration(value)).toBe(seconds)
  })
})

describe('thumbnails', () => {
  it('builds image URLs only from an id and a known size', () => {
    expect(thumbnailUrl('https://i.ytimg.com', ID, 'maxresdefault')).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`)
    expect(thumbnailUrl('https://i.ytimg.com', ID, 'hqdefault', 'webp')).toBe(`https://i.ytimg.com/vi_webp/${ID}/hqdefault.webp`)
  })

  it('treats a 404 or a 120×90 image for a larger size as the grey placeholder', () => {
    expect(isPlaceholder('maxresdefault', 404, { width: 120, height: 90 })).toBe(true)
    expect(isPlaceholder('maxresdefault', 200, { width: 120, height: 90 })).toBe(true)
    expect(isPlaceholder('default', 200, { width: 120, height: 90 })).toBe(false)
    expect(isPlaceholder('maxresdefault', 200, { width: 1280, height: 720 })).toBe(false)
    expect(isPlaceholder('hqdefault', 200, null)).toBe(true)
  })

  it('reads the size of JPEG, PNG and WebP images from their headers', async () => {
    const base = sharp({ create: { width: 321, height: 123, channels: 3, background: '#336699' } })
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const bytes = await base.clone().toFormat(format).toBuffer()
      expect(imageSize(bytes), format).toEqual({ width: 321, height: 123 })
    }
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull()
  })
})

describe('getWithPolicy', () => {
  let server: Server
  let base: string
  const hits = new Map<string, number>()

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = req.url ?? '/'
      hits.set(path, (hits.get(path) ?? 0) + 1)
      if (path === '/flaky' && hits.get(path)! < 3) return res.writeHead(503).end('busy')
      if (path === '/down') return res.writeHead(500).end('down')
      if (path === '/same-host-redirect') return res.writeHead(302, { location: '/ok' }).end()
      if (path === '/other-host-redirect') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end()
      if (path === '/huge') return res.writeHead(200).end('x'.repeat(5000))
      if (path === '/slow') return setTimeout(() => res.writeHead(200).end('late'), 1000)
      if (path === '/missing') return res.writeHead(404).end('nope')
      if (path.startsWith('/vi/')) return res.writeHead(200, { 'content-type': 'image/jpeg' }).end('not an image at all')
      res.writeHead(200).end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const text = (body: Uint8Array) => new TextDecoder().decode(body)

  it('reports a 200 answer that is not an image as a bad response, not as a missing size', async () => {
    await expect(fetchThumbnail('dQw4w9WgXcQ', 'hqdefault', 'jpg', { baseUrl: base })).rejects.toMatchObject({ kind: 'bad_response' })
  })

  it('retries 5xx answers a bounded number of times', async () => {
    expect(text((await getWithPolicy(`${base}/flaky`, { retries: 2 })).body)).toBe('ok')
    expect(hits.get('/flaky')).toBe(3)
    await expect(getWithPolicy(`${base}/down`, { retries: 1 })).rejects.toMatchObject({ kind: 'unavailable' })
    expect(hits.get('/down')).toBe(2)
  })

  it('returns 4xx answers for the caller to interpret', async () => {
    expect((await getWithPolicy(`${base}/missing`)).status).toBe(404)
  })

  it('follows redirects on the same host only', async () => {
    expect(text((await getWithPolicy(`${base}/same-host-redirect`)).body)).toBe('ok')
    await expect(getWithPolicy(`${base}/other-host-redirect`)).rejects.toMatchObject({ kind: 'bad_response' })
  })

  it('refuses bodies over the size cap and answers that time out', async () => {
    await expect(getWithPolicy(`${base}/huge`, { maxBytes: 1000 })).rejects.toMatchObject({ kind: 'bad_response' })
    await expect(getWithPolicy(`${base}/slow`, { timeoutMs: 100 })).rejects.toMatchObject({ kind: 'timeout' })
  })
})
