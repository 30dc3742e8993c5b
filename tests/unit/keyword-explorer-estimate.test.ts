import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  aggregate,
  applyCompetition,
  discountedScore,
  estimateCompetition,
  expansionQueries,
  rowsToMeasure,
  scoreRows,
  toCsv,
  type KeywordRow,
  type SuggestResult,
} from '@/tools/keyword-explorer'
import { MAX_SEED_LENGTH } from '@/tools/keyword-explorer/expand'
import { seedsFromVideo, VIDEO_SEEDS, videoLinkSeed } from '@/tools/keyword-explorer/video-seed'

/**
 * The competition estimate of unmeasured keywords (tools/keyword-explorer/estimate.ts): a figure per
 * keyword from its own features, anchored on measured neighbours, never one number copied to every row.
 */

const competition = (score: number) => ({ score, totalResults: 0, medianViews: 0, titleMatchShare: 0 })
const VOCABULARY =
  'lessons for beginners chords easy songs acoustic electric how to play tabs tuning cover fingerstyle solo riff 2026 cheap best'.split(' ')

/** A suggestion set the way YouTube answers for "guitar": every expansion query gets ten completions. */
function guitarSuggestions(): SuggestResult[] {
  return expansionQueries('guitar').map(({ query, source }, q) => ({
    query,
    source,
    suggestions: Array.from({ length: 10 }, (_, i) => {
      const extra = [VOCABULARY[(q * 7 + i * 3) % VOCABULARY.length], i % 3 === 0 ? VOCABULARY[(q + i * 5) % VOCABULARY.length] : '']
      return [query.startsWith('how') ? query : `${query}`, ...extra].filter(Boolean).join(' ') + (i === 9 && q % 4 === 0 ? '?' : '')
    }),
  }))
}

function expectDistinctUnlessSameInputs(rows: KeywordRow[]) {
  const estimates = [...estimateCompetition(rows).values()]
  const byValue = new Map<number, string>()
  for (const estimate of estimates) {
    const key = JSON.stringify({ ...estimate.inputs, neighbours: Object.entries(estimate.inputs.neighbours).sort() })
    const seen = byValue.get(estimate.value)
    if (seen !== undefined) expect(seen).toBe(key)
    byValue.set(estimate.value, key)
  }
  return estimates
}

describe('estimateCompetition', () => {
  const set = aggregate('guitar', guitarSuggestions())
  const measuredSet = set.map((row, index) => (index % 150 === 0 ? applyCompetition(row, competition(30 + index / 10)) : row))

  it('gives no two unmeasured keywords of a realistic suggestion set one competition value unless their inputs are the same', () => {
    expect(set.length).toBeGreaterThan(300)
    const estimates = expectDistinctUnlessSameInputs(measuredSet)
    expect(estimates).toHaveLength(measuredSet.filter((row) => !row.competition).length)
    // Shown rounded, they still spread over many values instead of one “typical” figure.
    expect(new Set(estimates.map((e) => e.competition)).size).toBeGreaterThan(25)
    expect(estimates.every((e) => e.value > 0 && e.value < 100 && Number.isInteger(e.competition))).toBe(true)
  })

  it('holds for any suggestion set and any measured subset (property)', () => {
    const keyword = fc
      .array(fc.constantFrom(...VOCABULARY, 'guitar', 'music'), { minLength: 1, maxLength: 6 })
      .map((words) => words.join(' '))
    const rowArb = fc.record({
      keyword,
      popularity: fc.integer({ min: 0, max: 100 }),
      bestPosition: fc.integer({ min: 1, max: 10 }),
      question: fc.boolean(),
      measured: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
    })
    fc.assert(
      fc.property(fc.uniqueArray(rowArb, { minLength: 2, maxLength: 40, selector: (r) => r.keyword }), (specs) => {
        const rows: KeywordRow[] = specs.map((spec) => ({
          keyword: spec.keyword,
          popularity: spec.popularity,
          appearances: 1,
          bestPosition: spec.bestPosition,
          wordCount: spec.keyword.split(' ').length,
          groups: spec.question ? ['questions'] : [],
          score: spec.popularity,
          ...(spec.measured === undefined ? {} : { competition: competition(spec.measured) }),
        }))
        expectDistinctUnlessSameInputs(rows)
      }),
    )
  })

  it('reads each feature the way creators experience competition', () => {
    const base = { appearances: 1, score: 50, groups: [] as KeywordRow['groups'] }
    const rows: KeywordRow[] = [
      { ...base, keyword: 'guitar chords', popularity: 90, bestPosition: 1, wordCount: 2 },
      { ...base, keyword: 'guitar chords easy', popularity: 90, bestPosition: 1, wordCount: 3 },
      { ...base, keyword: 'guitar tabs', popularity: 90, bestPosition: 1, wordCount: 2 },
      { ...base, keyword: 'guitar solo', popularity: 20, bestPosition: 1, wordCount: 2 },
      { ...base, keyword: 'guitar riff', popularity: 90, bestPosition: 8, wordCount: 2 },
      { ...base, keyword: 'how guitar', popularity: 90, bestPosition: 1, wordCount: 2, groups: ['questions'] },
    ]
    const e = estimateCompetition(rows)
    const value = (keyword: string) => e.get(keyword)!.value
    expect(value('guitar chords easy')).toBeLessThan(value('guitar chords')) // longer, more specific
    expect(value('guitar solo')).toBeLessThan(value('guitar tabs')) // less suggested
    expect(value('guitar riff')).toBeLessThan(value('guitar tabs')) // lower in the lists
    expect(value('how guitar')).toBeLessThan(value('guitar tabs')) // a question
  })

  it('follows measured keywords that share its words, and is surer the more evidence shares them', () => {
    const rows: KeywordRow[] = [
      {
        keyword: 'guitar chords',
        popularity: 80,
        appearances: 1,
        bestPosition: 1,
        wordCount: 2,
        groups: [],
        score: 0,
        competition: competition(85),
      },
      {
        keyword: 'guitar chords live',
        popularity: 80,
        appearances: 1,
        bestPosition: 1,
        wordCount: 3,
        groups: [],
        score: 0,
        competition: competition(80),
      },
      {
        keyword: 'guitar tuning',
        popularity: 80,
        appearances: 1,
        bestPosition: 1,
        wordCount: 2,
        groups: [],
        score: 0,
        competition: competition(15),
      },
      { keyword: 'guitar chords easy', popularity: 60, appearances: 1, bestPosition: 2, wordCount: 3, groups: [], score: 0 },
      { keyword: 'guitar tuning easy', popularity: 60, appearances: 1, bestPosition: 2, wordCount: 3, groups: [], score: 0 },
      { keyword: 'ukulele strap', popularity: 60, appearances: 1, bestPosition: 2, wordCount: 2, groups: [], score: 0 },
    ]
    const e = estimateCompetition(rows)
    expect(e.get('guitar chords easy')!.value).toBeGreaterThan(e.get('guitar tuning easy')!.value + 20)
    expect(e.get('guitar chords easy')!.confidence).toBe('high')
    expect(e.get('ukulele strap')!.confidence).toBe('low')
  })
})

