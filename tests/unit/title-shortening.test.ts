import { describe, expect, it } from 'vitest'

import { analyzeSeo, shortenTitle } from '@/tools/seo-analyzer'

describe('shortenTitle', () => {
  it('never cuts inside brackets: the issue’s “…in 10 Minutes (Easy” keeps the words before the bracket', () => {
    const title = 'How to Edit YouTube Videos on Your Phone in 10 Minutes (Easy Guide for Total Beginners)'
    expect(shortenTitle(title, 60)).toBe('How to Edit YouTube Videos on Your Phone in 10 Minutes')
  })

  it('keeps a bracket that closes before the cut', () => {
    expect(shortenTitle('My Morning Routine (2026) for Productive Creators Who Film Every Day', 50)).toBe(
      'My Morning Routine (2026) for Productive Creators',
    )
  })

  it('cuts at word boundaries and drops dangling joiners and separators', () => {
    expect(shortenTitle('Ten thumbnail tips and tricks that actually work', 22)).toBe('Ten thumbnail tips')
    expect(shortenTitle('Short title', 60)).toBe('Short title')
    expect(shortenTitle('Camera settings – what every vlogger should know', 18)).toBe('Camera settings')
  })

  it('handles curly, square and straight quotes too', () => {
    expect(shortenTitle('I tried “the 5 AM club” for a whole month and here is what happened', 20)).toBe('I tried')
    expect(shortenTitle('Best mics [tested on 12 voices and in three rooms]', 30)).toBe('Best mics')
    expect(shortenTitle('Why "slow living" videos get millions of views', 20)).toBe('Why "slow living"')
    expect(shortenTitle('Why "slow living" videos get millions of views', 12)).toBe('Why')
  })

  it('is what the title-length check suggests', () => {
    const report = analyzeSeo({
      title: 'How to Edit YouTube Videos on Your Phone in 10 Minutes (Easy Guide for Total Beginners)',
      description: '',
      tags: [],
    })
    const check = report.checks.find((candidate) => candidate.id === 'title-length')!
    expect(check.fix).toContain('“How to Edit YouTube Videos on Your Phone in 10 Minutes”')
  })
})
