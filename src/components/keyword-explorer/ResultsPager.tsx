import { buttonClass } from '@/components/ui/button'

type Page = { page: number; pages: number; from: number; to: number; total: number }

/** Previous and next over the results' pages, with where the visitor is announced as it changes. */
export function ResultsPager({ shown, onPage }: { shown: Page; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Keyword result pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">
        Showing {shown.from}–{shown.to} of {shown.total}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          disabled={shown.page === 1}
          onClick={() => onPage(shown.page - 1)}
        >
          ← Previous
        </button>
        <span className="tabular-nums">
          Page {shown.page} of {shown.pages}
        </span>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          disabled={shown.page === shown.pages}
          onClick={() => onPage(shown.page + 1)}
        >
          Next →
        </button>
      </div>
    </nav>
  )
}