describe('rowsToMeasure', () => {
  it('picks the most promising unmeasured keywords, different from each other, within the count', () => {
    const rows = aggregate('guitar', guitarSuggestions())
    const picked = rowsToMeasure(rows, 3, discountedScore)
    expect(picked).toHaveLength(3)
    expect(new Set(picked.map((r) => r.keyword)).size).toBe(3)
    expect(picked.every((r) => !r.competition)).toBe(true)
    expect(rowsToMeasure(rows, 0, discountedScore)).toEqual([])
    // The first pick has the best expected score of all.
    const estimates = estimateCompetition(rows)
    const best = Math.max(...rows.map((r) => discountedScore(r.popularity, estimates.get(r.keyword)!.value)))
    expect(discountedScore(picked[0]!.popularity, estimates.get(picked[0]!.keyword)!.value)).toBe(best)
  })
})

describe('the CSV of a scored list', () => {
  it('has a number in every competition cell and says which were measured', () => {
    const rows = scoreRows(
      aggregate('guitar', guitarSuggestions()).map((row, i) => (i < 3 ? applyCompetition(row, competition(40 + i)) : row)),
    )
    const [header, ...records] = toCsv(rows).trimEnd().split('\r\n')
    const columns = header!.split(',')
    const at = (name: string) => columns.indexOf(name)
    const cells = records.map((record) => record.split(','))
    expect(cells.every((cell) => /^\d{1,3}$/.test(cell[at('competition')]!))).toBe(true)
    expect(cells.filter((cell) => cell[at('measured')] === 'yes')).toHaveLength(3)
    expect(
      cells.filter((cell) => cell[at('measured')] === 'no').every((cell) => /^(high|medium|low)$/.test(cell[at('estimate_confidence')]!)),
    ).toBe(true)
  })
})

describe('a YouTube link pasted as the seed', () => {
  it('is recognised as a link, while an 11-letter word stays a keyword', () => {
    expect(videoLinkSeed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(videoLinkSeed('youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ')
    expect(videoLinkSeed('programming')).toBeNull()
    expect(videoLinkSeed('youtube growth tips')).toBeNull()
  })

  it('offers the title without its tail and notes, then the tags, each a seed the explorer accepts', () => {
    const seeds = seedsFromVideo('How to Grow a YouTube Channel in 2026 (Step by Step) | Creator Academy', [
      'grow youtube channel',
      'Grow YouTube Channel',
      'x'.repeat(120),
      ...Array.from({ length: 10 }, (_, i) => `tag ${i}`),
    ])
    expect(seeds.slice(0, 2)).toEqual(['how to grow a youtube channel in 2026', 'grow youtube channel'])
    expect(seeds).toHaveLength(VIDEO_SEEDS)
    expect(seeds.every((seed) => seed.length > 0 && seed.length <= MAX_SEED_LENGTH)).toBe(true)
  })
})
