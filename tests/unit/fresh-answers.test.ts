import { describe, expect, it } from 'vitest'

import { forgetAnswer, freshAnswer, keepFreshAnswer } from '@/lib/youtube/fresh-answers'

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

describe('fresh YouTube answers kept in memory', () => {
  it('gives back a copy of a fresh answer until its row changes', () => {
    keepFreshAnswer('video:abc', { title: 'A', tags: ['x'] }, inAnHour())
    const first = freshAnswer('video:abc') as { tags: string[] }
    first.tags.push('changed by a caller')
    expect(freshAnswer('video:abc')).toEqual({ title: 'A', tags: ['x'] })
    forgetAnswer('video:abc')
    expect(freshAnswer('video:abc')).toBeUndefined()
  })

  it('keeps no expired answer, and remembers that a video has no details', () => {
    keepFreshAnswer('oembed:old', { title: 'B' }, new Date(Date.now() - 1_000).toISOString())
    expect(freshAnswer('oembed:old')).toBeUndefined()
    keepFreshAnswer('video:none', null, inAnHour())
    expect(freshAnswer('video:none')).toBeNull()
  })
})
