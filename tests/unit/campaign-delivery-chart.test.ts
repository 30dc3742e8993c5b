import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { DeliveryChart } from '@/components/campaign-delivery/DeliveryChart'
import { DeliveryTable } from '@/components/campaign-delivery/DeliveryTable'
import { chartDays } from '@/tools/campaign-delivery/progress'

const days = chartDays(
  [
    { day: '2026-11-02', views: 400 },
    { day: '2026-11-03', views: 520 },
  ],
  [
    { takenAt: '2026-11-01T06:00:00.000Z', viewCount: 10_000 },
    { takenAt: '2026-11-02T06:00:00.000Z', viewCount: 10_450 },
    { takenAt: '2026-11-03T06:00:00.000Z', viewCount: 11_000 },
    { takenAt: '2026-11-04T06:00:00.000Z', viewCount: 11_040 },
  ],
  { start: '2026-11-02', end: '2026-11-03' },
)

describe('delivery chart and table', () => {
  it('draws one bar per delivered day, the public counter’s daily change as a line, and shades the campaign', () => {
    const html = renderToStaticMarkup(createElement(DeliveryChart, { days, caption: 'Views per day' }))
    // A narrow drawing for phones and a wide one, each complete.
    const drawings = [...html.matchAll(/<svg[^>]*>.*?<\/svg>/g)].map(([svg]) => svg)
    expect(drawings).toHaveLength(2)
    for (const svg of drawings) {
      expect(svg.match(/class="fill-accent"/g)).toHaveLength(2)
      expect(svg.match(/<circle/g)).toHaveLength(3)
      expect(svg).toContain('class="fill-accent-soft"')
      // The picture is hidden from screen readers: the table carries the same figures.
      expect(svg).toMatch(/^<svg[^>]*aria-hidden="true"/)
    }
  })

  it('lists every day with its phase, delivered views, counter and change', () => {
    const html = renderToStaticMarkup(createElement(DeliveryTable, { days, caption: 'Figures' }))
    const body = html.slice(html.indexOf('<tbody>'))
    const rows = [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map(([, row]) =>
      [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/<[^>]+>/g, '')),
    )
    expect(rows).toEqual([
      ['11-01 · Before', '–', '10,000', '–'],
      ['11-02 · Campaign', '400', '10,450', '+450'],
      ['11-03 · Campaign', '520', '11,000', '+550'],
      ['11-04 · After', '–', '11,040', '+40'],
    ])
  })

  it('draws nothing without figures', () => {
    expect(renderToStaticMarkup(createElement(DeliveryChart, { days: [], caption: 'Views per day' }))).toBe('')
  })
})
