import { describe, expect, it } from 'vitest'

import { auditCsv, failingRuleCounts, ruleLabels, worstFirst } from '@/tools/channel/audit'
import { CHANNEL_NOTICES, isChannelNotice } from '@/tools/channel/notices'
import { channelPickSchema } from '@/tools/channel/schema'
import { analyticsRange, scoreChannelVideo } from '@/tools/channel/score'
import { fetchDailyAnalytics, fetchMyChannels, fetchPlaylistPage } from '@/tools/channel/youtube-api'

/** A fetch answering one JSON body with a status, recording what was asked. */
function answering(status: number, body: unknown) {
  const asked: { url: string; headers: Record<string, string> }[] = []
  const fetch = async (url: string, init?: RequestInit) => {
    asked.push({ url, headers: (init?.headers ?? {}) as Record<string, string> })
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  }
  return { asked, options: { baseUrl: 'http://youtube.test', accessToken: 'ya29.token', fetch, retries: 0 } }
}

describe('the signed-in YouTube calls', () => {
  it('sends the owner’s access token, not an API key', async () => {
    const { asked, options } = answering(200, {})
    expect(await fetchMyChannels(options)).toEqual([])
    expect(asked[0]!.headers.authorization).toBe('Bearer ya29.token')
    expect(asked[0]!.url).toContain('mine=true')
    expect(asked[0]!.url).not.toContain('key=')
  })

  it('reads a channel with hidden subscribers as “hidden”, not zero', async () => {
    const { options } = answering(200, {
      items: [
        {
          id: 'UC1234567890123456789012',
          snippet: { title: 'Maya', customUrl: '@maya', thumbnails: { default: { url: 'https://yt3.test/a' } }, country: 'PT' },
          contentDetails: { relatedPlaylists: { uploads: 'UU1234567890123456789012' } },
          statistics: { viewCount: '1200', subscriberCount: '0', hiddenSubscriberCount: true, videoCount: '7' },
        },
      ],
    })
    expect(await fetchMyChannels(options)).toEqual([
      {
        youtubeChannelId: 'UC1234567890123456789012',
        title: 'Maya',
        handle: '@maya',
        avatarUrl: 'https://yt3.test/a',
        subscribers: null,
        views: 1200,
        videoCount: 7,
        uploadsPlaylistId: 'UU1234567890123456789012',
        country: 'PT',
        defaultLanguage: null,
      },
    ])
  })

  it('pages a playlist with nextPageToken', async () => {
    const { asked, options } = answering(200, { items: [{ contentDetails: { videoId: 'abcdefghijk' } }], nextPageToken: 'CDIQAA' })
    expect(await fetchPlaylistPage('UUx', 'CAEQAA', options)).toEqual({ videoIds: ['abcdefghijk'], nextPageToken: 'CDIQAA' })
    expect(asked[0]!.url).toContain('pageToken=CAEQAA')
  })

  it('tells a refused token and a spent quota apart', async () => {
    await expect(fetchMyChannels(answering(401, { error: { code: 401, message: 'Invalid Credentials' } }).options)).rejects.toMatchObject({
      kind: 'unauthorized',
    })
    const quota = { error: { code: 403, errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }] } }
    await expect(fetchMyChannels(answering(403, quota).options)).rejects.toMatchObject({ kind: 'quota' })
  })

  it('reads Analytics rows by their column headers, whatever their order, and no rows as no days', async () => {
    const columnHeaders = ['subscribersGained', 'day', 'estimatedMinutesWatched', 'views'].map((name) => ({ name }))
    const { asked, options } = answering(200, { columnHeaders, rows: [[3, '2026-11-01', 420, 150]] })
    expect(await fetchDailyAnalytics('UCx', { startDate: '2026-10-29', endDate: '2026-11-25' }, options)).toEqual([
      { day: '2026-11-01', views: 150, watchMinutes: 420, subscribersGained: 3 },
    ])
    expect(new URL(asked[0]!.url).searchParams.get('ids')).toBe('channel==UCx')
    expect(await fetchDailyAnalytics('UCx', { startDate: 'a', endDate: 'b' }, answering(200, { columnHeaders }).options)).toEqual([])
    await expect(
      fetchDailyAnalytics('UCx', { startDate: 'a', endDate: 'b' }, answering(200, { columnHeaders: [] }).options),
    ).rejects.toMatchObject({
      kind: 'bad_response',
    })
  })
})

