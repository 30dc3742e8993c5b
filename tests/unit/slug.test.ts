import { describe, expect, it } from 'vitest'

import { nextSlugCandidate, slugify, SLUG_PATTERN } from '@/lib/slug'

describe('slugify', () => {
  it.each([
    ['How to Grow on YouTube', 'how-to-grow-on-youtube'],
    ['Café & Crème!', 'cafe-and-creme'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
    ['Tags in 2026: what they still do, and what they don’t', 'tags-in-2026-what-they-still-do-and-what-they-dont'],
    ['100% free: 5 tools', '100-free-5-tools'],
    ['日本語', ''],
  ])('%s -> %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })

  it('caps the length at 80 characters without a trailing dash', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug.endsWith('-')).toBe(false)
  })

  it('always produces slugs the slug field accepts', () => {
    for (const input of ['A b', 'x--y', 'Ünïcödé', '1 2 3']) {
      expect(slugify(input)).toMatch(SLUG_PATTERN)
    }
  })
})

describe('nextSlugCandidate', () => {
  it('keeps the base for the first attempt and numbers the rest', () => {
    expect(nextSlugCandidate('growth', 1)).toBe('growth')
    expect(nextSlugCandidate('growth', 2)).toBe('growth-2')
    expect(nextSlugCandidate('growth', 12)).toBe('growth-12')
  })

  it('stays within 80 characters', () => {
    expect(nextSlugCandidate('a'.repeat(80), 3)).toHaveLength(80)
  })
})
