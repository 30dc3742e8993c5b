import { parse } from 'csv-parse/sync'

/**
 * Reads a Google Ads video campaign report "by day" as the ad platform exports it (see
 * docs/campaign-delivery.md for the accepted columns and formats). Pure: text in, days out. Any bad
 * row refuses the whole file with its line number, so nothing is ever half-imported.
 */

export type DeliveryDay = {
  /** YYYY-MM-DD */
  day: string
  impressions: number
  views: number
  watchSeconds: number
  /** In the currency's minor unit (cents). */
  spend: number
  /** Views per impression, in percent (0–100), two decimals. */
  viewRate: number
}

export type DeliveryReport = { days: DeliveryDay[]; currency: string | null }

export class DeliveryCsvError extends Error {
  constructor(
    message: string,
    /** The line of the file (1-based, as a spreadsheet numbers it), or null for the file as a whole. */
    readonly line: number | null = null,
  ) {
    super(line === null ? message : `Row ${line}: ${message}`)
    this.name = 'DeliveryCsvError'
  }
}

type Column = 'day' | 'impressions' | 'views' | 'cost' | 'watchTime' | 'watchHours' | 'currency' | 'viewRate'

/** Header names (lower case, as Google Ads writes them in English) for each column the import reads. */
const HEADERS: Record<Column, readonly string[]> = {
  day: ['day', 'date'],
  impressions: ['impressions', 'impr.', 'impr'],
  views: ['views', 'trueview views'],
  cost: ['cost', 'spend', 'amount spent'],
  watchTime: ['watch time', 'watch time (seconds)'],
  watchHours: ['watch time (hours)'],
  currency: ['currency code', 'currency'],
  viewRate: ['view rate'],
}

const REQUIRED: readonly Column[] = ['day', 'impressions', 'views', 'cost']

export const MAX_REPORT_BYTES = 2_000_000
const MAX_DAYS = 400

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return date.toISOString().slice(0, 10)
}

/** 2026-11-03, "Nov 3, 2026", "Tue, Nov 3, 2026", "3 Nov 2026" or 03.11.2026. Slashes are refused: 03/11 is ambiguous. */
export function parseDay(text: string): string | null {
  const value = text.trim()
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value)
  if (match) return isoDay(Number(match[1]), Number(match[2]), Number(match[3]))
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value)
  if (match) return isoDay(Number(match[3]), Number(match[2]), Number(match[1]))
  const words = value.replace(/^[a-z]+,\s*/i, '')
  match = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i.exec(words)
  if (match) {
    const month = MONTHS.indexOf(match[1]!.toLowerCase())
    return month < 0 ? null : isoDay(Number(match[3]), month + 1, Number(match[2]))
  }
  match = /^(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4})$/i.exec(words)
  if (match) {
    const month = MONTHS.indexOf(match[2]!.toLowerCase())
    return month < 0 ? null : isoDay(Number(match[3]), month + 1, Number(match[1]))
  }
  return null
}

export type DecimalMark = '.' | ','

/** Google Ads writes "--" for a metric with no data on that day. */
const isEmptyMetric = (value: string) => value === '' || value === '--' || value === '—'

const CURRENCY_MARKS = /[A-Z]{3}|[$€£¥]/g

/**
 * A number as a spreadsheet in any common locale writes it: 1,234.56 · 1.234,56 · 1 234,56 · 1234
 * · 12,5 (decimal comma). `decimal` is the file's decimal mark; the other mark, spaces and
 * apostrophes are thousands separators. Returns null when it is not a number.
 */
