/** How far the fan-out of YouTube searches has got, announced to screen readers as it moves. */
export function ExploreProgress({ done, total }: { done: number; total: number }) {
  const percent = total ? Math.round((100 * done) / total) : 0
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-2 rounded-xl border border-border bg-bg-subtle p-4">
      <p className="text-sm">
        <span className="font-semibold">Asking YouTube for suggestions…</span>{' '}
        <span className="text-muted">{total ? `${done} of ${total} searches` : 'starting'}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Keyword search progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
