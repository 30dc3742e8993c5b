import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { AdAnalyticsComparison } from '@/components/campaign-delivery/AdAnalyticsComparison'
import type { AdAnalyticsDay } from '@/tools/campaign-delivery/ad-analytics'
import { chartDays } from '@/tools/campaign-delivery/progress'

const adDay = (day: string, adViews: number, final: boolean): AdAnalyticsDay => ({
  day,
  adViews,
  adEngagedViews: Math.round(adViews / 2),
  adMinutes: adViews,
  allViews: adViews + 10,
  final,
})

const render = (
  analytics: Parameters<typeof AdAnalyticsComparison>[0]['analytics'],
  days = chartDays([], [], { start: null, end: null }),
) => renderToStaticMarkup(createElement(AdAnalyticsComparison, { analytics, days })).replace(/<[^>]+>/g, ' ')

describe('the report’s YouTube Analytics section', () => {
  it('lists the days YouTube counted ad views before the ad report or the counter recorded them, each saying whether it is final', () => {
    const text = render({ kind: 'rows', days: [adDay('2026-11-20', 120, true), adDay('2026-11-25', 40, false)] })
    expect(text).not.toContain('no figures for the campaign’s days yet')
    expect(text).toMatch(/2026-11-20\s+Final.*2026-11-25\s+Not final yet/)
    expect(text).toContain('YouTube counted ad views; the ad report for this day is not imported yet.')
  })

  it('puts YouTube’s count beside the delivered views of the same day, and the campaign days with nothing from YouTube', () => {
    const days = chartDays(
      [
        { day: '2026-11-20', views: 100 },
        { day: '2026-11-21', views: 80 },
      ],
      [],
      { start: '2026-11-20', end: null },
    )
    const text = render({ kind: 'rows', days: [adDay('2026-11-20', 120, true)] }, days)
    expect(text).toMatch(/2026-11-20\s+Final.*YouTube counted 20 more/)
    expect(text).toMatch(/2026-11-21\s+Not final yet.*YouTube Analytics has no figures for this day yet/)
  })

  it('says when YouTube’s figures will come while it has none for the campaign', () => {
    expect(render({ kind: 'rows', days: [] })).toContain(
      'YouTube Analytics has no figures for the campaign’s days yet: it adds each day two to 3 days later.',
    )
  })

  it('says what connecting the channel adds, and links to it, without a connected channel', () => {
    const html = renderToStaticMarkup(createElement(AdAnalyticsComparison, { analytics: { kind: 'no-channel' }, days: [] }))
    expect(html).toContain('Connect the YouTube channel that owns this video')
    expect(html).toMatch(/<a[^>]*href="\/dashboard\/channel"[^>]*>Connect your channel<\/a>/)
  })
})
