'use client'

import { duplicateLayer, LIMITS, moveLayer, removeLayer, updateLayer, type Layer, type ZOrderMove } from '@/tools/thumbnail-maker'

import { BackgroundProperties } from './BackgroundProperties'
import { CANVAS_ID } from './dom-ids'
import { IconButton, Panel } from './controls'
import { GeometryFields } from './GeometryFields'
import type { IconName } from './icons'
import { layerKind } from './LayersPanel'
import { ImageProperties, ShapeProperties } from './ShapeProperties'
import { newId, selectedLayer, useEditorContext, useEditorState } from './store'
import { TextProperties } from './TextProperties'
import type { SetLayer } from './types'

const ORDER: { move: ZOrderMove; label: string; icon: IconName }[] = [
  { move: 'front', label: 'Bring to front', icon: 'front' },
  { move: 'forward', label: 'Bring forward', icon: 'forward' },
  { move: 'backward', label: 'Send backward', icon: 'backward' },
  { move: 'back', label: 'Send to back', icon: 'back' },
]

/** The selected layer's settings, or the background's when nothing is selected. */
export function PropertiesPanel() {
  const { store } = useEditorContext()
  const state = useEditorState()
  const layer = selectedLayer(state)
  if (!layer) {
    return (
      <Panel title="Background">
        <BackgroundProperties />
      </Panel>
    )
  }
  const set: SetLayer = (patch, gesture) =>
    store.edit((design) => updateLayer(design, layer.id, patch), gesture && `${gesture}:${layer.id}`)
  const kind = layerKind(layer)
  return (
    <Panel
      title="Properties"
      aside={<span className="truncate text-sm text-muted">{layer.name === kind ? kind : `${kind} · ${layer.name}`}</span>}
    >
      <LayerActions layer={layer} />
      {layer.locked ? (
        <p className="mb-3 rounded-lg bg-bg-subtle px-3 py-2 text-sm">This layer is locked. Unlock it to move or edit it.</p>
      ) : null}
      {/* A disabled fieldset disables every control inside: a locked layer cannot change anyway. */}
      <fieldset disabled={layer.locked} className="flex flex-col gap-4">
        <legend className="sr-only">{`${kind} settings`}</legend>
        {layer.type === 'text' ? (
          <TextProperties layer={layer} set={set} />
        ) : layer.type === 'image' ? (
          <ImageProperties layer={layer} set={set} />
        ) : (
          <ShapeProperties layer={layer} set={set} />
        )}
        <GeometryFields layer={layer} set={set} />
      </fieldset>
    </Panel>
  )
}

function LayerActions({ layer }: { layer: Layer }) {
  const { store } = useEditorContext()
  const { layers } = useEditorState().history.present
  const index = layers.indexOf(layer)
  const full = layers.length >= LIMITS.layers
  return (
    <div role="group" aria-label="Layer actions" className="mb-3 flex flex-wrap items-center gap-0.5 rounded-lg bg-bg-subtle p-1">
      {ORDER.map((order) => (
        <IconButton
          key={order.move}
          icon={order.icon}
          label={order.label}
          disabled={layer.locked || (order.move === 'front' || order.move === 'forward' ? index === layers.length - 1 : index === 0)}
          onClick={() => store.edit((design) => moveLayer(design, layer.id, order.move))}
        />
      ))}
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <IconButton
        icon="duplicate"
        label="Duplicate"
        disabled={full}
        onClick={() => {
          const before = store.getState().history.present
          store.edit((design) => duplicateLayer(design, layer.id, newId))
          const copy = store.getState().history.present.layers.find((candidate) => !before.layers.includes(candidate))
          if (copy) store.select(copy.id)
        }}
      />
      <IconButton
        icon={layer.locked ? 'lock' : 'unlock'}
        label={layer.locked ? 'Unlock' : 'Lock'}
        highlight={layer.locked}
        onClick={() => store.edit((design) => updateLayer(design, layer.id, { locked: !layer.locked }))}
      />
      <IconButton
        icon="trash"
        label="Delete"
        disabled={layer.locked}
        onClick={() => {
          store.edit((design) => removeLayer(design, layer.id))
          store.select(null)
          store.notify({ tone: 'success', message: `Deleted “${layer.name}”. Undo brings it back.` })
          // The button goes away with the layer; the canvas is where the next action starts.
          document.getElementById(CANVAS_ID)?.focus()
        }}
      />
    </div>
  )
}