describe('scoring a channel’s video', () => {
  const video = {
    videoId: 'abcdefghijk',
    title: 'x',
    description: '',
    tags: [],
    durationSeconds: 900,
    hasCaptions: false,
    largestThumbnail: null,
  }

  it('lists the checks a thin video fails, and fewer for a well-described one', () => {
    const thin = scoreChannelVideo(video)
    expect(thin.failingRules.length).toBeGreaterThan(1)
    const described = scoreChannelVideo({
      ...video,
      title: 'Sourdough for beginners: the whole process, step by step',
      description: `Everything about sourdough for beginners.\n\n0:00 Intro\n2:00 Starter\n6:00 Baking\n\nSubscribe for more! #sourdough #baking ${'More words about bread. '.repeat(30)}`,
      tags: ['sourdough', 'sourdough for beginners', 'bread', 'baking'],
      hasCaptions: true,
      largestThumbnail: { width: 1280, height: 720 },
    })
    expect(described.seoScore).toBeGreaterThan(thin.seoScore)
    expect(described.failingRules.length).toBeLessThan(thin.failingRules.length)
  })

  it('asks Analytics for the 28 complete days before today', () => {
    expect(analyticsRange(new Date('2026-11-26T15:00:00Z'), 28)).toEqual({ startDate: '2026-10-29', endDate: '2026-11-25' })
  })
})

describe('what the channel page says', () => {
  it('only shows notices it knows, by name', () => {
    expect(isChannelNotice('connected')).toBe(true)
    expect(isChannelNotice('<script>')).toBe(false)
    expect(isChannelNotice('toString')).toBe(false)
    expect(Object.values(CHANNEL_NOTICES).every((notice) => notice.text.endsWith('.'))).toBe(true)
  })

  it('accepts only a YouTube channel id as a pick', () => {
    expect(channelPickSchema.safeParse({ youtubeChannelId: 'UC1234567890123456789012' }).success).toBe(true)
    expect(channelPickSchema.safeParse({ youtubeChannelId: 'UC123' }).success).toBe(false)
  })
})

describe('the audit list', () => {
  const videos = [
    {
      videoId: 'aaaaaaaaaaa',
      title: '=HYPERLINK("x")',
      seoScore: 80,
      failingRules: ['chapters'],
      views: 10,
      publishedAt: '2026-11-01T00:00:00Z',
    },
    {
      videoId: 'bbbbbbbbbbb',
      title: 'Worst, "quoted"',
      seoScore: 20,
      failingRules: ['chapters', 'tags-count'],
      views: 5,
      publishedAt: null,
    },
    { videoId: 'ccccccccccc', title: 'Fine', seoScore: 95, failingRules: [], views: 99, publishedAt: null },
  ]

  it('puts the worst first, filters by rule and counts each rule', () => {
    expect(worstFirst(videos).map((video) => video.seoScore)).toEqual([20, 80, 95])
    expect(worstFirst(videos, 'tags-count').map((video) => video.videoId)).toEqual(['bbbbbbbbbbb'])
    expect(failingRuleCounts(videos)).toEqual([
      { rule: 'chapters', count: 2 },
      { rule: 'tags-count', count: 1 },
    ])
  })

  it('exports CSV with quoted fields and formulas defused', () => {
    const lines = auditCsv(worstFirst(videos)).split('\r\n')
    expect(lines[0]).toBe('video_id,url,title,seo_score,failing_rules,views,published')
    expect(lines[1]).toBe('bbbbbbbbbbb,https://www.youtube.com/watch?v=bbbbbbbbbbb,"Worst, ""quoted""",20,chapters;tags-count,5,')
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")"`)
  })

  it('names every rule the analyzer can fail', () => {
    const labels = ruleLabels()
    expect(Object.keys(labels).length).toBeGreaterThan(10)
    expect(Object.values(labels).every((label) => label.length > 0)).toBe(true)
    // The chapters check runs only on a description with timestamps; the audit filters by it too.
    expect(labels).toMatchObject({ chapters: 'Chapters', 'chapters-suggested': 'Chapters for a long video' })
  })
})
