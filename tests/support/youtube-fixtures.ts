/**
 * The videos the fake YouTube knows. Tests and the fake share this table, so a test can say
 * "a video without a maxres thumbnail" by name instead of repeating ids.
 */
export type FakeVideo = {
  id: string
  title: string
  channel: string
  description: string
  tags: string[]
  durationSeconds: number
  hasCaptions: boolean
  views: number
  /** Thumbnail names YouTube serves for this video (others answer 404 with the grey placeholder). */
  thumbnails: ('default' | 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault')[]
  webp: boolean
  /** oEmbed answers 401 and the Data API returns no item, as for a private video. */
  private?: boolean
}

const ALL = ['default', 'mqdefault', 'hqdefault', 'sddefault', 'maxresdefault'] as const

export const fakeVideos = {
  full: {
    id: 'dQw4w9WgXcQ',
    title: 'How to Grow a YouTube Channel in 2026 (Step by Step)',
    channel: 'Creator Academy',
    description:
      'Growing a YouTube channel in 2026 starts with search: this step-by-step guide shows the exact workflow.\n\n0:00 Intro\n0:45 Find keywords\n3:10 Write the title\n6:30 Design the thumbnail\n9:00 Promote the video\n\nGet the free checklist: https://example.com/checklist\nSubscribe for a new guide every week!\n\n#youtubegrowth #creatortips #youtubeseo',
    tags: ['grow youtube channel', 'youtube growth', 'youtube seo', 'small youtuber tips', 'how to get subscribers'],
    durationSeconds: 11 * 60 + 42,
    hasCaptions: true,
    views: 1_254_331,
    thumbnails: [...ALL],
    webp: true,
  },
  noMaxres: {
    id: 'noMaxRes_01',
    title: 'my first vlog',
    channel: 'Tiny Channel',
    description: 'first video!!',
    tags: [],
    durationSeconds: 95,
    hasCaptions: false,
    views: 42,
    thumbnails: ['default', 'mqdefault', 'hqdefault'],
    webp: false,
  },
  privateVideo: {
    id: 'privateVid1',
    title: 'Private video',
    channel: 'Hidden',
    description: '',
    tags: [],
    durationSeconds: 60,
    hasCaptions: false,
    views: 0,
    thumbnails: [],
    webp: false,
    private: true,
  },
} satisfies Record<string, FakeVideo>

/** An id the fake has never heard of: every endpoint answers as YouTube does for a missing video. */
export const unknownVideoId = 'zzzzzzzzzzz'

/** Seed keywords that make the fake suggest endpoint misbehave, for the error-state tests. */
export const suggestTriggers = {
  /** Every expansion containing it answers after 3 seconds. */
  slow: 'slowpoke',
  /** Every expansion containing it answers HTTP 500. */
  failing: 'breakdown',
  /** Every expansion containing it answers 200 with a body that is not JSON(P). */
  garbage: 'gibberish',
  /** Half of the expansions fail: the result is partial. */
  flaky: 'flaky',
} as const

/** Data API keys the fake understands. */
export const fakeApiKeys = {
  valid: 'test-youtube-key',
  /** Every Data API call answers 403 quotaExceeded. */
  quotaExhausted: 'quota-exhausted-key',
} as const
