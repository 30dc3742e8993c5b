'use client'

import type Konva from 'konva'

import type { Layer } from '@/tools/thumbnail-maker'

import { Group } from './konva'
import { ImageShape, ShapeNode } from './ShapeNode'
import { TextShape } from './TextShape'

export type LayerHandlers = {
  onSelect: (id: string) => void
  onDragMove: (id: string, node: Konva.Node, event: Konva.KonvaEventObject<DragEvent>) => void
  onDragEnd: () => void
  onTransform: (id: string, node: Konva.Node) => void
  onTransformEnd: () => void
  onEditText: (id: string) => void
}

/**
 * One layer as a Konva group placed like the model (x/y is the top-left corner, rotation turns
 * around it), so the transformer moves and turns exactly what the model stores, whatever the shape.
 * Strict mode re-applies the model's values on every render: a drag the model refused (a locked
 * layer, a full design) snaps back instead of leaving the node where the pointer left it.
 */
export function LayerNode({ layer, zoom, handlers }: { layer: Layer; zoom: number; handlers: LayerHandlers }) {
  return (
    <Group
      _useStrictMode
      id={layer.id}
      x={layer.x}
      y={layer.y}
      rotation={layer.rotation}
      opacity={layer.opacity}
      visible={layer.visible}
      draggable={!layer.locked}
      onPointerDown={() => handlers.onSelect(layer.id)}
      onDragStart={() => handlers.onSelect(layer.id)}
      onDragMove={(event) => handlers.onDragMove(layer.id, event.currentTarget, event)}
      onDragEnd={handlers.onDragEnd}
      onTransform={(event) => handlers.onTransform(layer.id, event.currentTarget)}
      onTransformEnd={handlers.onTransformEnd}
      onDblClick={() => handlers.onEditText(layer.id)}
      onDblTap={() => handlers.onEditText(layer.id)}
    >
      {layer.type === 'text' ? (
        <TextShape layer={layer} />
      ) : layer.type === 'image' ? (
        <ImageShape layer={layer} />
      ) : (
        <ShapeNode layer={layer} zoom={zoom} />
      )}
    </Group>
  )
}
