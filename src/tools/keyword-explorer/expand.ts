import type { ExpansionQuery, ExpansionSource } from './types'

/** Suggest completions of a paragraph are noise; longer seeds are cut, not refused (validation is elsewhere). */
export const MAX_SEED_LENGTH = 80

// Phones type ’ where keyboards type ': both must land on the same keyword.
const CURLY_APOSTROPHES = /[‘’ʼ]/g
// Marks stay because Indic and other scripts write vowels as combining marks; dropping them mangles words.
const DISALLOWED = /[^\p{L}\p{M}\p{Nd}\s'&+#.-]/gu

/** One spelling per keyword: "  How-To’s  COOKING!! " -> "how-to's cooking". */
export function normaliseKeyword(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(CURLY_APOSTROPHES, "'").replace(DISALLOWED, ' ').replace(/\s+/g, ' ').trim()
}

// Counted in code points so an emoji or astral letter is never cut in half.
function truncateSeed(seed: string): string {
  const chars = Array.from(seed)
  return chars.length <= MAX_SEED_LENGTH ? seed : chars.slice(0, MAX_SEED_LENGTH).join('').trimEnd()
}

const LETTERS = Array.from('abcdefghijklmnopqrstuvwxyz')
const DIGITS = Array.from('0123456789')
// "how to" sits next to "how" because tutorials are most of what creators search for.
const QUESTION_PREFIXES = ['how', 'how to', 'what', 'why', 'when', 'where', 'who', 'which', 'can', 'is', 'does', 'should']

function modifiers(seed: string, year: number): string[] {
  return [`best ${seed}`, `${seed} for beginners`, `${seed} tutorial`, `${seed} tips`, `${seed} ideas`, `${seed} vs`, `${seed} ${year}`]
}

/**
 * Fans a seed out into the suggest queries that surface its long tail: the seed, seed + a–z, seed + 0–9,
 * question words before it and common modifiers around it. `now` supplies the year modifier.
 */
export function expansionQueries(seed: string, now: Date = new Date()): ExpansionQuery[] {
  const base = truncateSeed(normaliseKeyword(seed))
  // An empty seed has nothing to complete: "a", "how", "best" alone would explore the whole of YouTube.
  if (base === '') return []
  const tagged = (source: ExpansionSource) => (query: string) => ({ query, source })
  const candidates: ExpansionQuery[] = [
    { query: base, source: 'seed' },
    ...LETTERS.map((letter) => `${base} ${letter}`).map(tagged('alphabet')),
    ...DIGITS.map((digit) => `${base} ${digit}`).map(tagged('digit')),
    ...QUESTION_PREFIXES.map((word) => `${word} ${base}`).map(tagged('question')),
    ...modifiers(base, now.getUTCFullYear()).map(tagged('modifier')),
  ]
  // Today's templates cannot collide, but each query costs a request: a template added later that repeats
  // another (say "<seed> a") must not be sent twice.
  const seen = new Set<string>()
  return candidates.filter(({ query }) => {
    if (seen.has(query)) return false
    seen.add(query)
    return true
  })
}
