import type Konva from 'konva'
import type React from 'react'
import { useState } from 'react'

import { canvasOf, snap, updateLayer, type Guide } from '@/tools/thumbnail-maker'

import { TEXT_FIELD_ID } from './dom-ids'
import { boundsOf, normalizeRotation, resizePatch } from '@/tools/thumbnail-maker/geometry'
import type { LayerHandlers } from './LayerNode'
import { useEditorContext } from './store'

/** Snapping pulls within this many screen pixels, whatever the zoom. */
const SNAP_PIXELS = 8
const CORNERS = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right'])

/**
 * What dragging and transforming a layer on the canvas do to the model: every pointer move is an
 * edit that joins the gesture's single undo step. Handlers read the latest design from the store,
 * as Konva calls them between renders. Also returns the snapping guides to draw while dragging.
 */
export function useLayerGestures(zoom: number, transformerRef: React.RefObject<Konva.Transformer | null>) {
  const { store } = useEditorContext()
  const [guides, setGuides] = useState<Guide[]>([])
  const find = (id: string) => store.getState().history.present.layers.find((layer) => layer.id === id)

  const handlers: LayerHandlers = {
    onSelect: (id) => store.select(id),
    onDragMove(id, node, event) {
      const layer = find(id)
      if (!layer) return
      const moved = { ...layer, x: node.x(), y: node.y() }
      // Alt (Option) moves freely.
      const { present } = store.getState().history
      const others = present.layers.filter((other) => other.id !== id && other.visible)
      const result = event.evt.altKey
        ? { dx: 0, dy: 0, guides: [] }
        : snap(boundsOf(moved), others.map(boundsOf), { canvas: canvasOf(present), threshold: SNAP_PIXELS / zoom })
      // Whole pixels unless snapped, where a centre line can fall on a half pixel.
      const x = result.dx === 0 ? Math.round(moved.x) : moved.x + result.dx
      const y = result.dy === 0 ? Math.round(moved.y) : moved.y + result.dy
      node.position({ x, y })
      setGuides(result.guides)
      store.edit((design) => updateLayer(design, id, { x, y }), `move:${id}`)
    },
    onDragEnd() {
      setGuides([])
      store.endGesture()
    },
    onTransform(id, node) {
      const layer = find(id)
      if (!layer) return
      const scaleX = node.scaleX()
      const scaleY = node.scaleY()
      // The scale goes into the model as sizes, so strokes and text keep their thickness.
      node.scale({ x: 1, y: 1 })
      const fromCorner = CORNERS.has(transformerRef.current?.getActiveAnchor() ?? '')
      const patch = {
        x: Math.round(node.x()),
        y: Math.round(node.y()),
        rotation: normalizeRotation(node.rotation()),
        ...resizePatch(layer, scaleX, scaleY, fromCorner),
      }
      store.edit((design) => updateLayer(design, id, patch), `transform:${id}`)
    },
    onTransformEnd: () => store.endGesture(),
    onEditText(id) {
      if (find(id)?.type === 'text') document.getElementById(TEXT_FIELD_ID)?.focus()
    },
  }
  return { handlers, guides }
}
