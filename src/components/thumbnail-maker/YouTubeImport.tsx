'use client'

import { useId, useState, type FormEvent } from 'react'

import { buttonClass } from '@/components/ui/button'
import { cx } from '@/lib/cx'
import { parseVideoId } from '@/tools/youtube/video-id'

import { fieldClass } from './controls'
import { useImageImport } from './useImageImport'

/** Paste a video link or id to bring its current thumbnail in as a layer. */
export function YouTubeImport({ onClose }: { onClose: () => void }) {
  const { importYouTube } = useImageImport()
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const hintId = `${inputId}-hint`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = parseVideoId(value)
    if (!parsed.ok) return setError(parsed.message)
    setError(null)
    onClose()
    void importYouTube(parsed.id)
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 rounded-xl bg-bg-subtle p-3 sm:flex-row sm:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          YouTube video link or ID
        </label>
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=…"
          autoComplete="off"
          inputMode="url"
          // Opened on purpose from the toolbar: typing can start at once.
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          className={cx(fieldClass, 'h-9 w-full aria-[invalid=true]:border-danger')}
        />
        <p id={hintId} className={cx('text-sm', error ? 'font-medium text-danger' : 'text-muted')}>
          {error ?? 'The thumbnail is added under your other layers, filling the canvas.'}
        </p>
      </div>
      <div className="flex gap-2 sm:mt-6">
        <button type="submit" className={buttonClass({ size: 'sm' })}>
          Import thumbnail
        </button>
        <button type="button" onClick={onClose} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
          Cancel
        </button>
      </div>
    </form>
  )
}
