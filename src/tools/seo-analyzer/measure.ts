/**
 * Measuring a video's text the way YouTube does (characters, UTF-8 bytes, the tag total, hashtags,
 * chapter timestamps) and the normalised matching the keyword rules rely on.
 */

const encoder = new TextEncoder()

/** Characters as a person counts them: an emoji is one character, not two UTF-16 units. */
export function charCount(text: string): number {
  return Array.from(text).length
}

/** YouTube caps the description in bytes, so an emoji costs 4 and most non-Latin letters 2 or 3. */
export function utf8Bytes(text: string): number {
  return encoder.encode(text).length
}

/**
 * The total YouTube checks against its 500-character tag limit: a comma between tags counts, and a
 * tag with a space counts as if wrapped in quotes ("Foo Baz" counts 9).
 */
export function youtubeTagsLength(tags: readonly string[]): number {
  const characters = tags.reduce((sum, tag) => sum + charCount(tag) + (/\s/.test(tag) ? 2 : 0), 0)
  return characters + Math.max(0, tags.length - 1)
}

const URL_PATTERN = /\bhttps?:\/\/\S+|\bwww\.\S+/gi

// A hashtag follows a space or punctuation, not a word ("C#", "page#top") or an entity ("&#39;"), and
// needs a letter: "#1" is a ranking, not a hashtag.
const HASHTAG_PATTERN = /(?<![\p{L}\p{M}\p{N}_&#/])#(?=[\p{M}\p{N}_]*\p{L})[\p{L}\p{M}\p{N}_]+/gu

/** The hashtags in the text as written ("#Travel"), in order, ignoring "#" inside links. */
export function extractHashtags(text: string): string[] {
  return Array.from(text.replace(URL_PATTERN, ' ').matchAll(HASHTAG_PATTERN), (match) => match[0])
}

/** Each hashtag once, as first written: YouTube does not tell "#SEO" from "#seo". */
export function distinctHashtags(text: string): string[] {
  const byKey = new Map<string, string>()
  for (const hashtag of extractHashtags(text)) {
    const key = hashtag.toLowerCase()
    if (!byKey.has(key)) byKey.set(key, hashtag)
  }
  return [...byKey.values()]
}

export type Chapter = {
  seconds: number
  title: string
  /** The description line the chapter comes from, trimmed, so a report can quote it. */
  line: string
}

// m:ss, mm:ss or h:mm:ss at the start of a line, the only place YouTube reads chapter timestamps.
const TIMESTAMP_LINE = /^((?:\d{1,2}:[0-5]\d|\d{1,2}):[0-5]\d)(?![\d:])\s*(.*)$/
const TITLE_SEPARATOR = /^[-–—:|•]+\s*/

function toSeconds(timestamp: string): number {
  return timestamp.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}

/** Every description line that starts with a timestamp, in the order written. */
export function parseChapters(description: string): Chapter[] {
  const chapters: Chapter[] = []
  for (const raw of description.split(/\r?\n/)) {
    const line = raw.trim()
    const match = TIMESTAMP_LINE.exec(line)
    if (!match) continue
    const [, timestamp = '', rest = ''] = match
    chapters.push({ seconds: toSeconds(timestamp), title: rest.replace(TITLE_SEPARATOR, '').trim(), line })
  }
  return chapters
}

/**
 * The share of letters, among words of 2+ letters, that sit in fully upper-case words. Acronyms such
 * as "SEO" count too: a title cannot tell them from shouting. Scripts without case are left out.
 */
export function allCapsShare(title: string): number {
  let upper = 0
  let total = 0
  for (const word of title.match(/\p{L}[\p{L}\p{M}]*/gu) ?? []) {
    const hasCase = word.toUpperCase() !== word.toLowerCase()
    const length = charCount(word)
    if (length < 2 || !hasCase) continue
    total += length
    if (word === word.toUpperCase()) upper += length
  }
  return total === 0 ? 0 : upper / total
}

/**
 * Text reduced for keyword matching: NFKC (full-width and ligature forms fold to plain letters),
 * lower case, apostrophes dropped ("don’t" = "dont"), other punctuation and symbols turned into
 * single spaces.
 */
export function normalise(text: string): string {
  const known = recentlyNormalised.get(text)
  if (known !== undefined) return known
  const normalised = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()
  if (recentlyNormalised.size >= 16) recentlyNormalised.clear()
  recentlyNormalised.set(text, normalised)
  return normalised
}

// One analysis normalises the same title, description and keyword in several checks.
const recentlyNormalised = new Map<string, string>()

/** normalise(text) between spaces, as findPhrase searches it: for looking up many phrases in one text. */
export function phraseHaystack(text: string): string {
  return ` ${normalise(text)} `
}

/** Where the phrase starts in normalise(text), matching whole words only; -1 when it is absent. */
export function findPhrase(text: string, phrase: string): number {
  const needle = normalise(phrase)
  return needle === '' ? -1 : phraseHaystack(text).indexOf(` ${needle} `)
}

/** How many times the phrase occurs in the text as whole words. */
export function countPhrase(text: string, phrase: string): number {
  const needle = normalise(phrase)
  if (needle === '') return 0
  const haystack = ` ${normalise(text)} `
  const target = ` ${needle} `
  let count = 0
  // Resume on the match's trailing space so back-to-back repeats ("seo seo") both count.
  for (let at = haystack.indexOf(target); at !== -1; at = haystack.indexOf(target, at + target.length - 1)) {
    count += 1
  }
  return count
}

// Chinese and Japanese write no spaces between words, so each of their characters counts as a word.
const WORD_PATTERN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*/gu

/** Words a reader sees, leaving links out: a URL says nothing about the topic. */
export function countWords(text: string): number {
  return text.replace(URL_PATTERN, ' ').match(WORD_PATTERN)?.length ?? 0
}
