import { describe, expect, it } from 'vitest'

import {
  DeliveryCsvError,
  detectDecimalMark,
  parseDay,
  parseDeliveryReport,
  parseLocaleNumber,
  parseWatchTime,
} from '@/tools/campaign-delivery/csv'
import { campaignProgress, chartDays, dailyCsv, deliveryTotals, packageEstimate, parseTarget } from '@/tools/campaign-delivery/progress'

/** A report as Google Ads exports it in English: two title lines, the header, days, a Total row. */
const ENGLISH = [
  'Campaign report',
  '"November 1, 2026 - November 3, 2026"',
  'Day,Currency code,Impressions,Views,View rate,Cost,Watch time',
  '"Sun, Nov 1, 2026",USD,"1,200",300,25.00%,18.50,2:05:00',
  '"Mon, Nov 2, 2026",USD,"1,500",420,28.00%,"1,024.75",0:45:30',
  '"Tue, Nov 3, 2026",USD,900,--,--,--,--',
  'Total: Account,USD,"3,600",720,20.00%,"1,043.25",2:50:30',
].join('\r\n')

function refusal(text: string): DeliveryCsvError {
  try {
    parseDeliveryReport(text)
  } catch (error) {
    if (error instanceof DeliveryCsvError) return error
    throw error
  }
  throw new Error('the report was accepted')
}

describe('parseDeliveryReport', () => {
  it('reads an English Google Ads export: title lines, quoted thousands, the Total row left out', () => {
    const report = parseDeliveryReport(ENGLISH)
    expect(report.currency).toBe('USD')
    expect(report.days).toEqual([
      { day: '2026-11-01', impressions: 1200, views: 300, watchSeconds: 7500, spend: 1850, viewRate: 25 },
      { day: '2026-11-02', impressions: 1500, views: 420, watchSeconds: 2730, spend: 102475, viewRate: 28 },
      { day: '2026-11-03', impressions: 900, views: 0, watchSeconds: 0, spend: 0, viewRate: 0 },
    ])
  })

  it('reads a semicolon export with decimal commas, dotted thousands, dotted dates and currency in the cell', () => {
    const text = [
      'Kampagnenbericht',
      'Day;Impressions;Views;Cost;Watch time',
      '01.11.2026;1.234;210;EUR 12,50;3600',
      '02.11.2026;2.000;400;1.020,05;1:00',
    ].join('\n')
    const report = parseDeliveryReport(text)
    expect(report.currency).toBe('EUR')
    expect(report.days.map((d) => [d.day, d.impressions, d.spend, d.watchSeconds])).toEqual([
      ['2026-11-01', 1234, 1250, 3600],
      ['2026-11-02', 2000, 102005, 60],
    ])
  })

  it('reads tab-separated exports, ISO days, a byte order mark and watch time in hours', () => {
    const text = '\uFEFFDay\tImpr.\tViews\tCost\tWatch time (hours)\n2026-11-05\t100\t40\t2.5\t1.5\n'
    expect(parseDeliveryReport(text).days).toEqual([
      { day: '2026-11-05', impressions: 100, views: 40, watchSeconds: 5400, spend: 250, viewRate: 40 },
    ])
  })

  it('refuses a bad row with its line number and the reason', () => {
    const bad = ENGLISH.replace('420,28.00%', 'lots,28.00%')
    const error = refusal(bad)
    expect(error.line).toBe(5)
    expect(error.message).toBe('Row 5: Views “lots” is not a whole number of 0 or more.')
  })

  it.each([
    ['a date that does not exist', 'Day,Impressions,Views,Cost\n2026-02-30,10,1,1.00', 'Row 2: “2026-02-30” is not a date'],
    ['an ambiguous slash date', 'Day,Impressions,Views,Cost\n03/11/2026,10,1,1.00', 'Row 2: “03/11/2026” is not a date'],
    ['a day twice', 'Day,Impressions,Views,Cost\n2026-11-01,10,1,1.00\n2026-11-01,10,1,1.00', 'Row 3: 2026-11-01 appears twice.'],
    [
      'more views than impressions',
      'Day,Impressions,Views,Cost\n2026-11-01,10,11,1.00',
      'Row 2: Views (11) are more than impressions (10).',
    ],
    ['a negative cost', 'Day,Impressions,Views,Cost\n2026-11-01,10,1,-1.00', 'Row 2: Cost “-1.00” is not an amount'],
    [
      'two currencies',
      'Day,Currency code,Impressions,Views,Cost\n2026-11-01,USD,10,1,1.00\n2026-11-02,EUR,10,1,1.00',
      'Row 3: The currency changes from USD to EUR.',
    ],
    ['bad watch time', 'Day,Impressions,Views,Cost,Watch time\n2026-11-01,10,1,1.00,1:75:00', 'Row 2: Watch time “1:75:00”'],
    ['a missing column', 'Day,Impressions,Cost\n2026-11-01,10,1.00', 'Row 1: The header has no “views” column'],
    ['no header', 'Campaign,Clicks\nA,1', 'No header row with a “Day” column'],
    ['no days', 'Day,Impressions,Views,Cost\nTotal,0,0,0', 'The report has no daily rows.'],
    ['an empty file', '  \n', 'The file is empty.'],
    [
      'mixed decimal marks',
      'Day,Impressions,Views,Cost\n2026-11-01,10,1,"1,50"\n2026-11-02,10,1,1.50',
      'mixes decimal commas and decimal points',
    ],
  ])('refuses %s', (_, text, message) => {
    expect(refusal(text).message).toContain(message)
  })
})

