/**
 * Micro-benchmarks of the framework-free tool code: how many operations a second one core does.
 * Run on its own with `npx tsx bench/micro.ts`, or as part of `npm run bench`.
 */
import { aggregate, expansionQueries, rankRows, type SuggestResult } from '@/tools/keyword-explorer'
import { analyzeSeo } from '@/tools/seo-analyzer'
import { parseVideoId } from '@/tools/youtube/video-id'

export type MicroResult = { name: string; opsPerSecond: number; microsecondsPerOp: number }

/** Runs `fn` for about `seconds` after a warm-up, in batches so timer overhead does not count. */
function measure(name: string, fn: () => unknown, seconds = 1): MicroResult {
  let sink: unknown
  const warmupEnd = performance.now() + 200
  while (performance.now() < warmupEnd) sink = fn()
  let operations = 0
  let batch = 1
  const started = performance.now()
  const end = started + seconds * 1000
  while (performance.now() < end) {
    for (let i = 0; i < batch; i++) sink = fn()
    operations += batch
    batch = Math.min(batch * 2, 10_000)
  }
  const elapsed = (performance.now() - started) / 1000
  if (sink === Symbol.for('never')) console.log(sink)
  return { name, opsPerSecond: operations / elapsed, microsecondsPerOp: (elapsed * 1e6) / operations }
}

const URLS = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
  'https://youtu.be/dQw4w9WgXcQ?si=abc',
  'https://www.youtube.com/shorts/dQw4w9WgXcQ',
  'https://m.youtube.com/embed/dQw4w9WgXcQ',
  'dQw4w9WgXcQ',
  'https://example.com/not-youtube',
]

const SEO_INPUT = {
  title: 'How to Grow a YouTube Channel in 2026 (Step by Step Guide for Beginners)',
  description: [
    'Growing a YouTube channel in 2026 takes a plan. In this video I walk through keyword research, titles, thumbnails and the first 30 seconds.',
    '',
    '0:00 Intro',
    '1:12 Keyword research',
    '4:30 Titles that get clicked',
    '7:45 Thumbnails',
    '10:02 Retention',
    '',
    'Subscribe for a new video every week: https://www.youtube.com/@creatoracademy',
    '#youtubegrowth #creatortips #youtubeseo',
  ].join('\n'),
  tags: ['grow youtube channel', 'youtube growth', 'youtube seo', 'how to get subscribers', 'youtube tips 2026', 'small youtuber'],
  keyword: 'grow a youtube channel',
}

/** What a full fan-out brings back: ~40 suggestion lists of 10 keywords each. */
function suggestResults(): SuggestResult[] {
  return expansionQueries('cooking', new Date('2026-11-01T00:00:00Z')).map((query, index) => ({
    ...query,
    suggestions: Array.from(
      { length: 10 },
      (_, position) =>
        `${query.query} ${['recipes', 'for beginners', 'at home', 'ideas', 'tips', 'easy', 'how to', 'vegan', 'quick', 'healthy'][(index + position) % 10]}`,
    ),
  }))
}

export function runMicroBenchmarks(): MicroResult[] {
  const results = suggestResults()
  let next = 0
  return [
    measure('parseVideoId (6 URL shapes, per URL)', () => parseVideoId(URLS[next++ % URLS.length]!)),
    measure('analyzeSeo (full report of one video)', () => analyzeSeo(SEO_INPUT)),
    measure(`keyword scoring (aggregate + rank ${results.length} suggestion lists)`, () => rankRows(aggregate('cooking', results))),
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of runMicroBenchmarks()) {
    console.log(
      `${result.name.padEnd(70)} ${Math.round(result.opsPerSecond).toLocaleString('en-US').padStart(12)} ops/s  ${result.microsecondsPerOp.toFixed(2)} µs/op`,
    )
  }
}
