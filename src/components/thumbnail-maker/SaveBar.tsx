'use client'

import type Konva from 'konva'
import type React from 'react'
import type { FormEvent } from 'react'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { cx } from '@/lib/cx'
import { LIMITS } from '@/tools/thumbnail-maker'

import { useEditorContext } from './store'
import { useSaveDesign } from './useSaveDesign'

/**
 * Signed-in saving: the design's name, Save (also Ctrl/Cmd+S), whether there are unsaved changes,
 * and a warning before leaving the page with some.
 */
export function SaveBar({ layerRef, onSaved }: { layerRef: React.RefObject<Konva.Layer | null>; onSaved?: (id: number | string) => void }) {
  const { store } = useEditorContext()
  const { state, dirty, saving, message, error, nameError, nameId, save } = useSaveDesign(layerRef, onSaved)

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void save()
  }

  const status = saving
    ? 'Saving…'
    : dirty
      ? 'Unsaved changes'
      : (message ?? (state.saved.id === null ? 'Not saved yet' : 'All changes saved'))
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          id={nameId}
          className="flex-1"
          label="Design name"
          name="name"
          value={state.name}
          maxLength={LIMITS.name}
          autoComplete="off"
          onChange={(event) => store.setName(event.target.value)}
          error={nameError}
        />
        <div className="flex items-center gap-3 sm:mt-7">
          <SubmitButton pending={saving} pendingLabel="Saving…">
            Save
          </SubmitButton>
          <p role="status" className={cx('flex items-center gap-1.5 text-sm', dirty ? 'font-medium text-warning' : 'text-muted')}>
            <span aria-hidden="true" className={cx('h-2 w-2 rounded-full', dirty ? 'bg-warning' : 'bg-success')} />
            {status}
          </p>
        </div>
      </form>
      <p className="text-xs text-muted">
        Press <kbd className="font-sans font-semibold">Ctrl</kbd>+<kbd className="font-sans font-semibold">S</kbd> (
        <kbd className="font-sans font-semibold">⌘</kbd>+<kbd className="font-sans font-semibold">S</kbd> on a Mac) to save at any time.
      </p>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
    </div>
  )
}