describe('number, date and watch-time formats', () => {
  it.each([
    ['1,234.56', '.', 1234.56],
    ['1.234,56', ',', 1234.56],
    ['1 234,5', ',', 1234.5],
    ['1\u202f234', '.', 1234],
    ["1'234.5", '.', 1234.5],
    ['$12.50', '.', 12.5],
    ['12,50 €', ',', 12.5],
    ['1,23,4', '.', null],
    ['12.5.1', '.', null],
    ['abc', '.', null],
  ] as const)('%s with decimal %s is %s', (text, decimal, expected) => {
    expect(parseLocaleNumber(text, decimal)).toBe(expected)
  })

  it('detects the decimal mark from unambiguous cells, otherwise keeps the fallback', () => {
    expect(detectDecimalMark(['1.234', '12,5'], '.')).toBe(',')
    expect(detectDecimalMark(['1,234', '0.75'], ',')).toBe('.')
    expect(detectDecimalMark(['1,234', '2,000'], ',')).toBe(',')
  })

  it.each([
    ['2026-11-03', '2026-11-03'],
    ['Nov 3, 2026', '2026-11-03'],
    ['Tue, Nov 3, 2026', '2026-11-03'],
    ['3 November 2026', '2026-11-03'],
    ['03.11.2026', '2026-11-03'],
    ['Foo 3, 2026', null],
    ['11/03/2026', null],
  ])('day %s is %s', (text, expected) => {
    expect(parseDay(text)).toBe(expected)
  })

  it.each([
    ['1:02:03', 3723],
    ['2:03', 123],
    ['90', 90],
    ['90,6', 91],
    ['1:2:3', null],
  ])('watch time %s is %s seconds', (text, expected) => {
    expect(parseWatchTime(text, ',')).toBe(expected)
  })
})

