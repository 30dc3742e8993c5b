import { describe, expect, it } from 'vitest'

import { toAppError } from '@/lib/http/api'
import { queryVideoTrafficByDay } from '@/tools/youtube/analytics-api'
import { apiError } from '@/tools/youtube/data-api'
import { YOUTUBE_ERROR_MESSAGES, YouTubeError } from '@/tools/youtube/errors'

/** A Data API error answer as YouTube sends it (https://developers.google.com/youtube/v3/docs/errors). */
const answer = (status: number, reason?: string) => ({
  status,
  headers: new Headers({ 'content-type': 'application/json' }),
  body: new TextEncoder().encode(
    JSON.stringify({ error: { code: status, message: reason ?? 'error', errors: reason ? [{ reason, domain: 'youtube.quota' }] : [] } }),
  ),
})

describe('Data API errors', () => {
  it('reads quotaExceeded and dailyLimitExceeded as the day’s quota spent', () => {
    expect(apiError(answer(403, 'quotaExceeded')).kind).toBe('quota')
    expect(apiError(answer(403, 'dailyLimitExceeded')).kind).toBe('quota')
  })

  it('reads a per-minute rate limit as a pause, not the day’s quota spent', () => {
    expect(apiError(answer(403, 'rateLimitExceeded')).kind).toBe('rate_limited')
    expect(apiError(answer(403, 'userRateLimitExceeded')).kind).toBe('rate_limited')
    expect(apiError(answer(429)).kind).toBe('rate_limited')
  })

  it('keeps the other refusals as they were', () => {
    expect(apiError(answer(403, 'forbidden')).kind).toBe('not_configured')
    expect(apiError(answer(401, 'authError')).kind).toBe('unauthorized')
    expect(apiError(answer(404, 'videoNotFound')).kind).toBe('not_found')
    expect(apiError(answer(500)).kind).toBe('unavailable')
  })
})

describe('Analytics API errors', () => {
  it('reads 429 as a pause, not the day’s Data API quota spent', async () => {
    const fetch = async () => new Response(JSON.stringify({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } }), { status: 429 })
    await expect(
      queryVideoTrafficByDay(
        'dQw4w9WgXcQ',
        { startDate: '2026-01-01', endDate: '2026-01-02' },
        { baseUrl: 'http://127.0.0.1:9', accessToken: 'token', fetch },
      ),
    ).rejects.toMatchObject({ kind: 'rate_limited', status: 429 })
  })
})

describe('YouTube errors in API answers', () => {
  it('answer a rate limit 503 with a minute’s Retry-After, as its message says', () => {
    expect(toAppError(new YouTubeError('rate_limited', 'rateLimitExceeded', 403))).toMatchObject({
      status: 503,
      retryAfter: 60,
      message: YOUTUBE_ERROR_MESSAGES.rate_limited,
    })
    expect(toAppError(new YouTubeError('quota', 'quotaExceeded', 403)).retryAfter).toBeUndefined()
  })
})
