'use client'

import type Konva from 'konva'
import type React from 'react'
import { useEffect, useEffectEvent, useId, useState } from 'react'

import { saveDesign } from '@/lib/services/thumbnail-maker'
import { canvasOf, type CanvasFormat } from '@/tools/thumbnail-maker'

import { renderDesign } from './render'
import { rememberSaved } from './session'
import { isDirty, useEditorContext, useEditorState } from './store'

/** The dashboard list shows designs inside 320 × 180; the server takes previews up to 150 000 characters. */
const PREVIEW = { width: 320, height: 180, maxLength: 150_000, qualities: [0.7, 0.5] }

function previewOf(layer: Konva.Layer | null, format: CanvasFormat): string | undefined {
  if (!layer) return undefined
  const canvas = renderDesign(layer, format, Math.round(Math.min(PREVIEW.width, (PREVIEW.height * format.width) / format.height)))
  return PREVIEW.qualities.map((quality) => canvas.toDataURL('image/jpeg', quality)).find((url) => url.length <= PREVIEW.maxLength)
}

/** The save input's schema and the design's, with zod: fetched on the first save rather than with the editor. */
const loadSchemas = () => Promise.all([import('@/tools/thumbnail-maker/save'), import('@/tools/thumbnail-maker/parse')])

/** After the first save the address names the design, so a reload or a bookmark opens it again. */
function showInAddress(id: number | string) {
  const url = new URL(window.location.href)
  url.searchParams.delete('video')
  url.searchParams.set('design', String(id))
  window.history.replaceState(null, '', url)
}

/**
 * Saving the design to the account: checks its name, sends it with a small preview, and afterwards
 * names it in the address. Ctrl/Cmd+S saves; leaving the page with unsaved changes asks first.
 */
export function useSaveDesign(layerRef: React.RefObject<Konva.Layer | null>, onSaved?: (id: number | string) => void) {
  const { store } = useEditorContext()
  const state = useEditorState()
  const [saving, setSaving] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [nameError, setNameError] = useState<string | undefined>()
  const nameId = useId()
  const dirty = isDirty(state)

  async function save() {
    if (saving) return
    let schemas: Awaited<ReturnType<typeof loadSchemas>>
    try {
      schemas = await loadSchemas()
    } catch {
      setError('The design could not be saved. Check your connection and try again.')
      return
    }
    const [{ saveDesignSchema }, { parseDesign }] = schemas
    const { name, history, saved } = store.getState()
    const parsedName = saveDesignSchema.shape.name.safeParse(name)
    if (!parsedName.success) {
      setNameError(parsedName.error.issues[0]?.message)
      document.getElementById(nameId)?.focus()
      return
    }
    setNameError(undefined)
    setError(null)
    setSaving(true)
    const design = history.present
    try {
      const result = await saveDesign({
        id: saved.id ?? undefined,
        name: parsedName.data,
        design: { ...design, name: parsedName.data },
        preview: previewOf(layerRef.current, canvasOf(design)),
      })
      if (!result.ok) {
        setError(result.message)
        return
      }
      store.markSaved({ id: result.id, design, name: parsedName.data })
      rememberSaved(store, parseDesign)
      setMessage(result.message)
      // Before the address names the design: the page renders again for it, and keeps this editor.
      onSaved?.(result.id)
      if (saved.id === null) showInAddress(result.id)
    } catch {
      setError('The design could not be saved. Check your connection and try again.')
    } finally {
      setSaving(false)
    }
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault()
      void save()
    }
  })

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  return { state, dirty, saving, message, error, nameError, nameId, save }
}
