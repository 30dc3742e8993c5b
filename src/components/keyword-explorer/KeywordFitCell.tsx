import { cx } from '@/lib/cx'
import { FIT_LABELS, type FitVerdict, type KeywordFit } from '@/tools/keyword-explorer/fit'

const STYLES: Record<FitVerdict, { mark: string; tone: string }> = {
  good: { mark: '✓', tone: 'bg-success-soft text-success' },
  stretch: { mark: '↗', tone: 'bg-warning-soft text-warning' },
  'out-of-reach': { mark: '✕', tone: 'bg-danger-soft text-danger' },
  unknown: { mark: '?', tone: 'bg-bg-subtle text-muted' },
}

/** A keyword's fit to the connected channel: the verdict in words (colour only repeats it) and why. */
export function KeywordFitCell({ fit }: { fit: KeywordFit }) {
  const style = STYLES[fit.verdict]
  return (
    <span className="flex min-w-[10rem] max-w-[15rem] flex-col gap-1">
      <span className={cx('inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', style.tone)}>
        <span aria-hidden="true">{style.mark}</span>
        {FIT_LABELS[fit.verdict]}
        <span className="sr-only">:</span>
      </span>
      <span className="text-xs text-muted">{fit.reason}</span>
    </span>
  )
}
