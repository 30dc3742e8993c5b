import type { ServerResponse } from 'node:http'

import { digest, hash } from '../core/determinism'
import { delayUnlessClosed, googleErrorPage, json, type Reply } from '../core/http'
import { suggestTriggers } from '../fixtures'

/**
 * suggestqueries.google.com/complete/search: YouTube's autocomplete, JSONP for client=youtube and
 * plain JSON for client=firefox, deterministic per query, with trigger words that make it slow,
 * failing, garbage or flaky (fixtures/public-videos.ts, suggestTriggers).
 */

/** Completions the suggest endpoint appends, in a ring: each query takes a window of it, so lists overlap. */
const COMPLETIONS = [
  'tutorial',
  'for beginners',
  'tips',
  '2026',
  'ideas',
  'explained',
  'step by step',
  'mistakes',
  'course',
  'for kids',
  'vs',
  'app',
  'free',
  'guide',
  'hacks',
  'review',
  'shorts',
  'tools',
  'strategy',
  'checklist',
  'for small channels',
  'in hindi',
  'live',
  'examples',
]

/** Words that complete a trailing single letter or digit ("youtube seo a" → "youtube seo analyzer"). */
const LETTER_WORDS: Record<string, string[]> = {
  a: ['analyzer', 'audit', 'algorithm'],
  b: ['basics', 'best practices'],
  c: ['checklist', 'course', 'channel'],
  d: ['description', 'dashboard'],
  e: ['explained', 'expert'],
  f: ['for beginners', 'free'],
  g: ['guide', 'growth'],
  h: ['hashtags', 'hacks'],
  i: ['ideas', 'in hindi'],
  j: ['job', 'journey'],
  k: ['keywords', 'kit'],
  l: ['live', 'list'],
  m: ['mistakes', 'meaning'],
  n: ['niche', 'news'],
  o: ['optimization', 'online'],
  p: ['podcast', 'plugin'],
  q: ['questions', 'quiz'],
  r: ['ranking', 'review'],
  s: ['strategy', 'shorts'],
  t: ['tips', 'tags', 'tools'],
  u: ['update', 'uk'],
  v: ['vs', 'video'],
  w: ['workflow', 'website'],
  x: ['xbox', 'x factor'],
  y: ['yearly', 'youtube'],
  z: ['zero views', 'zoom'],
  0: ['0 to 1000 subscribers'],
  1: ['101', '10 minutes'],
  2: ['2026', '2025'],
  3: ['30 days', '3 tips'],
  4: ['4k'],
  5: ['5 minutes'],
  6: ['60 seconds'],
  7: ['7 days'],
  8: ['8 tips'],
  9: ['90 days'],
}

/** Up to `count` ring words not already in the query, starting at a position chosen by the query's hash. */
function completionWindow(text: string, count: number): string[] {
  const present = new Set(text.split(' '))
  const start = hash(text) % COMPLETIONS.length
  const ring = [...COMPLETIONS.slice(start), ...COMPLETIONS.slice(0, start)]
  return ring.filter((word) => !word.split(' ').some((part) => present.has(part))).slice(0, count)
}

/** What YouTube's suggest would offer for q: phrases that each start with the normalised query. */
export function suggestionsFor(q: string): string[] {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ')
  if (!/\p{L}/u.test(text)) return []
  const count = 7 + (hash(`count:${text}`) % 4)
  const tail = /^(?:(.*\S) )?([\p{L}\p{N}])$/u.exec(text)
  const letterWords = tail?.[2] ? (LETTER_WORDS[tail[2]] ?? []) : []
  if (!tail || letterWords.length === 0) return completionWindow(text, count).map((word) => `${text} ${word}`)
  // A half-typed last word: complete it first, then extend the first completion like any query.
  const head = tail[1] ? `${tail[1]} ` : ''
  const completed = letterWords.map((word) => `${head}${word}`)
  const first = completed[0] ?? text
  const extended = completionWindow(first, count).map((word) => `${first} ${word}`)
  return [...completed, ...extended].slice(0, count)
}

/** The opaque "q" token YouTube appends to its JSONP answer. */
function suggestToken(q: string): string {
  return digest(`token:${q}`).toString('base64url').slice(0, 27)
}

export async function suggest(query: URLSearchParams, res: ServerResponse): Promise<Reply> {
  const q = query.get('q') ?? ''
  const lower = q.toLowerCase()
  if (lower.includes(suggestTriggers.slow)) await delayUnlessClosed(3000, res)
  if (lower.includes(suggestTriggers.failing)) return googleErrorPage(500)
  if (lower.includes(suggestTriggers.garbage)) {
    return { status: 200, headers: { 'content-type': 'text/html; charset=UTF-8' }, body: '<!doctype html><p>not jsonp' }
  }
  if (lower.includes(suggestTriggers.flaky) && hash(`flaky:${lower}`) % 2 === 1) return googleErrorPage(503)
  // Without ds=yt Google answers web search suggestions, not YouTube's: make that visible.
  const web = query.get('ds') !== 'yt'
  const suggestions = suggestionsFor(q).map((s) => (web ? `define ${s}` : s))
  if (query.get('client') === 'firefox') return json(200, [q, suggestions], 'application/json; charset=UTF-8')
  const rows = suggestions.map((s) => [s, 0, [512, 433]])
  const body = `window.google.ac.h(${JSON.stringify([q, rows, { k: 1, q: suggestToken(q) }])})`
  return { status: 200, headers: { 'content-type': 'text/javascript; charset=UTF-8' }, body }
}
