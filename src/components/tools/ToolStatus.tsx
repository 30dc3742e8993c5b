import { Spinner } from '@/components/ui/Spinner'

/** "Working on it" for anything that takes more than a moment, announced to screen readers. */
export function Working({ label, detail }: { label: string; detail?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center gap-3 rounded-xl border border-border bg-bg-subtle px-4 py-3 text-sm"
    >
      <Spinner className="h-5 w-5 text-accent-text" />
      <span>
        <span className="font-semibold">{label}</span>
        {detail ? <span className="text-muted"> {detail}</span> : null}
      </span>
    </div>
  )
}
