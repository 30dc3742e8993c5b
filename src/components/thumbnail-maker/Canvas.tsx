'use client'

import type Konva from 'konva'
import type React from 'react'
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'

import { cx } from '@/lib/cx'
import { canvasOf, formatName } from '@/tools/thumbnail-maker'

import { BACKGROUND_NAME, BackgroundNode } from './BackgroundNode'
import { handleCanvasKey } from './canvas-keys'
import { CANVAS_ID } from './dom-ids'
import { Layer, Stage } from './konva'
import { LayerNode } from './LayerNode'
import { Overlays } from './Overlays'
import { isRendering, type Signal } from './render'
import { SelectionTransformer } from './SelectionTransformer'
import { selectedLayer, useEditorContext, useEditorState } from './store'
import type { Overlays as OverlayFlags } from './types'
import { useImageDrop } from './useImageDrop'
import { useLayerGestures } from './useLayerGestures'

type CanvasProps = {
  layerRef: React.RefObject<Konva.Layer | null>
  overlays: OverlayFlags
  drawn: Signal
  descriptionId: string
  helpId: string
}

/**
 * The design surface: a Konva stage scaled to the available width, drawing the model. Pointer
 * gestures and keys turn into model edits (one undo step per gesture); the model is drawn back.
 */
export function Canvas({ layerRef, overlays, drawn, descriptionId, helpId }: CanvasProps) {
  const { store } = useEditorContext()
  const state = useEditorState()
  const design = state.history.present
  const selected = selectedLayer(state)
  const [width, setWidth] = useState(0)
  const [aidsShown, setAidsShown] = useState(false)
  const transformerRef = useRef<Konva.Transformer>(null)
  const format = canvasOf(design)
  const zoom = width / format.width
  const { handlers, guides } = useLayerGestures(zoom, transformerRef)
  const { dropping, dropHandlers } = useImageDrop(zoom)

  // React 19 runs the returned cleanup when the element goes away. A transition, so that drawing
  // the stage first (every Konva node of the design) is rendered in slices that let input through.
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (!element) return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) startTransition(() => setWidth(Math.floor(entry.contentRect.width)))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // The editing aids' layer (overlays, guides, the transformer) mounts a task after the design's:
  // created together, their canvases, text and the transformer's anchors made the stage's first
  // render one long task on a phone (decision 008).
  useEffect(() => {
    if (width === 0 || aidsShown) return
    const timer = window.setTimeout(() => startTransition(() => setAidsShown(true)), 0)
    return () => window.clearTimeout(timer)
  }, [width, aidsShown])

  // The transformer follows the selection, and its box follows the layer's size as it changes
  // (new text, a typed width), which Konva cannot see through the group.
  useEffect(() => {
    const transformer = transformerRef.current
    const layer = layerRef.current
    if (!transformer || !layer) return
    const node = selected?.visible ? layer.findOne((candidate: Konva.Node) => candidate.id() === selected.id) : undefined
    if (transformer.nodes()[0] !== node) transformer.nodes(node ? [node] : [])
    else if (node && !transformer.isTransforming()) transformer.forceUpdate()
  })

  return (
    <div
      id={CANVAS_ID}
      ref={measure}
      role="application"
      aria-roledescription="design canvas"
      aria-label={`Thumbnail canvas, ${formatName(format)}`}
      aria-describedby={`${descriptionId} ${helpId}`}
      tabIndex={0}
      onKeyDown={(event) => handleCanvasKey(store, event)}
      onPointerDown={(event) => event.currentTarget.focus({ preventScroll: true })}
      {...dropHandlers}
      className={cx(
        'relative w-full overflow-hidden rounded-xl bg-bg-subtle outline-offset-4 focus-visible:outline-2 focus-visible:outline-ring',
        dropping && 'ring-4 ring-accent',
      )}
      style={{ aspectRatio: `${format.width} / ${format.height}` }}
    >
      {width > 0 ? (
        <Stage
          width={width}
          height={(width * format.height) / format.width}
          scaleX={zoom}
          scaleY={zoom}
          onPointerDown={(event) => {
            if (event.target === event.target.getStage() || event.target.name() === BACKGROUND_NAME) store.select(null)
          }}
        >
          <Layer ref={layerRef} onDraw={() => !isRendering() && drawn.emit()}>
            <BackgroundNode background={design.background} canvas={format} />
            {design.layers.map((layer) => (
              <LayerNode key={layer.id} layer={layer} zoom={zoom} handlers={handlers} />
            ))}
          </Layer>
          {aidsShown ? (
            <Layer>
              <Overlays overlays={overlays} guides={guides} zoom={zoom} format={format} />
              {/* Only with a selection: its anchors are half the cost of the stage's first render. */}
              {selected ? <SelectionTransformer ref={transformerRef} selected={selected} /> : null}
            </Layer>
          ) : null}
        </Stage>
      ) : null}
      {dropping ? (
        <p
          className="pointer-events-none absolute inset-0 flex items-center justify-center bg-accent/20 text-lg font-bold text-fg"
          aria-hidden="true"
        >
          Drop the image to add it
        </p>
      ) : null}
    </div>
  )
}
