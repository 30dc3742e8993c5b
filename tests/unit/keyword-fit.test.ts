import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { channelReach, channelSize, competitionScore, keywordFit, toCsv, type FitVerdict } from '@/tools/keyword-explorer'
import type { Competition, KeywordRow } from '@/tools/keyword-explorer/types'

const measured = (competition: Partial<Competition>): Pick<KeywordRow, 'competition'> => ({
  competition: { score: 50, totalResults: 1e5, medianViews: 10_000, titleMatchShare: 0.5, ...competition },
})
const estimated = (assumedCompetition: number, estimateConfidence: 'high' | 'medium' | 'low' = 'high') => ({
  assumedCompetition,
  estimateConfidence,
})

const ORDER: Record<Exclude<FitVerdict, 'unknown'>, number> = { 'out-of-reach': 0, stretch: 1, good: 2 }

describe('keyword fit from the top results’ channels', () => {
  it('calls a keyword out of reach when the top channels are 40× the size, and says so in words', () => {
    const fit = keywordFit({ subscribers: 12_000, medianViews: null }, measured({ medianChannelSubscribers: 480_000 }))
    expect(fit).toEqual({
      verdict: 'out-of-reach',
      reason: 'Top results come from channels 40× your size: the median top channel has 480K subscribers, you have 12K',
    })
  })

  it('calls a keyword good when small channels rank there', () => {
    const fit = keywordFit({ subscribers: 12_000, medianViews: null }, measured({ medianChannelSubscribers: 3_000 }))
    expect(fit).toEqual({
      verdict: 'good',
      reason: 'Small channels rank here: the median top channel has 3K subscribers, you have 12K',
    })
  })

  it('calls channels up to 10× the size a stretch', () => {
    expect(keywordFit({ subscribers: 10_000, medianViews: null }, measured({ medianChannelSubscribers: 60_000 }))).toEqual({
      verdict: 'stretch',
      reason: 'Top results come from channels 6× your size: the median top channel has 60K subscribers, you have 10K',
    })
    expect(keywordFit({ subscribers: 10_000, medianViews: null }, measured({ medianChannelSubscribers: 15_000 })).verdict).toBe('good')
  })

  it('takes the more cautious of subscribers and views: big channels whose videos get few views still meet big top videos', () => {
    const fit = keywordFit(
      { subscribers: 500_000, medianViews: 2_000 },
      measured({ medianChannelSubscribers: 100_000, medianViews: 400_000 }),
    )
    expect(fit.verdict).toBe('out-of-reach')
    expect(fit.reason).toBe('Top videos here get 200× your views: a median of 400K views against 2K for your recent uploads')
  })

  it('judges by views alone for a measurement made before channel subscribers were recorded', () => {
    const fit = keywordFit({ subscribers: 12_000, medianViews: 5_000 }, measured({ medianViews: 8_000 }))
    expect(fit).toEqual({
      verdict: 'good',
      reason: 'Top videos here get views like yours: a median of 8K views against 5K for your recent uploads',
    })
  })

  it('falls back to the competition score when the channel has no uploads and the top channels are unknown', () => {
    const fit = keywordFit({ subscribers: 100, medianViews: null }, measured({ score: 80 }))
    expect(fit).toEqual({
      verdict: 'out-of-reach',
      reason: 'Competition 80 of 100 is far above what usually ranks for a channel with 100 subscribers',
    })
  })
})

describe('keyword fit from an estimate', () => {
  it('uses a medium or high confidence estimate, and says it is one', () => {
    const fit = keywordFit({ subscribers: 10_000, medianViews: 1_000 }, estimated(40, 'medium'))
    expect(fit).toEqual({ verdict: 'good', reason: 'Estimated competition 40 of 100 is within reach of a channel with 10K subscribers' })
    expect(keywordFit({ subscribers: 1_000, medianViews: 100 }, estimated(59)).verdict).toBe('stretch')
    expect(keywordFit({ subscribers: 1_000, medianViews: 100 }, estimated(61)).verdict).toBe('out-of-reach')
  })

  it('gives no verdict on a low confidence estimate, and asks to measure', () => {
    expect(keywordFit({ subscribers: 10_000, medianViews: 1_000 }, estimated(40, 'low'))).toEqual({
      verdict: 'unknown',
      reason: 'Competition is only a rough estimate for this keyword, too rough to judge: measure it for a verdict',
    })
  })

  it('gives no verdict when the channel’s size is unknown', () => {
    expect(keywordFit({ subscribers: null, medianViews: null }, measured({ medianChannelSubscribers: 10 })).verdict).toBe('unknown')
    expect(keywordFit({ subscribers: null, medianViews: null }, estimated(10)).reason).toMatch(/size is not known/)
  })

  it('gives no verdict for a row with neither a measurement nor an estimate', () => {
    expect(keywordFit({ subscribers: 5, medianViews: 5 }, {}).reason).toBe(
      'Competition is not known for this keyword, so its fit cannot be judged',
    )
  })
})

