import { describe, expect, it } from 'vitest'

import { isGeneratedTitle, META_DESCRIPTION, META_TITLE, metaDescriptionFor, metaTitleFor } from '@/lib/blog/seo-meta'

const length = (text: string) => Array.from(text).length

describe('metaTitleFor', () => {
  it('brings titles of 11–60 characters into the SEO plugin’s 50–60, and longer ones under 60', () => {
    for (let size = 11; size <= 120; size++) {
      const title = 'Grow your channel with better thumbnails and titles that get clicked every single day'.repeat(2).slice(0, size).trim()
      const meta = metaTitleFor(title)
      if (length(title) <= META_TITLE.max) expect(length(meta), JSON.stringify(meta)).toBeGreaterThanOrEqual(META_TITLE.min)
      expect(length(meta), JSON.stringify(meta)).toBeLessThanOrEqual(META_TITLE.max)
    }
  })

  it('adds the site name when there is room, and cuts long titles at word and bracket boundaries', () => {
    expect(metaTitleFor('YouTube SEO in 2026: how search really ranks videos')).toBe('YouTube SEO in 2026: how search really ranks videos')
    expect(metaTitleFor('How to Write Titles That Get Clicks')).toBe('How to Write Titles That Get Clicks · TubeLift blog')
    expect(metaTitleFor('How to Edit YouTube Videos on Your Phone in 10 Minutes (Easy Guide)')).toBe(
      'How to Edit YouTube Videos on Your Phone in 10 Minutes',
    )
  })

  it('treats the old “<title> · TubeLift” and its own output as generated, anything else as hand-written', () => {
    expect(isGeneratedTitle('Shorts · TubeLift', 'Shorts')).toBe(true)
    expect(isGeneratedTitle(metaTitleFor('Shorts that grow a channel'), 'Shorts that grow a channel')).toBe(true)
    expect(isGeneratedTitle('My own SEO title', 'Shorts')).toBe(false)
    expect(isGeneratedTitle('', 'Shorts')).toBe(true)
  })
})

describe('metaDescriptionFor', () => {
  it('keeps an excerpt already within 100–150 characters', () => {
    const excerpt = 'Thumbnails decide whether a viewer clicks. Here is how to design one that reads at phone size, in five steps.'
    expect(metaDescriptionFor(excerpt)).toBe(excerpt)
  })

  it('completes a short excerpt and cuts a long one at a word boundary', () => {
    const short = metaDescriptionFor('Chapters help viewers and search.')
    expect(length(short)).toBeGreaterThanOrEqual(META_DESCRIPTION.min)
    expect(length(short)).toBeLessThanOrEqual(META_DESCRIPTION.max)
    const long = metaDescriptionFor('word '.repeat(60))
    expect(length(long)).toBeLessThanOrEqual(META_DESCRIPTION.max)
    expect(long).toMatch(/word…$/)
  })
})