export function parseLocaleNumber(text: string, decimal: DecimalMark): number | null {
  const value = text.replace(CURRENCY_MARKS, '').replace(/[\s\u00a0\u202f']/g, '')
  const thousands = decimal === '.' ? ',' : '.'
  const pattern = decimal === '.' ? /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/ : /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/
  if (!pattern.test(value)) return null
  return Number(value.split(thousands).join('').replace(decimal, '.'))
}

/** The file's decimal mark, from the cells that show one unambiguously (e.g. 12,50 or 1.234,5). */
export function detectDecimalMark(cells: string[], fallback: DecimalMark): DecimalMark {
  let comma = false
  let dot = false
  for (const raw of cells) {
    const cell = raw.replace(CURRENCY_MARKS, '').trim()
    if (/,\d{1,2}$|,\d{4,}$|\.\d{3},\d+$/.test(cell)) comma = true
    if (/\.\d{1,2}$|\.\d{4,}$|,\d{3}\.\d+$/.test(cell)) dot = true
  }
  if (comma && dot) throw new DeliveryCsvError('The file mixes decimal commas and decimal points; export it again with one number format.')
  return comma ? ',' : dot ? '.' : fallback
}

/** Watch time as h:mm:ss, m:ss or plain seconds (a decimal is rounded). */
export function parseWatchTime(text: string, decimal: DecimalMark): number | null {
  const value = text.trim()
  const clock = /^(\d+):([0-5]\d)(?::([0-5]\d))?$/.exec(value)
  if (clock) {
    const [h, m, s] =
      clock[3] === undefined ? [0, Number(clock[1]), Number(clock[2])] : [Number(clock[1]), Number(clock[2]), Number(clock[3])]
    return h * 3600 + m * 60 + s
  }
  const seconds = parseLocaleNumber(value, decimal)
  return seconds === null ? null : Math.round(seconds)
}

function findHeader(records: { record: string[]; line: number }[]) {
  for (const [index, { record, line }] of records.entries()) {
    const names = record.map((cell) => cell.trim().toLowerCase())
    const columns = new Map<Column, number>()
    for (const [column, aliases] of Object.entries(HEADERS) as [Column, readonly string[]][]) {
      const at = names.findIndex((name) => aliases.includes(name))
      if (at >= 0) columns.set(column, at)
    }
    if (columns.has('day')) {
      const missing = REQUIRED.filter((column) => !columns.has(column))
      if (missing.length)
        throw new DeliveryCsvError(
          `The header has no ${missing.map((c) => `“${HEADERS[c][0]}”`).join(', ')} column. Export the report with the columns Day, Impressions, Views and Cost.`,
          line,
        )
      return { index, columns }
    }
  }
  throw new DeliveryCsvError('No header row with a “Day” column was found. Export the campaign report segmented by day.')
}

function detectDelimiter(text: string): string {
  const line = text.split(/\r?\n/).find((l) => /(^|[,;\t"])\s*(day|date)\s*("|[,;\t]|$)/i.test(l)) ?? ''
  const counts = [',', ';', '\t'].map((d) => [d, line.split(d).length] as const)
  return counts.sort((a, b) => b[1] - a[1])[0]![0]
}

/** Parses the report. Throws DeliveryCsvError (with the line) on the first problem. */
export function parseDeliveryReport(text: string): DeliveryReport {
  if (text.length > MAX_REPORT_BYTES)
    throw new DeliveryCsvError('The file is larger than 2 MB; a daily report is far smaller. Check it is the right export.')
  const clean = text.replace(/^\uFEFF/, '')
  if (!clean.trim()) throw new DeliveryCsvError('The file is empty.')
  const delimiter = detectDelimiter(clean)
  let parsed: { record: string[]; info: { lines: number } }[]
  try {
    parsed = parse(clean, { delimiter, relax_column_count: true, skip_empty_lines: true, info: true, trim: true }) as unknown as {
      record: string[]
      info: { lines: number }
    }[]
  } catch (error) {
    const line = typeof (error as { lines?: unknown }).lines === 'number' ? (error as { lines: number }).lines : null
    throw new DeliveryCsvError(`The file is not valid CSV (${(error as Error).message.replace(/^Invalid Record Length: /, '')}).`, line)
  }
  const records = parsed.map(({ record, info }) => ({ record, line: info.lines }))
  const { index, columns } = findHeader(records)
  const body = records.slice(index + 1).filter(({ record }) => record.some((cell) => cell !== ''))
  const rows = body.filter(({ record }) => !/^total/i.test(record[0] ?? '') && !/^total/i.test(record[columns.get('day')!] ?? ''))
  if (rows.length === 0) throw new DeliveryCsvError('The report has no daily rows.')
  if (rows.length > MAX_DAYS) throw new DeliveryCsvError(`The report has ${rows.length} days; at most ${MAX_DAYS} can be imported at once.`)
  const cell = (record: string[], column: Column) => (columns.has(column) ? (record[columns.get(column)!] ?? '').trim() : '')
  const decimal = detectDecimalMark(
    rows.flatMap(({ record }) => [cell(record, 'cost'), cell(record, 'viewRate'), cell(record, 'watchHours')]),
    delimiter === ';' ? ',' : '.',
  )
  const seen = new Set<string>()
  let currency: string | null = null
  const days = rows.map(({ record, line }) => {
    const fail = (message: string): never => {
      throw new DeliveryCsvError(message, line)
    }
    const dayText = cell(record, 'day')
    const day = parseDay(dayText) ?? fail(`“${dayText}” is not a date. Use 2026-11-03, Nov 3, 2026 or 03.11.2026.`)
    if (seen.has(day)) fail(`${day} appears twice.`)
    seen.add(day)
    const count = (column: 'impressions' | 'views', label: string) => {
      const raw = cell(record, column)
      if (isEmptyMetric(raw)) return 0
      const value = parseLocaleNumber(raw, decimal)
      if (value === null || !Number.isInteger(value) || value < 0) return fail(`${label} “${raw}” is not a whole number of 0 or more.`)
      return value
    }
    const impressions = count('impressions', 'Impressions')
    const views = count('views', 'Views')
    if (views > impressions) fail(`Views (${views}) are more than impressions (${impressions}).`)
    const costText = cell(record, 'cost')
    const codes = costText.match(/[A-Z]{3}/g) ?? []
    const code = (cell(record, 'currency') || codes[0] || '').toUpperCase()
    if (code) {
      if (currency && currency !== code) fail(`The currency changes from ${currency} to ${code}.`)
      currency = code
    }
    const cost = isEmptyMetric(costText) ? 0 : parseLocaleNumber(costText, decimal)
    if (cost === null || cost < 0) fail(`Cost “${costText}” is not an amount of 0 or more.`)
    let watchSeconds = 0
    const watchText = cell(record, 'watchTime')
    const hoursText = cell(record, 'watchHours')
    if (!isEmptyMetric(watchText))
      watchSeconds = parseWatchTime(watchText, decimal) ?? fail(`Watch time “${watchText}” is not h:mm:ss, m:ss or a number of seconds.`)
    else if (!isEmptyMetric(hoursText)) {
      const hours = parseLocaleNumber(hoursText, decimal)
      if (hours === null || hours < 0) fail(`Watch time “${hoursText}” is not a number of hours.`)
      watchSeconds = Math.round(hours! * 3600)
    }
    const viewRate = impressions ? Math.round((views / impressions) * 10_000) / 100 : 0
    return { day, impressions, views, watchSeconds, spend: Math.round(cost! * 100), viewRate }
  })
  return { days: days.sort((a, b) => a.day.localeCompare(b.day)), currency }
}

/** The file's text: Google Ads' "Excel CSV" export is UTF-16 with a byte order mark, the plain CSV export UTF-8. */
export function decodeReport(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  return new TextDecoder('utf-8').decode(bytes)
}
