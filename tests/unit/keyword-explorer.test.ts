import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  aggregate,
  applyCompetition,
  competitionFormula,
  competitionScore,
  estimateNote,
  expansionQueries,
  filterRows,
  MAX_SEED_LENGTH,
  normaliseKeyword,
  pageOf,
  popularityFormula,
  scoreRows,
  sortRows,
  toCsv,
  type ExpansionSource,
  type KeywordGroup,
  type KeywordRow,
  type SuggestResult,
} from '@/tools/keyword-explorer'

const NOW = new Date('2026-03-01T12:00:00Z')

function result(suggestions: string[], query = 'q', source: ExpansionSource = 'alphabet'): SuggestResult {
  return { query, source, suggestions }
}

function row(keyword: string, overrides: Partial<KeywordRow> = {}): KeywordRow {
  return {
    keyword,
    popularity: 50,
    appearances: 1,
    bestPosition: 1,
    wordCount: keyword.split(' ').length,
    groups: [],
    score: 50,
    ...overrides,
  }
}

function byKeyword(rows: KeywordRow[], keyword: string): KeywordRow {
  const found = rows.find((candidate) => candidate.keyword === keyword)
  if (!found) throw new Error(`no row for ${keyword}`)
  return found
}

/** A strict RFC 4180 reader: every record ends in CRLF, quotes only wrap whole fields, bare CR or LF is an error. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '"' && field === '') {
      let end = index + 1
      for (;;) {
        if (end >= text.length) throw new Error('unterminated quote')
        if (text[end] === '"') {
          if (text[end + 1] !== '"') break
          field += '"'
          end += 2
        } else {
          field += text[end]
          end += 1
        }
      }
      index = end + 1
      const next = text[index]
      if (next !== ',' && next !== '\r') throw new Error(`text after closing quote at ${index}`)
      continue
    }
    if (char === ',') {
      record.push(field)
      field = ''
      index += 1
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      index += 2
    } else if (char === '"' || char === '\r' || char === '\n') {
      throw new Error(`bare ${JSON.stringify(char)} at ${index}`)
    } else {
      field += char
      index += 1
    }
  }
  if (field !== '' || record.length > 0) throw new Error('last record not terminated by CRLF')
  return records
}

describe('normaliseKeyword', () => {
  it.each([
    ['  How   To COOK  ', 'how to cook'],
    ['Don’t stop', "don't stop"],
    ['C++ & C# tips', 'c++ & c# tips'],
    ['node.js vs deno', 'node.js vs deno'],
    ['🔥 fire 🔥 ideas!!', 'fire ideas'],
    ['rock/paper|scissors', 'rock paper scissors'],
    ['ｆｕｌｌｗｉｄｔｈ １２３', 'fullwidth 123'],
    ['Cafe\u0301 Crème', 'café crème'],
    ['हिन्दी गाने', 'हिन्दी गाने'],
    ['what is this?', 'what is this'],
    ['\t\n', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseKeyword(input)).toBe(expected)
  })
})

describe('expansionQueries', () => {
  const queries = expansionQueries('Cooking', NOW)
  const texts = queries.map((query) => query.query)

  it('sends the seed, a–z, 0–9, 12 question forms and 7 modifiers, once each', () => {
    const count = (source: ExpansionSource) => queries.filter((query) => query.source === source).length
    expect([count('seed'), count('alphabet'), count('digit'), count('question'), count('modifier')]).toEqual([1, 26, 10, 12, 7])
    expect(queries).toHaveLength(1 + 26 + 10 + 12 + 7)
    expect(new Set(texts).size).toBe(texts.length)
  })

  it('puts the seed first and builds each family around it', () => {
    expect(queries[0]).toEqual({ query: 'cooking', source: 'seed' })
    expect(texts).toEqual(expect.arrayContaining(['cooking a', 'cooking z', 'cooking 0', 'cooking 9']))
    expect(queries.filter((query) => query.source === 'question').map((query) => query.query)).toEqual([
      'how cooking',
      'how to cooking',
      'what cooking',
      'why cooking',
      'when cooking',
      'where cooking',
      'who cooking',
      'which cooking',
      'can cooking',
      'is cooking',
      'does cooking',
      'should cooking',
    ])
    expect(queries.filter((query) => query.source === 'modifier').map((query) => query.query)).toEqual([
      'best cooking',
      'cooking for beginners',
      'cooking tutorial',
      'cooking tips',
      'cooking ideas',
      'cooking vs',
      'cooking 2026',
    ])
  })

  it('takes the year from the clock it is given', () => {
    expect(expansionQueries('cooking', new Date('2027-06-01T00:00:00Z')).map((query) => query.query)).toContain('cooking 2027')
  })

  it('normalises the seed before expanding it', () => {
    expect(expansionQueries('  Home   COOKING!! ', NOW).slice(0, 2)).toEqual([
      { query: 'home cooking', source: 'seed' },
      { query: 'home cooking a', source: 'alphabet' },
    ])
  })

  it(`cuts seeds to ${MAX_SEED_LENGTH} characters without a trailing space or half a character`, () => {
    expect(expansionQueries('a'.repeat(200), NOW)[0]?.query).toBe('a'.repeat(MAX_SEED_LENGTH))
    const words = expansionQueries('word '.repeat(40), NOW)[0]?.query ?? ''
    expect(words.length).toBeLessThanOrEqual(MAX_SEED_LENGTH)
    expect(words.endsWith(' ')).toBe(false)
    const astral = expansionQueries('𠀀'.repeat(100), NOW)[0]?.query ?? ''
    expect(Array.from(astral)).toHaveLength(MAX_SEED_LENGTH)
    expect(astral.isWellFormed()).toBe(true)
  })

  it('has nothing to expand for a seed that normalises to nothing', () => {
    expect(expansionQueries(' !!! ', NOW)).toEqual([])
  })
})

describe('aggregate', () => {
  it('merges case and spacing variants across queries, counting appearances and the best position', () => {
    const rows = aggregate('cooking', [
      result(['cooking pasta', 'Cooking Rice'], 'cooking', 'seed'),
      result(['cooking pizza', 'cooking  pasta'], 'cooking p'),
      result(['x', 'y', 'COOKING PASTA '], 'cooking tips', 'modifier'),
    ])
    expect(byKeyword(rows, 'cooking pasta')).toMatchObject({ appearances: 3, bestPosition: 1 })
    expect(byKeyword(rows, 'cooking rice')).toMatchObject({ appearances: 1, bestPosition: 2 })
    expect(rows.filter((candidate) => candidate.keyword === 'cooking pasta')).toHaveLength(1)
  })

  it('counts a keyword once per list, at its better position, and ignores empty suggestions', () => {
    const rows = aggregate('cooking', [result(['', 'Cooking Pasta', 'cooking pasta', '!!!'])])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ keyword: 'cooking pasta', appearances: 1, bestPosition: 2 })
  })

  it('keeps the seed in the table', () => {
    const rows = aggregate('cooking', [result(['cooking', 'cooking pasta'], 'cooking', 'seed')])
    expect(rows.map((candidate) => candidate.keyword)).toContain('cooking')
  })

  it('ranks a keyword suggested first by many queries above one suggested once at position 8', () => {
    const filler = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7']
    const rows = aggregate('cooking', [
      result(['cooking pasta', ...filler.slice(0, 6), 'cooking rice']),
      result(['cooking pasta']),
      result(['cooking pasta']),
    ])
    const pasta = byKeyword(rows, 'cooking pasta')
    const rice = byKeyword(rows, 'cooking rice')
    expect(pasta.popularity).toBe(100)
    expect(rice.popularity).toBe(Math.round(100 / Math.sqrt(8) / 3))
    expect(pasta.score).toBeGreaterThan(rice.score)
    expect(rows[0]?.keyword).toBe('cooking pasta')
  })

  it('scores the top keyword 100 only when it has the evidence of two first-place suggestions', () => {
    expect(aggregate('cooking', [result(['cooking pasta'])])[0]?.popularity).toBe(50)
    expect(aggregate('cooking', [result(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'lonely'])]).at(-1)).toMatchObject({
      keyword: 'lonely',
      popularity: Math.round(100 / Math.sqrt(8) / 2),
    })
    expect(aggregate('cooking', [result(['cooking pasta']), result(['cooking pasta'])])[0]?.popularity).toBe(100)
    // Second place twice is not yet solid: 2 × 1/√2 ≈ 1.41.
    expect(aggregate('cooking', [result(['x', 'cooking pasta']), result(['y', 'cooking pasta'])])).toContainEqual(
      expect.objectContaining({ keyword: 'cooking pasta', popularity: 71 }),
    )
  })

  it('groups questions by their first word or a question mark, and long-tail by four or more words', () => {
    const rows = aggregate('cooking', [
      result(['how to cook rice', 'is cooking hard', 'cooking rice?', 'cooking', 'best pan for cooking']),
      result(['cooking & baking tips', 'showcase cooking']),
    ])
    expect(byKeyword(rows, 'how to cook rice').groups).toEqual(['questions', 'long-tail'])
    expect(byKeyword(rows, 'is cooking hard').groups).toEqual(['questions'])
    expect(byKeyword(rows, 'cooking rice').groups).toEqual(['questions'])
    expect(byKeyword(rows, 'cooking').groups).toEqual([])
    expect(byKeyword(rows, 'best pan for cooking').groups).toEqual(['long-tail'])
    expect(byKeyword(rows, 'cooking & baking tips')).toMatchObject({ wordCount: 3, groups: [] })
    expect(byKeyword(rows, 'showcase cooking').groups).toEqual([])
  })

  it('scores by popularity alone and sorts by score, then keyword', () => {
    const rows = aggregate('cooking', [result(['b', 'a']), result(['b', 'a'])])
    expect(rows.map((candidate) => [candidate.keyword, candidate.score])).toEqual([
      ['b', 100],
      ['a', 71],
    ])
    const tied = aggregate('cooking', [result(['zeta']), result(['alpha'])])
    expect(tied.map((candidate) => candidate.keyword)).toEqual(['alpha', 'zeta'])
    expect(tied.every((candidate) => candidate.score === candidate.popularity && candidate.competition === undefined)).toBe(true)
  })

  it('keeps popularity an integer within 0–100 for any suggestion lists', () => {
    const text = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom('a', 'B', ' ', '?', 'é', '🔥', '-') }))
    const results = fc.array(
      fc.record({
        query: fc.string(),
        source: fc.constantFrom<ExpansionSource>('seed', 'alphabet', 'digit', 'question', 'modifier'),
        suggestions: fc.array(text, { maxLength: 15 }),
      }),
      { maxLength: 60 },
    )
    fc.assert(
      fc.property(results, (lists) => {
        const rows = aggregate('seed', lists)
        for (const candidate of rows) {
          expect(Number.isInteger(candidate.popularity)).toBe(true)
          expect(candidate.popularity).toBeGreaterThanOrEqual(0)
          expect(candidate.popularity).toBeLessThanOrEqual(100)
          expect(candidate.score).toBe(candidate.popularity)
          expect(candidate.appearances).toBeLessThanOrEqual(lists.length)
          expect(candidate.bestPosition).toBeGreaterThanOrEqual(1)
        }
        expect(new Set(rows.map((candidate) => candidate.keyword)).size).toBe(rows.length)
      }),
    )
  })
})

describe('competitionScore', () => {
  const base = {
    totalResults: 1e5,
    views: [1e4, 1e5, 1e6],
    titles: ['Cooking Pasta fast', 'Pasta', 'cooking pasta!', 'rice'],
    keyword: 'cooking pasta',
  }

  it('blends results, median views and title matches 0.35/0.35/0.3', () => {
    // R = 0.5, V = (5 − 3) ÷ 3, T = 2 ÷ 4.
    expect(competitionScore(base)).toEqual({
      score: Math.round(100 * (0.35 * 0.5 + 0.35 * (2 / 3) + 0.3 * 0.5)),
      totalResults: 1e5,
      medianViews: 1e5,
      titleMatchShare: 0.5,
    })
  })

  it('stays within 0–100 at the extremes and with no data', () => {
    expect(competitionScore({ totalResults: 0, views: [], titles: [], keyword: 'x' })).toEqual({
      score: 0,
      totalResults: 0,
      medianViews: 0,
      titleMatchShare: 0,
    })
    expect(competitionScore({ totalResults: 1e12, views: [1e9, 1e9], titles: ['x'], keyword: 'x' }).score).toBe(100)
    expect(competitionScore({ totalResults: Number.NaN, views: [Number.NaN, -5], titles: [], keyword: '' }).score).toBe(0)
  })

  it('gets harder with more results, more views and more matching titles', () => {
    const score = (overrides: Partial<typeof base>) => competitionScore({ ...base, ...overrides }).score
    expect(score({ totalResults: 1e3 })).toBeLessThan(score({ totalResults: 1e5 }))
    expect(score({ totalResults: 1e5 })).toBeLessThan(score({ totalResults: 1e7 }))
    expect(score({ views: [500, 800, 1000] })).toBeLessThan(score({ views: [1e4, 3e4, 5e4] }))
    expect(score({ views: [1e4, 3e4, 5e4] })).toBeLessThan(score({ views: [2e6, 3e6, 4e6] }))
    expect(score({ titles: ['a', 'b'] })).toBeLessThan(score({ titles: ['Cooking pasta', 'b'] }))
    expect(score({ titles: ['Cooking pasta', 'b'] })).toBeLessThan(score({ titles: ['Cooking pasta', 'COOKING PASTA'] }))
  })

  it('matches titles on whole words, after normalising both sides', () => {
    const share = (keyword: string, title: string) =>
      competitionScore({ totalResults: 0, views: [], titles: [title], keyword }).titleMatchShare
    expect(share('art', 'Start here')).toBe(0)
    expect(share('minecraft tutorial', 'MINECRAFT: Tutorial #1')).toBe(1)
    expect(share('minecraft', 'Best of minecraft.')).toBe(1)
    expect(share('c++', 'Learn C++ in 1 hour')).toBe(1)
    expect(share('c++', 'Learn C in 1 hour')).toBe(0)
  })

  it('takes the median, not the mean, of views', () => {
    expect(competitionScore({ ...base, views: [10, 1000, 1e9] }).medianViews).toBe(1000)
    expect(competitionScore({ ...base, views: [1, 2, 3, 4] }).medianViews).toBe(3)
  })
})

describe('applyCompetition', () => {
  const competition = (score: number) => ({ score, totalResults: 0, medianViews: 0, titleMatchShare: 0 })

  it('discounts popularity by up to 60% and keeps the competition on the row', () => {
    const original = row('cooking', { popularity: 80, score: 80 })
    expect(applyCompetition(original, competition(0)).score).toBe(80)
    expect(applyCompetition(original, competition(50))).toMatchObject({ score: 56, popularity: 80, competition: competition(50) })
    expect(applyCompetition(original, competition(100)).score).toBe(32)
    expect(original).toEqual(row('cooking', { popularity: 80, score: 80 }))
  })
})

describe('toCsv', () => {
  it('writes the header and one CRLF-terminated record per row', () => {
    const csv = toCsv([
      row('how to cook rice', {
        score: 40,
        popularity: 80,
        appearances: 3,
        bestPosition: 2,
        wordCount: 4,
        groups: ['questions', 'long-tail'],
        competition: { score: 83, totalResults: 1, medianViews: 1, titleMatchShare: 1 },
        basis: 'measured',
      }),
      row('cooking', { score: 35, popularity: 50, basis: 'estimated', assumedCompetition: 50, estimateConfidence: 'medium' }),
    ])
    expect(csv).toBe(
      'keyword,score,popularity,competition,measured,estimate_confidence,appearances,best_position,words,groups\r\n' +
        'how to cook rice,40,80,83,yes,,3,2,4,questions;long-tail\r\n' +
        'cooking,35,50,50,no,medium,1,1,1,\r\n',
    )
  })

  it('quotes commas, quotes and line breaks', () => {
    const keyword = (text: string) =>
      toCsv([row(text)])
        .split('\r\n')[1]
        ?.split(',50')[0]
    expect(keyword('salt, pepper')).toBe('"salt, pepper"')
    expect(keyword('the "best" pan')).toBe('"the ""best"" pan"')
    expect(toCsv([row('line\nbreak')])).toContain('"line\nbreak"')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    const keywords = ['=1+1', '+cmd', '-2', '@sum', '=HYPERLINK("x","y")', 'safe = fine']
    const parsed = parseCsv(toCsv(keywords.map((keyword) => row(keyword))))
    expect(parsed.slice(1).map((record) => record[0])).toEqual(["'=1+1", "'+cmd", "'-2", "'@sum", `'=HYPERLINK("x","y")`, 'safe = fine'])
  })

  it('always reads back as exactly rows + 1 records of 10 fields', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom('a', ',', '"', '\r', '\n', '=', '+', '-', '@', ' ', '\t') }),
    )
    const rows = fc.array(
      fc.record({ keyword: text, popularity: fc.nat(100), groups: fc.subarray<KeywordGroup>(['questions', 'long-tail']) }),
      { maxLength: 20 },
    )
    fc.assert(
      fc.property(rows, (specs) => {
        const parsed = parseCsv(toCsv(specs.map((spec) => row(spec.keyword, spec))))
        expect(parsed).toHaveLength(specs.length + 1)
        expect(parsed.every((record) => record.length === 10)).toBe(true)
        specs.forEach((spec, index) => {
          const expected = /^[=+\-@\t\r]/.test(spec.keyword) ? `'${spec.keyword}` : spec.keyword
          expect(parsed[index + 1]?.[0]).toBe(expected)
        })
      }),
    )
  })
})

describe('filterRows and sortRows', () => {
  const competition = (score: number) => ({ score, totalResults: 0, medianViews: 0, titleMatchShare: 0 })
  const rows = [
    row('how to cook rice', { score: 40, popularity: 60, wordCount: 4, groups: ['questions', 'long-tail'], competition: competition(70) }),
    row('cooking', { score: 90, popularity: 90, wordCount: 1 }),
    row('best pan for cooking', { score: 20, popularity: 30, wordCount: 4, groups: ['long-tail'], competition: competition(10) }),
    row('is cooking hard', { score: 20, popularity: 20, wordCount: 3, groups: ['questions'] }),
  ]
  const keywords = (list: KeywordRow[]) => list.map((candidate) => candidate.keyword)

  it('filters by group, normalised text and minimum score', () => {
    expect(keywords(filterRows(rows, {}))).toEqual(keywords(rows))
    expect(keywords(filterRows(rows, { group: 'all' }))).toEqual(keywords(rows))
    expect(keywords(filterRows(rows, { group: 'questions' }))).toEqual(['how to cook rice', 'is cooking hard'])
    expect(keywords(filterRows(rows, { group: 'long-tail' }))).toEqual(['how to cook rice', 'best pan for cooking'])
    expect(keywords(filterRows(rows, { text: '  COOKING ' }))).toEqual(['cooking', 'best pan for cooking', 'is cooking hard'])
    expect(keywords(filterRows(rows, { minScore: 40 }))).toEqual(['how to cook rice', 'cooking'])
    expect(keywords(filterRows(rows, { group: 'questions', text: 'hard', minScore: 10 }))).toEqual(['is cooking hard'])
  })

  it('sorts by any column in either direction, keeping ties in their current order', () => {
    expect(keywords(sortRows(rows, { by: 'score', direction: 'desc' }))).toEqual([
      'cooking',
      'how to cook rice',
      'best pan for cooking',
      'is cooking hard',
    ])
    expect(keywords(sortRows(rows, { by: 'score', direction: 'asc' }))).toEqual([
      'best pan for cooking',
      'is cooking hard',
      'how to cook rice',
      'cooking',
    ])
    expect(keywords(sortRows(rows, { by: 'popularity', direction: 'asc' }))).toEqual([
      'is cooking hard',
      'best pan for cooking',
      'how to cook rice',
      'cooking',
    ])
    expect(keywords(sortRows(rows, { by: 'keyword', direction: 'asc' }))).toEqual([
      'best pan for cooking',
      'cooking',
      'how to cook rice',
      'is cooking hard',
    ])
    expect(keywords(sortRows(rows, { by: 'words', direction: 'desc' }))).toEqual([
      'how to cook rice',
      'best pan for cooking',
      'is cooking hard',
      'cooking',
    ])
    expect(keywords(rows)[0]).toBe('how to cook rice')
  })

  it('puts rows without competition last in both directions', () => {
    expect(keywords(sortRows(rows, { by: 'competition', direction: 'asc' }))).toEqual([
      'best pan for cooking',
      'how to cook rice',
      'cooking',
      'is cooking hard',
    ])
    expect(keywords(sortRows(rows, { by: 'competition', direction: 'desc' }))).toEqual([
      'how to cook rice',
      'best pan for cooking',
      'cooking',
      'is cooking hard',
    ])
  })
})

describe('labels', () => {
  it('says the numbers are estimates and spells out both formulas', () => {
    expect(estimateNote).toMatch(/estimates/)
    expect(estimateNote).toMatch(/does not publish search volumes/)
    expect(popularityFormula).toContain('1/√position')
    expect(competitionFormula).toContain('0.35')
  })
})

describe('scoreRows', () => {
  const competition = (score: number) => ({ score, totalResults: 0, medianViews: 0, titleMatchShare: 0 })

  it('discounts unmeasured keywords by their estimate, so they no longer outrank measured ones for being unmeasured', () => {
    // The case: an unmeasured 50 outranked a measured row scored 36 (popularity 60, competition 40).
    const rows = scoreRows([
      row('measured a', { popularity: 60, competition: competition(40) }),
      row('measured b', { popularity: 90, competition: competition(60) }),
      row('measured c', { popularity: 70, competition: competition(50) }),
      row('unmeasured', { popularity: 50 }),
    ])
    const byKeyword = Object.fromEntries(rows.map((r) => [r.keyword, r]))
    expect(byKeyword['measured a']).toMatchObject({ score: 46, basis: 'measured' })
    const unmeasured = byKeyword['unmeasured']!
    expect(unmeasured).toMatchObject({ basis: 'estimated', estimateConfidence: 'low' })
    expect(unmeasured.score).toBe(Math.round(50 * (1 - (0.6 * unmeasured.assumedCompetition!) / 100)))
    expect(unmeasured.score).toBeLessThan(50)
  })

  it('keeps popularity alone, said so, when nothing was measured, and still gives each keyword a low-confidence estimate', () => {
    const rows = scoreRows([row('b', { popularity: 40, score: 12 }), row('a', { popularity: 80 })])
    expect(rows.map((r) => [r.keyword, r.score, r.basis, r.estimateConfidence])).toEqual([
      ['a', 80, 'popularity', 'low'],
      ['b', 40, 'popularity', 'low'],
    ])
    expect(rows[0]!.assumedCompetition).toBeGreaterThan(rows[1]!.assumedCompetition!)
  })

  it('replaces the estimate once the keyword is measured, and moves the estimate of the others', () => {
    const first = scoreRows([row('x', { popularity: 80, competition: competition(20) }), row('x y', { popularity: 80 })])
    const before = first.find((r) => r.keyword === 'x y')!
    expect(before).toMatchObject({ basis: 'estimated' })
    const measured = first.map((r) => (r.keyword === 'x y' ? applyCompetition(r, competition(80)) : r))
    const again = scoreRows([...measured, row('x y z', { popularity: 80 })])
    expect(again.find((r) => r.keyword === 'x y')).toMatchObject({ basis: 'measured', score: 42 })
    expect(again.find((r) => r.keyword === 'x y')?.assumedCompetition).toBeUndefined()
    // Its neighbour "x y" measured hard, so "x y z" is estimated harder than "x y" was before.
    expect(again.find((r) => r.keyword === 'x y z')!.assumedCompetition).toBeGreaterThan(before.assumedCompetition!)
  })
})

describe('pageOf', () => {
  const items = Array.from({ length: 120 }, (_, index) => index)

  it('cuts a list into pages and says which rows a page shows', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, from: 1, to: 50, total: 120 })
    const last = pageOf(items, 3)
    expect(last).toMatchObject({ page: 3, from: 101, to: 120 })
    expect(last.items).toHaveLength(20)
  })

  it('clamps pages past either end, and an empty list is one empty page', () => {
    expect(pageOf(items, 9).page).toBe(3)
    expect(pageOf(items, 0).page).toBe(1)
    expect(pageOf([], 2)).toMatchObject({ page: 1, pages: 1, from: 0, to: 0, total: 0, items: [] })
  })
})
