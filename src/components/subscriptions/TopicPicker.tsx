'use client'

import { useId, useState } from 'react'

import { cx } from '@/lib/cx'
import type { SubscriptionTopic } from '@/lib/subscriptions/schema'

type Props = {
  topics: SubscriptionTopic[]
  chosen: string[]
  onChange: (chosen: string[]) => void
  error?: string
}

/** "every topic", or the chosen ones by name: what the reader will get, readable while folded. */
function summary(topics: SubscriptionTopic[], chosen: string[]) {
  const names = topics.filter((topic) => chosen.includes(topic.id)).map((topic) => topic.title)
  if (names.length === 0) return 'every topic'
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`
}

/**
 * The subscribe form's optional topics (decision 018), folded by default so the form stays one field.
 * The checkboxes are rendered only once opened: a blog with a few hundred categories would otherwise
 * add them to every cached post's HTML. None checked means every new post.
 */
export function TopicPicker({ topics, chosen, onChange, error }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const [listId, summaryId, hintId, errorId] = [`${id}-topics`, `${id}-topics-summary`, `${id}-topics-hint`, `${id}-topics-error`] as const

  function toggle(topic: string, checked: boolean) {
    onChange(checked ? [...chosen, topic] : chosen.filter((other) => other !== topic))
  }

  return (
    <div>
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-describedby={[summaryId, error ? errorId : ''].filter(Boolean).join(' ')}
          onClick={() => setOpen(!open)}
          className="-mx-1 inline-flex min-h-11 items-center gap-1 rounded px-1 font-semibold text-accent-text hover:underline"
        >
          Choose topics
          <span aria-hidden="true" className={cx('inline-block', open && 'rotate-180')}>
            ▾
          </span>
        </button>
        <span id={summaryId} className="text-muted">
          Topics: {summary(topics, chosen)}
        </span>
      </p>
      {open ? (
        <fieldset id={listId} aria-describedby={hintId} className="mt-1">
          <legend className="sr-only">Topics</legend>
          <p id={hintId} className="text-sm text-muted">
            Check none to get every new post.
          </p>
          <div className="mt-2 grid max-h-64 gap-x-4 overflow-y-auto rounded-lg border border-border bg-card p-2 sm:grid-cols-2">
            {topics.map((topic) => (
              <label key={topic.id} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={topic.id}
                  checked={chosen.includes(topic.id)}
                  onChange={(event) => toggle(topic.id, event.currentTarget.checked)}
                  className="h-4 w-4 shrink-0 accent-[var(--accent)]"
                />
                {topic.title}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
