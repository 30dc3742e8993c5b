import { median } from './score'
import type { KeywordRow } from './types'

/**
 * Keyword fit: can this channel realistically rank for this keyword? Its size (subscribers, the
 * median views of its recent uploads) against what is known of the keyword's top results: their
 * channels' subscribers and their views when measured, else the competition estimate and how far
 * to trust it. Each known signal gives a verdict and the most cautious one wins, so a bigger channel
 * never gets a worse verdict for the same keyword (decision 020, "Keyword fit").
 */

export type FitVerdict = 'good' | 'stretch' | 'out-of-reach' | 'unknown'

export type KeywordFit = { verdict: FitVerdict; reason: string }

/** The connected channel's size; null where unknown (a hidden subscriber count, no uploads yet). */
export type ChannelSize = { subscribers: number | null; medianViews: number | null }

export const FIT_LABELS: Record<FitVerdict, string> = {
  good: 'Good fit',
  stretch: 'Stretch',
  'out-of-reach': 'Out of reach',
  unknown: 'Unknown',
}

/**
 * How many times the channel's own figure the top results may have and still be a good fit or a
 * stretch. Views spread wider than subscribers (one viral video), so their bands are wider.
 */
export const FIT_BANDS = {
  subscribers: { good: 2, stretch: 10 },
  views: { good: 3, stretch: 30 },
  /** Points of competition (0–100) above the channel's reach on the same scale. */
  competition: { good: 10, stretch: 35 },
} as const

type Signal = { verdict: Exclude<FitVerdict, 'unknown'>; reason: string }

const RANK: Record<Signal['verdict'], number> = { good: 2, stretch: 1, 'out-of-reach': 0 }

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })

/** 12,400 → "12.4K": the figures in a reason are read at a glance. */
export function compactCount(value: number): string {
  return compact.format(Math.round(value))
}

function times(ratio: number): string {
  return `${ratio >= 10 ? Math.round(ratio) : Math.round(ratio * 10) / 10}×`
}

function band(ratio: number, limits: { good: number; stretch: number }): Signal['verdict'] {
  if (ratio <= limits.good) return 'good'
  return ratio <= limits.stretch ? 'stretch' : 'out-of-reach'
}

function subscriberSignal(top: number, yours: number): Signal {
  const ratio = top / Math.max(1, yours)
  const figures = `the median top channel has ${compactCount(top)} subscribers, you have ${compactCount(yours)}`
  if (top <= yours) return { verdict: 'good', reason: `Small channels rank here: ${figures}` }
  const verdict = band(ratio, FIT_BANDS.subscribers)
  if (verdict === 'good') return { verdict, reason: `Top results come from channels about your size: ${figures}` }
  return { verdict, reason: `Top results come from channels ${times(ratio)} your size: ${figures}` }
}

function viewsSignal(top: number, yours: number): Signal {
  const ratio = top / Math.max(1, yours)
  const figures = `a median of ${compactCount(top)} views against ${compactCount(yours)} for your recent uploads`
  if (top <= yours) return { verdict: 'good', reason: `Top videos here get fewer views than yours: ${figures}` }
  const verdict = band(ratio, FIT_BANDS.views)
  if (verdict === 'good') return { verdict, reason: `Top videos here get views like yours: ${figures}` }
  return { verdict, reason: `Top videos here get ${times(ratio)} your views: ${figures}` }
}

/**
 * The channel's reach on competition's 0–100 scale, from its subscribers (100 → 0, 1M → 100) or its
 * recent uploads' median views (100 → 0, 100K → 100), whichever is higher; null when neither is known.
 */
export function channelReach(channel: ChannelSize): number | null {
  const scale = (value: number, low: number, high: number) =>
    100 * Math.min(1, Math.max(0, (Math.log10(Math.max(1, value)) - Math.log10(low)) / (Math.log10(high) - Math.log10(low))))
  const reaches = [
    channel.subscribers === null ? null : scale(channel.subscribers, 1e2, 1e6),
    channel.medianViews === null ? null : scale(channel.medianViews, 1e2, 1e5),
  ].filter((reach): reach is number => reach !== null)
  return reaches.length ? Math.max(...reaches) : null
}

function competitionSignal(competition: number, channel: ChannelSize, reach: number, estimated: boolean): Signal {
  const verdict = band(competition - reach, FIT_BANDS.competition)
  const what = `${estimated ? 'Estimated competition' : 'Competition'} ${competition} of 100`
  const said = { good: 'is within reach of', stretch: 'is a stretch for', 'out-of-reach': 'is far above what usually ranks for' }[verdict]
  const size =
    channel.subscribers !== null
      ? `a channel with ${compactCount(channel.subscribers)} subscribers`
      : `a channel whose recent uploads get ${compactCount(channel.medianViews ?? 0)} views`
  return { verdict, reason: `${what} ${said} ${size}` }
}

function signalsFor(channel: ChannelSize, row: Pick<KeywordRow, 'competition' | 'assumedCompetition' | 'estimateConfidence'>) {
  const reach = channelReach(channel)
  const measured = row.competition
  if (measured) {
    const signals: Signal[] = []
    if (measured.medianChannelSubscribers !== undefined && channel.subscribers !== null)
      signals.push(subscriberSignal(measured.medianChannelSubscribers, channel.subscribers))
    if (channel.medianViews !== null) signals.push(viewsSignal(measured.medianViews, channel.medianViews))
    if (signals.length === 0 && reach !== null) signals.push(competitionSignal(measured.score, channel, reach, false))
    return signals
  }
  if (row.assumedCompetition === undefined || reach === null || row.estimateConfidence === 'low') return []
  return [competitionSignal(row.assumedCompetition, channel, reach, true)]
}

function unknownReason(channel: ChannelSize, row: Pick<KeywordRow, 'competition' | 'assumedCompetition'>): string {
  if (channelReach(channel) === null) return 'Your channel’s size is not known yet: refresh it on your channel page'
  if (!row.competition && row.assumedCompetition !== undefined)
    return 'Competition is only a rough estimate for this keyword, too rough to judge: measure it for a verdict'
  return 'Competition is not known for this keyword, so its fit cannot be judged'
}

/** The fit of one keyword row to the channel, with the deciding reason in words. */
export function keywordFit(
  channel: ChannelSize,
  row: Pick<KeywordRow, 'competition' | 'assumedCompetition' | 'estimateConfidence'>,
): KeywordFit {
  const signals = signalsFor(channel, row)
  if (signals.length === 0) return { verdict: 'unknown', reason: unknownReason(channel, row) }
  return signals.reduce((worst, signal) => (RANK[signal.verdict] < RANK[worst.verdict] ? signal : worst))
}

/** The channel's size from its subscriber count and the views of its recent public uploads. */
export function channelSize(subscribers: number | null | undefined, uploadViews: number[]): ChannelSize {
  const views = uploadViews.filter((count) => Number.isFinite(count) && count >= 0)
  return {
    subscribers: typeof subscribers === 'number' && Number.isFinite(subscribers) ? subscribers : null,
    medianViews: views.length ? Math.round(median(views)) : null,
  }
}
