'use client'

import { useId, useRef, useState } from 'react'

import {
  addLayer,
  canAddLayer,
  canvasOf,
  canRedo,
  canUndo,
  createShape,
  createText,
  LIMITS,
  UPLOAD_TYPES,
  type Layer,
  type ShapeKind,
} from '@/tools/thumbnail-maker'

import type { IconName } from './icons'
import { imageFileIn } from './images'
import { newId, useEditorContext, useEditorState } from './store'
import type { Overlays } from './types'
import { Divider, ToolButton } from './ToolButton'
import { useImageImport } from './useImageImport'
import { YouTubeImport } from './YouTubeImport'

const SHAPES: { kind: ShapeKind; label: string; icon: IconName }[] = [
  { kind: 'rect', label: 'Add rectangle', icon: 'rect' },
  { kind: 'roundedRect', label: 'Add rounded rectangle', icon: 'roundedRect' },
  { kind: 'circle', label: 'Add circle', icon: 'circle' },
  { kind: 'arrow', label: 'Add arrow', icon: 'arrow' },
  { kind: 'line', label: 'Add line', icon: 'line' },
]

/** Undo and redo, adding layers, and the overlay switches, above the canvas. */
export function Toolbar({ overlays, onOverlaysChange }: { overlays: Overlays; onOverlaysChange: (overlays: Overlays) => void }) {
  const { store } = useEditorContext()
  const { history } = useEditorState()
  const canvas = canvasOf(history.present)
  const { addImageFile } = useImageImport()
  const [importing, setImporting] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const importId = useId()

  function add(layer: Layer) {
    if (!canAddLayer(store.getState().history.present))
      return store.notify({ tone: 'error', message: `A design can have at most ${LIMITS.layers} layers: delete one first.` })
    store.edit((design) => addLayer(design, layer))
    store.select(layer.id)
  }

  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-2">
      <div className="flex flex-wrap items-center gap-1">
        <div role="group" aria-label="History" className="flex gap-1">
          <ToolButton
            icon="undo"
            text="Undo"
            label="Undo"
            aria-keyshortcuts="Control+Z Meta+Z"
            unavailable={!canUndo(history)}
            onClick={store.undo}
          />
          <ToolButton
            icon="redo"
            text="Redo"
            label="Redo"
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
            unavailable={!canRedo(history)}
            onClick={store.redo}
          />
        </div>
        <Divider />
        <div role="group" aria-label="Add to the design" className="flex flex-wrap gap-1">
          <ToolButton icon="text" text="Text" label="Add text" onClick={() => add(createText(newId, {}, canvas))} />
          <ToolButton icon="image" text="Image" label="Add an image" onClick={() => fileInput.current?.click()} />
          <input
            ref={fileInput}
            type="file"
            accept={UPLOAD_TYPES.join(',')}
            aria-label="Image file"
            className="hidden"
            onChange={(event) => {
              const file = imageFileIn(event.target.files)
              // Cleared so choosing the same file again still counts as a change.
              event.target.value = ''
              if (file) void addImageFile(file)
            }}
          />
          {SHAPES.map((shape) => (
            <ToolButton
              key={shape.kind}
              icon={shape.icon}
              label={shape.label}
              onClick={() => add(createShape(newId, shape.kind, {}, canvas))}
            />
          ))}
          <ToolButton
            icon="video"
            text="YouTube"
            label="Import a YouTube thumbnail"
            aria-expanded={importing}
            aria-controls={importId}
            onClick={() => setImporting((open) => !open)}
          />
        </div>
        <Divider />
        <div role="group" aria-label="Overlays" className="flex gap-1">
          <ToolButton
            icon="safeArea"
            text="Safe area"
            label="Safe area"
            pressed={overlays.safeArea}
            onClick={() => onOverlaysChange({ ...overlays, safeArea: !overlays.safeArea })}
          />
          {/* Shorts have no duration badge: their safe area shows what the YouTube app covers instead. */}
          {canvas.durationBadge ? (
            <ToolButton
              icon="clock"
              text="Timestamp"
              label="Timestamp corner"
              pressed={overlays.timestamp}
              onClick={() => onOverlaysChange({ ...overlays, timestamp: !overlays.timestamp })}
            />
          ) : null}
        </div>
      </div>
      <div id={importId} hidden={!importing}>
        {importing ? <YouTubeImport onClose={() => setImporting(false)} /> : null}
      </div>
    </div>
  )
}