describe('the channel’s size and reach', () => {
  it('is its subscribers and the median views of its uploads, ignoring counts that are not counts', () => {
    expect(channelSize(12_480, [100, 5_000, 300, Number.NaN, -1])).toEqual({ subscribers: 12_480, medianViews: 300 })
    expect(channelSize(null, [])).toEqual({ subscribers: null, medianViews: null })
  })

  it('puts reach on competition’s 0–100 scale, from the better of subscribers and views', () => {
    expect(channelReach({ subscribers: 100, medianViews: null })).toBe(0)
    expect(channelReach({ subscribers: 1_000_000, medianViews: 10 })).toBeCloseTo(100)
    expect(channelReach({ subscribers: 10_000, medianViews: 100_000 })).toBeCloseTo(100)
    expect(channelReach({ subscribers: null, medianViews: null })).toBeNull()
  })
})

describe('keyword fit properties', () => {
  const count = fc.integer({ min: 0, max: 50_000_000 })
  const channel = fc.record({ subscribers: count, medianViews: count })
  const row = fc.oneof(
    fc.record({
      competition: fc.record({
        score: fc.integer({ min: 0, max: 100 }),
        totalResults: count,
        medianViews: count,
        titleMatchShare: fc.double({ min: 0, max: 1, noNaN: true }),
        medianChannelSubscribers: fc.option(count, { nil: undefined }),
      }),
    }),
    fc.record({ assumedCompetition: fc.integer({ min: 0, max: 100 }), estimateConfidence: fc.constantFrom('high', 'medium', 'low') }),
  )

  it('never gives a bigger channel a worse verdict for the same keyword', () => {
    fc.assert(
      fc.property(channel, fc.nat(), fc.nat(), row, (small, moreSubscribers, moreViews, keyword) => {
        const big = { subscribers: small.subscribers + moreSubscribers, medianViews: small.medianViews + moreViews }
        const before = keywordFit(small, keyword).verdict
        const after = keywordFit(big, keyword).verdict
        if (before === 'unknown' || after === 'unknown') return before === after
        return ORDER[after] >= ORDER[before]
      }),
    )
  })

  it('always gives a reason in words', () => {
    fc.assert(fc.property(channel, row, (size, keyword) => keywordFit(size, keyword).reason.length > 20))
  })
})

describe('competition with the top channels’ subscribers', () => {
  it('records their median, and leaves it out when no channel shows its count', () => {
    const base = { totalResults: 1e5, views: [10, 20], titles: [], keyword: 'x' }
    expect(competitionScore({ ...base, channelSubscribers: [1_000, 3_000, 90_000] }).medianChannelSubscribers).toBe(3_000)
    expect(competitionScore({ ...base, channelSubscribers: [] })).not.toHaveProperty('medianChannelSubscribers')
  })
})

describe('the CSV with a channel connected', () => {
  it('adds the fit and its reason to every row', () => {
    const row: KeywordRow = {
      keyword: 'home workout',
      popularity: 80,
      appearances: 3,
      bestPosition: 1,
      wordCount: 2,
      groups: [],
      score: 60,
    }
    const fits = new Map([
      ['home workout', keywordFit({ subscribers: 12_000, medianViews: null }, measured({ medianChannelSubscribers: 480_000 }))],
    ])
    const [header, record] = toCsv([row], fits).split('\r\n')
    expect(header!.split(',').slice(-2)).toEqual(['fit', 'fit_reason'])
    expect(record).toContain(
      ',out-of-reach,"Top results come from channels 40× your size: the median top channel has 480K subscribers, you have 12K"',
    )
    expect(toCsv([row]).split('\r\n')[0]).not.toContain('fit')
  })
})
