import { describe, expect, it } from 'vitest'

import { countWords, readingTimeMinutes, WORDS_PER_MINUTE } from '@/lib/blog/reading-time'

describe('reading time', () => {
  it('counts words, keeping contractions and hyphenated words whole', () => {
    expect(countWords("Don't over-think your first upload.")).toBe(5)
    expect(countWords('   ')).toBe(0)
    expect(countWords('1280×720 thumbnails')).toBe(3)
  })

  it('is zero for an empty post and at least one minute otherwise', () => {
    expect(readingTimeMinutes('')).toBe(0)
    expect(readingTimeMinutes('one')).toBe(1)
  })

  it('rounds to whole minutes at the reading speed', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')
    expect(readingTimeMinutes(words(WORDS_PER_MINUTE * 5))).toBe(5)
    expect(readingTimeMinutes(words(Math.round(WORDS_PER_MINUTE * 2.4)))).toBe(2)
    expect(readingTimeMinutes(words(Math.round(WORDS_PER_MINUTE * 2.6)))).toBe(3)
  })
})
