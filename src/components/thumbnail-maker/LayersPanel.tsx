'use client'

import { useState } from 'react'

import { cx } from '@/lib/cx'
import { LIMITS, type Layer } from '@/tools/thumbnail-maker'

import { Panel } from './controls'
import { Icon } from './icons'
import { LayerRow } from './LayerRow'
import { useEditorContext, useEditorState } from './store'

const KIND_NAMES: Record<string, string> = {
  text: 'Text',
  image: 'Image',
  rect: 'Rectangle',
  roundedRect: 'Rounded rectangle',
  circle: 'Circle',
  arrow: 'Arrow',
  line: 'Line',
}

export function layerKind(layer: Layer): string {
  return KIND_NAMES[layer.type === 'shape' ? layer.kind : layer.type] ?? 'Layer'
}

/**
 * The layers from top to bottom, as in every design tool. Each row's name selects the layer, so
 * Tab walks through them; its buttons show or hide, lock or unlock and rename it.
 */
export function LayersPanel() {
  const { store } = useEditorContext()
  const state = useEditorState()
  const { layers } = state.history.present
  const [renaming, setRenaming] = useState<string | null>(null)

  return (
    <Panel
      title="Layers"
      aside={
        <span className="text-sm text-muted tabular-nums">
          {layers.length} of {LIMITS.layers}
        </span>
      }
    >
      {layers.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong px-3 py-4 text-center text-sm text-muted">
          No layers yet. Add text, a shape or an image, or start from a template.
        </p>
      ) : (
        <ol className="flex flex-col gap-1">
          {[...layers].reverse().map((layer) => (
            <LayerRow
              key={layer.id}
              layer={layer}
              selected={layer.id === state.selectedId}
              renaming={renaming === layer.id}
              onRename={(open) => setRenaming(open ? layer.id : null)}
            />
          ))}
        </ol>
      )}
      <button
        type="button"
        aria-pressed={state.selectedId === null}
        onClick={() => store.select(null)}
        className={cx(
          'mt-2 flex h-10 w-full items-center gap-2 rounded-lg border px-2.5 text-left text-sm font-medium',
          state.selectedId === null ? 'border-accent bg-accent-soft text-accent-text' : 'border-border hover:bg-bg-subtle',
        )}
      >
        <Icon name="background" />
        Background
      </button>
    </Panel>
  )
}
