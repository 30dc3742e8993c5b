'use client'

import { useState, useTransition } from 'react'

import { buttonClass } from '@/components/ui/button'
import { deleteSaved } from '@/lib/services/tools'

type Props = { collection: Parameters<typeof deleteSaved>[0]; id: number | string; path: string; label: string }

/** Deletes one saved item after a confirmation, and says so if it fails. */
export function DeleteSavedButton({ collection, id, path, label }: Props) {
  const [pending, startTransition] = useTransition()
  const [error, setError] = useState<string>()
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        disabled={pending}
        className={buttonClass({ variant: 'ghost', size: 'sm', className: 'text-danger' })}
        onClick={() => {
          if (!window.confirm(`Delete ${label}? This cannot be undone.`)) return
          startTransition(async () => {
            const result = await deleteSaved(collection, id, path)
            if (!result.ok) setError(result.message)
          })
        }}
      >
        {pending ? 'Deleting…' : 'Delete'}
        <span className="sr-only"> {label}</span>
      </button>
      {error ? (
        <span role="alert" className="text-sm text-danger">
          {error}
        </span>
      ) : null}
    </span>
  )
}
