import { inputClass } from '@/components/forms/Field'
import { buttonClass } from '@/components/ui/button'
import { cx } from '@/lib/cx'
import type { KeywordGroup } from '@/tools/keyword-explorer/types'

export type GroupFilter = 'all' | KeywordGroup

const GROUPS: { id: GroupFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'questions', label: 'Questions' },
  { id: 'long-tail', label: 'Long-tail' },
]

/** Group and text filters over the whole list, and copy/export of what is selected (or everything shown). */
export function ResultsToolbar(props: {
  group: GroupFilter
  counts: Record<GroupFilter, number>
  text: string
  selected: number
  shown: number
  onFilter: (next: { group?: GroupFilter; text?: string }) => void
  onCopy: () => void
  onExport: () => void
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Keyword groups" className="flex rounded-lg bg-bg-subtle p-1">
        {GROUPS.map((option) => (
          <button
            key={option.id}
            type="button"
            aria-pressed={props.group === option.id}
            onClick={() => props.onFilter({ group: option.id })}
            className={cx(
              'rounded-md px-3 py-1.5 text-sm font-semibold',
              props.group === option.id ? 'bg-card shadow-sm ring-1 ring-border-strong' : 'text-muted hover:text-fg',
            )}
          >
            {option.label} <span className="tabular-nums text-muted">{props.counts[option.id]}</span>
          </button>
        ))}
      </div>
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor="keyword-filter" className="text-sm font-semibold">
          Filter
        </label>
        <input
          id="keyword-filter"
          type="search"
          value={props.text}
          onChange={(event) => props.onFilter({ text: event.target.value })}
          placeholder="Only keywords containing…"
          className={inputClass}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={props.onCopy}>
          Copy {props.selected ? `${props.selected} selected` : 'all shown'}
        </button>
        <button type="button" className={buttonClass({ variant: 'secondary', size: 'sm' })} onClick={props.onExport}>
          Export {props.selected ? `${props.selected} selected` : `all ${props.shown}`} as CSV
        </button>
      </div>
    </div>
  )
}

/** Saves the selected keywords (or every one shown) under a name, to the signed-in user's lists. */
export function SaveListForm(props: { name: string; selected: number; shown: number; onName: (name: string) => void; onSave: () => void }) {
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-xl border border-border bg-bg-subtle p-3">
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor="keyword-list-name" className="text-sm font-semibold">
          Save {props.selected ? `${props.selected} selected keywords` : `the ${props.shown} shown keywords`} as a list
        </label>
        <input
          id="keyword-list-name"
          value={props.name}
          onChange={(event) => props.onName(event.target.value)}
          maxLength={80}
          className={inputClass}
        />
      </div>
      <button type="button" className={buttonClass({ size: 'sm' })} onClick={props.onSave}>
        Save list
      </button>
    </div>
  )
}
