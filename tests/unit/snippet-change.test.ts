import { describe, expect, it } from 'vitest'

import { ChannelError } from '@/tools/channel/errors'
import { snippetEditSchema } from '@/tools/channel/schema'
import { updateVideoSnippet } from '@/tools/channel/snippet-api'
import { diffSnippet, mergeSnippet, parseTags, sameSnippet, snippetFromApi, type VideoSnippet } from '@/tools/channel/snippet'

const live: VideoSnippet = {
  title: 'How I edit travel videos',
  description: 'My workflow.\n\n0:00 Intro',
  tags: ['travel', 'editing'],
  categoryId: '19',
  defaultLanguage: 'en',
  defaultAudioLanguage: 'en-US',
}

describe('the snippet of a fix', () => {
  it('lists only the fields that differ, tags as a comma list', () => {
    expect(diffSnippet(live, { ...live, title: 'Edit travel videos fast' })).toEqual([
      { field: 'title', before: 'How I edit travel videos', after: 'Edit travel videos fast' },
    ])
    expect(diffSnippet(live, { ...live, tags: ['editing', 'travel'] })).toEqual([
      { field: 'tags', before: 'travel, editing', after: 'editing, travel' },
    ])
    expect(diffSnippet(live, { title: live.title, description: live.description, tags: [...live.tags] })).toEqual([])
  })

  it('sends the live snippet whole with only the edited fields replaced', () => {
    const merged = mergeSnippet(live, { title: 'New title', description: live.description, tags: [] })
    expect(merged).toEqual({ ...live, title: 'New title', tags: [] })
    // The category and languages YouTube would clear if left out are kept.
    expect(merged).toMatchObject({ categoryId: '19', defaultLanguage: 'en', defaultAudioLanguage: 'en-US' })
  })

  it('tells a video changed on YouTube apart from one that did not, in any writable field', () => {
    expect(sameSnippet(live, { ...live, tags: [...live.tags] })).toBe(true)
    expect(sameSnippet(live, { ...live, categoryId: '22' })).toBe(false)
    expect(sameSnippet(live, { ...live, defaultLanguage: undefined })).toBe(false)
    expect(sameSnippet(live, { ...live, description: `${live.description} ` })).toBe(false)
    expect(sameSnippet(live, { ...live, tags: ['travel'] })).toBe(false)
  })

  it('keeps the writable fields of a videos.list snippet and drops the read-only ones', () => {
    const fromApi = snippetFromApi({ ...live, publishedAt: '2026-01-01T00:00:00Z', channelId: 'UCx', thumbnails: {}, localized: {} })
    expect(fromApi).toEqual(live)
    expect(snippetFromApi({ title: 'T', categoryId: '22' })).toEqual({ title: 'T', description: '', tags: [], categoryId: '22' })
  })

  it('reads typed tags: trimmed, no empty ones or repeats, order kept', () => {
    expect(parseTags(' travel,  editing ,,travel, video   tips ')).toEqual(['travel', 'editing', 'video tips'])
    expect(parseTags('')).toEqual([])
  })
})

describe('the edit form’s schema', () => {
  const form = { videoId: 'dQw4w9WgXcQ', title: 'A title', description: '', tags: 'a, b' }

  it('accepts a fix within YouTube’s limits, tags as a list', () => {
    expect(snippetEditSchema.parse(form)).toEqual({ ...form, tags: ['a', 'b'] })
  })

  it('names the field YouTube would refuse', () => {
    const fieldOf = (input: typeof form) => snippetEditSchema.safeParse(input).error?.issues[0]?.path[0]
    expect(fieldOf({ ...form, title: ' ' })).toBe('title')
    expect(fieldOf({ ...form, title: 'x'.repeat(101) })).toBe('title')
    expect(fieldOf({ ...form, title: 'a <b> title' })).toBe('title')
    expect(fieldOf({ ...form, description: 'é'.repeat(2501) })).toBe('description')
    expect(fieldOf({ ...form, tags: Array.from({ length: 60 }, (_, i) => `tag number ${i}`).join(',') })).toBe('tags')
    expect(fieldOf({ ...form, videoId: '../etc' })).toBe('videoId')
  })
})

describe('videos.update as the channel’s owner', () => {
  const answering = (status: number, body: unknown) => {
    const sent: { url: string; init?: RequestInit }[] = []
    const fetch = async (url: string, init?: RequestInit) => {
      sent.push({ url, init })
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }
    return { sent, options: { baseUrl: 'http://127.0.0.1:9', accessToken: 'token', fetch } }
  }
  const refusal = (code: number, reason: string) => ({ error: { code, message: reason, errors: [{ reason }] } })

  it('PUTs the whole snippet with the token, once', async () => {
    const { sent, options } = answering(200, { id: 'dQw4w9WgXcQ', snippet: { ...live, publishedAt: 'x' } })
    expect(await updateVideoSnippet('dQw4w9WgXcQ', live, options)).toEqual(live)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.url).toBe('http://127.0.0.1:9/youtube/v3/videos?part=snippet')
    expect(sent[0]!.init).toMatchObject({ method: 'PUT', headers: { authorization: 'Bearer token' } })
    expect(JSON.parse(String(sent[0]!.init!.body))).toEqual({ id: 'dQw4w9WgXcQ', snippet: live })
  })

  it.each([
    [403, 'insufficientPermissions', 'write_scope_missing'],
    [403, 'forbidden', 'forbidden'],
    [404, 'videoNotFound', 'video_gone'],
    [400, 'invalidTitle', 'snippet_refused'],
  ])('answers %i %s as the channel’s “%s”', async (status, reason, kind) => {
    const { options } = answering(status, refusal(status, reason))
    await expect(updateVideoSnippet('dQw4w9WgXcQ', live, options)).rejects.toEqual(new ChannelError(kind as ChannelError['kind']))
  })

  it('keeps YouTube’s own kinds for quota and a refused token, and never retries a 5xx', async () => {
    await expect(updateVideoSnippet('dQw4w9WgXcQ', live, answering(403, refusal(403, 'quotaExceeded')).options)).rejects.toMatchObject({
      kind: 'quota',
    })
    await expect(updateVideoSnippet('dQw4w9WgXcQ', live, answering(401, refusal(401, 'authError')).options)).rejects.toMatchObject({
      kind: 'unauthorized',
    })
    const failing = answering(503, {})
    await expect(updateVideoSnippet('dQw4w9WgXcQ', live, failing.options)).rejects.toMatchObject({ kind: 'unavailable' })
    expect(failing.sent).toHaveLength(1)
  })
})
