'use client'

import Link from 'next/link'
import { useState, useTransition } from 'react'

import { inputClass } from '@/components/forms/Field'
import { DeleteSavedButton } from '@/components/tools/DeleteSavedButton'
import { buttonClass } from '@/components/ui/button'
import { duplicateDesign, renameDesign } from '@/lib/services/thumbnail-maker'

type Props = { id: number | string; name: string; preview?: string | null; updated: string }

/** A saved design in the dashboard: open, rename, duplicate or delete it. */
export function DesignCard({ id, name, preview, updated }: Props) {
  const [renaming, setRenaming] = useState(false)
  const [message, setMessage] = useState<{ ok: boolean; text: string }>()
  const [pending, startTransition] = useTransition()
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
      {/* Clipped, so a tall Shorts preview is letterboxed in the 16:9 box instead of stretching the box (and the card) to 9:16. */}
      <Link href={`/dashboard/thumbnail-maker?design=${id}`} className="block aspect-video overflow-hidden bg-bg-subtle">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small data URL stored with the design
          <img src={preview} alt="" width={320} height={180} className="h-full w-full object-contain" />
        ) : (
          <span className="flex h-full items-center justify-center text-sm text-muted">No preview</span>
        )}
        <span className="sr-only">Open {name}</span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {renaming ? (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              const next = String(new FormData(event.currentTarget).get('name') ?? '')
              startTransition(async () => {
                const result = await renameDesign(id, next)
                setMessage({ ok: result.ok, text: result.message })
                if (result.ok) setRenaming(false)
              })
            }}
          >
            <label htmlFor={`rename-${id}`} className="sr-only">
              New name for {name}
            </label>
            <input id={`rename-${id}`} name="name" defaultValue={name} maxLength={80} className={inputClass} autoFocus />
            <button type="submit" disabled={pending} className={buttonClass({ size: 'sm' })}>
              Save
            </button>
          </form>
        ) : (
          <p className="font-semibold">{name}</p>
        )}
        <p className="text-sm text-muted">Edited {updated}</p>
        <div className="mt-auto flex flex-wrap gap-1">
          <Link href={`/dashboard/thumbnail-maker?design=${id}`} className={buttonClass({ size: 'sm' })}>
            Open<span className="sr-only"> {name}</span>
          </Link>
          <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' })} onClick={() => setRenaming((value) => !value)}>
            Rename<span className="sr-only"> {name}</span>
          </button>
          <button
            type="button"
            disabled={pending}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            onClick={() =>
              startTransition(async () => {
                const result = await duplicateDesign(id)
                setMessage({ ok: result.ok, text: result.message })
              })
            }
          >
            Duplicate<span className="sr-only"> {name}</span>
          </button>
          <DeleteSavedButton collection="thumbnail-designs" id={id} path="/dashboard/thumbnail-maker" label={`the design “${name}”`} />
        </div>
        {message ? (
          <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-sm text-success' : 'text-sm text-danger'}>
            {message.text}
          </p>
        ) : null}
      </div>
    </li>
  )
}
