'use client'

import type React from 'react'
import { useEffect, useEffectEvent } from 'react'

import { duplicateLayer } from '@/tools/thumbnail-maker'

import { imageFileIn } from './images'
import { newId, useEditorContext } from './store'
import { useImageImport } from './useImageImport'

/** Typing fields keep one undo step per field visit; keys elsewhere (sliders, arrows on the canvas) end the step. */
function isTyping(target: EventTarget): boolean {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && ['text', 'number', 'url', 'search'].includes(target.type))
  )
}

/** Fields that are not part of the design (its name, a link, a layer being renamed) keep the browser's own text undo. */
function hasOwnUndo(target: EventTarget): boolean {
  return target instanceof HTMLInputElement && ['text', 'url', 'search'].includes(target.type)
}

/**
 * The editor's keys (undo, redo, duplicate, save) and pasting an image anywhere on the page. Returns
 * the handlers for the editor's outer element: releasing a key or the pointer ends the undo step.
 */
export function useEditorKeys() {
  const { store, signedIn } = useEditorContext()
  const { addImageFile } = useImageImport()

  // Pasting an image anywhere on the page adds it, unless it comes with text for a field to take.
  const onPaste = useEffectEvent((event: ClipboardEvent) => {
    const file = imageFileIn(event.clipboardData?.files)
    const field = event.target instanceof HTMLElement && (isTyping(event.target) || event.target.isContentEditable)
    if (!file || (field && event.clipboardData?.types.includes('text/plain'))) return
    event.preventDefault()
    void addImageFile(file)
  })
  useEffect(() => {
    const listener = (event: ClipboardEvent) => onPaste(event)
    document.addEventListener('paste', listener)
    return () => document.removeEventListener('paste', listener)
  }, [])

  function onKeyDown(event: React.KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return
    const key = event.key.toLowerCase()
    if ((key === 'z' || key === 'y') && hasOwnUndo(event.target)) return
    if (key === 'z') {
      event.preventDefault()
      if (event.shiftKey) store.redo()
      else store.undo()
    } else if (key === 'y' && !event.shiftKey) {
      event.preventDefault()
      store.redo()
    } else if (key === 'd') {
      event.preventDefault()
      duplicateSelected()
    } else if (key === 's' && !signedIn) {
      event.preventDefault()
      store.notify({ tone: 'info', message: 'No need to save: your design is kept in this browser as you work.' })
    }
  }

  function duplicateSelected() {
    const { selectedId, history } = store.getState()
    if (!selectedId) return
    store.edit((current) => duplicateLayer(current, selectedId, newId))
    const copy = store.getState().history.present.layers.find((layer) => !history.present.layers.includes(layer))
    if (copy) store.select(copy.id)
  }

  return {
    onKeyDown,
    onKeyUp: (event: React.KeyboardEvent) => !isTyping(event.target) && store.endGesture(),
    onPointerUp: () => store.endGesture(),
    onBlur: () => store.endGesture(),
  }
}
