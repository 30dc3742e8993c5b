import { describe, expect, it } from 'vitest'

import { snippetEditSchema } from '@/tools/channel/schema'
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