describe('progress and pace', () => {
  const start = new Date('2026-11-01T00:00:00Z')
  const at = (days: number) => new Date(start.getTime() + days * 24 * 60 * 60 * 1000)
  const growth = { deliverable: '5,000–7,000 views', durationDays: 14, startedAt: start, completedAt: null }

  it('parses what a package promised', () => {
    expect(parseTarget('5,000–7,000 views')).toEqual({ min: 5000, max: 7000, unit: 'views' })
    expect(parseTarget('25,000–35,000 Shorts views')).toEqual({ min: 25000, max: 35000, unit: 'Shorts views' })
    expect(parseTarget('1500 views')).toEqual({ min: 1500, max: 1500, unit: 'views' })
    expect(parseTarget('a great campaign')).toBeNull()
  })

  it('is on track at or above 90 % of an even pace and behind below it', () => {
    // Half-way through a 14-day campaign, 2,500 views are expected from a 5,000 floor.
    expect(campaignProgress({ ...growth, delivered: 2250, now: at(7) })).toMatchObject({
      expected: 2500,
      pace: 'on_track',
      daysLeft: 6,
      day: 8,
      percent: 45,
    })
    expect(campaignProgress({ ...growth, delivered: 2249, now: at(7) })).toMatchObject({ pace: 'behind' })
  })

  it('counts days left down to zero beside the day, and reports not started and finished campaigns', () => {
    expect(campaignProgress({ ...growth, delivered: 0, now: at(0.5) })).toMatchObject({ daysLeft: 13, day: 1 })
    expect(campaignProgress({ ...growth, delivered: 0, now: at(13.5) })).toMatchObject({ daysLeft: 0, day: 14 })
    expect(campaignProgress({ ...growth, delivered: 9000, now: at(20) })).toMatchObject({ daysLeft: 0, day: 14, percent: 180 })
    expect(campaignProgress({ ...growth, startedAt: null, delivered: 0, now: at(1) }).pace).toBe('not_started')
    expect(campaignProgress({ ...growth, completedAt: at(14), delivered: 6000, now: at(15) }).pace).toBe('finished')
    // Completed a minute after it started: it ran one day, not fourteen.
    expect(campaignProgress({ ...growth, completedAt: at(0.001), delivered: 1380, now: at(3) })).toMatchObject({
      day: 1,
      daysLeft: 0,
      pace: 'finished',
    })
  })

  it('never calls a subscribers campaign behind on views', () => {
    const subscribers = { ...growth, deliverable: '50–100 subscribers' }
    expect(campaignProgress({ ...subscribers, delivered: 0, now: at(10) })).toMatchObject({ pace: 'on_track', percent: null })
  })

  it('totals rates from sums, and cost per view in minor units', () => {
    const totals = deliveryTotals([
      { impressions: 1000, views: 100, watchSeconds: 60, spend: 500 },
      { impressions: 3000, views: 900, watchSeconds: 40, spend: 1500 },
    ])
    expect(totals).toEqual({ impressions: 4000, views: 1000, watchSeconds: 100, spend: 2000, viewRate: 25, costPerView: 2 })
    expect(deliveryTotals([]).costPerView).toBeNull()
  })

  it('needs five past campaigns for an estimate, then gives the median and range', () => {
    expect(packageEstimate([1, 2, 3, 4])).toBeNull()
    expect(packageEstimate([5200, 6100, 4800, 7000, 5900])).toEqual({ campaigns: 5, median: 5900, low: 4800, high: 7000 })
    expect(packageEstimate([1, 2, 3, 4, 5, 6])?.median).toBe(4)
  })
})

describe('chart rows and CSV', () => {
  it('lays out every day from the first record to the last, with the public change and the phase', () => {
    const rows = chartDays(
      [{ day: '2026-11-02', views: 100 }],
      [
        { takenAt: '2026-11-01T06:00:00.000Z', viewCount: 1000 },
        { takenAt: '2026-11-03T06:00:00.000Z', viewCount: 1250 },
      ],
      { start: '2026-11-02', end: '2026-11-02' },
    )
    expect(rows).toEqual([
      { day: '2026-11-01', delivered: null, publicViews: 1000, publicChange: null, phase: 'before' },
      { day: '2026-11-02', delivered: 100, publicViews: null, publicChange: null, phase: 'during' },
      { day: '2026-11-03', delivered: null, publicViews: 1250, publicChange: 250, phase: 'after' },
    ])
  })

  it('writes the daily figures with dot decimals', () => {
    const csv = dailyCsv(
      [{ day: '2026-11-01', impressions: 1200, views: 300, watchSeconds: 7500, spend: 1850, viewRate: 25 }],
      new Map([['2026-11-01', 1000]]),
      'usd',
    )
    expect(csv).toBe(
      'Day,Impressions,Views,View rate (%),Watch time (seconds),Cost (USD),Public view count\r\n2026-11-01,1200,300,25.00,7500,18.50,1000\r\n',
    )
  })
})
