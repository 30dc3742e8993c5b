import type React from 'react'

import { moveLayer, nudge, removeLayer, type ZOrderMove } from '@/tools/thumbnail-maker'

import { selectedLayer, type EditorStore } from './store'

/** Ctrl/Cmd + ] and [ move a layer up and down; with Shift, to the top and bottom. */
function zOrderFor(event: React.KeyboardEvent): ZOrderMove | null {
  if (!(event.ctrlKey || event.metaKey)) return null
  if (event.code === 'BracketRight') return event.shiftKey ? 'front' : 'forward'
  if (event.code === 'BracketLeft') return event.shiftKey ? 'back' : 'backward'
  return null
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }

/**
 * The keys the focused canvas answers (undo, redo and duplicate work anywhere in the editor):
 * arrows nudge the selected layer, Delete removes it, Ctrl+] and [ restack it, Escape deselects.
 */
export function handleCanvasKey(store: EditorStore, event: React.KeyboardEvent) {
  if (event.key === 'Escape') return store.select(null)
  const selected = selectedLayer(store.getState())
  if (!selected) return
  const arrow = ARROWS[event.key]
  const zOrder = zOrderFor(event)
  if (arrow && !event.ctrlKey && !event.metaKey && !event.altKey) {
    event.preventDefault()
    const step = event.shiftKey ? 10 : 1
    // Holding a key repeats it: the whole press is one undo step, ended on key up.
    store.edit((design) => nudge(design, [selected.id], arrow[0] * step, arrow[1] * step), `nudge:${selected.id}`)
  } else if (event.key === 'Delete' || event.key === 'Backspace') {
    event.preventDefault()
    if (selected.locked)
      return store.notify({ tone: 'info', message: `“${selected.name}” is locked: unlock it in the layers panel to delete it.` })
    store.edit((design) => removeLayer(design, selected.id))
    store.select(null)
    store.notify({ tone: 'success', message: `Deleted “${selected.name}”. Undo brings it back.` })
  } else if (zOrder) {
    event.preventDefault()
    store.edit((design) => moveLayer(design, selected.id, zOrder))
  }
}
