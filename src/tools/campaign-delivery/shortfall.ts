import { countsViews, parseTarget } from './progress'

/**
 * What a campaign completed below its package's low end owes the customer. The remedy is recorded on
 * the order when staff complete it; a refund of the undelivered part is one of them, so a partial
 * refund can later be attached to the same choice.
 */
export const COMPLETION_REMEDIES = ['top-up', 'refund', 'none-agreed'] as const
export type CompletionRemedy = (typeof COMPLETION_REMEDIES)[number]

/** How each remedy reads to staff in the admin and the order's history. */
export const REMEDY_LABELS: Record<CompletionRemedy, string> = {
  'top-up': 'Top-up run',
  refund: 'Refund of the undelivered part',
  'none-agreed': 'Nothing further (agreed with the customer)',
}

/** How each remedy reads to the customer in the final email and the report. */
const REMEDY_FOR_CUSTOMER: Record<CompletionRemedy, string> = {
  'top-up': 'we run the ads again, at no cost to you, until the missing views are delivered',
  refund: 'we refund the part of the price that paid for the views not delivered',
  'none-agreed': 'nothing further, as agreed with you',
}

export type Shortfall = { delivered: number; low: number; short: number; percent: number; unit: string }

/** How far a campaign counted in views fell short of its package's low end; null when it reached it or is not counted in views. */
export function deliveryShortfall(deliverable: string, delivered: number): Shortfall | null {
  const target = parseTarget(deliverable)
  if (!target || !countsViews(target) || delivered >= target.min) return null
  return {
    delivered,
    low: target.min,
    short: target.min - delivered,
    percent: Math.min(99, Math.round((delivered / target.min) * 100)),
    unit: target.unit,
  }
}

const n = (value: number) => value.toLocaleString('en-US')

/** "1,380 of the 5,000 views the package promises at least (28%): 3,620 short." */
export const shortfallSentence = (s: Shortfall) =>
  `${n(s.delivered)} of the ${n(s.low)} ${s.unit} the package promises at least (${s.percent}%): ${n(s.short)} short.`

/** What the customer gets, as a sentence, from the order's recorded remedy and its note. */
export function remedySentence(remedy: string | null | undefined, note: string | null | undefined): string | null {
  if (!remedy || !(COMPLETION_REMEDIES as readonly string[]).includes(remedy)) return null
  const label = REMEDY_FOR_CUSTOMER[remedy as CompletionRemedy]
  const detail = note?.trim()
  return `What we are doing about it: ${label}${detail ? `. ${detail.replace(/\.?$/, '.')}` : '.'}`
}
