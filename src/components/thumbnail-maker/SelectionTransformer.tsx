'use client'

import type Konva from 'konva'
import type React from 'react'

import type { Layer as DesignLayer } from '@/tools/thumbnail-maker'

import { Transformer } from './konva'

const ROTATION_SNAPS = [0, 45, 90, 135, 180, 225, 270, 315]
const TEXT_ANCHORS = ['top-left', 'top-right', 'bottom-left', 'bottom-right', 'middle-left', 'middle-right']
const ALL_ANCHORS = [...TEXT_ANCHORS, 'top-center', 'bottom-center']
const ACCENT = '#6366f1'

/**
 * The selected layer's handles: resize from the corners (and the sides, for anything but text), turn
 * with snaps every 45°; a locked layer shows a dashed box and no handles.
 */
export function SelectionTransformer({ ref, selected }: { ref: React.Ref<Konva.Transformer>; selected: DesignLayer }) {
  const locked = selected.locked
  return (
    <Transformer
      ref={ref}
      enabledAnchors={locked ? [] : selected.type === 'text' ? TEXT_ANCHORS : ALL_ANCHORS}
      rotateEnabled={!locked}
      resizeEnabled={!locked}
      keepRatio={selected.type === 'text' || selected.type === 'image'}
      flipEnabled={false}
      ignoreStroke
      rotationSnaps={ROTATION_SNAPS}
      rotationSnapTolerance={4}
      rotateAnchorOffset={28}
      anchorSize={10}
      anchorCornerRadius={2}
      anchorStroke={ACCENT}
      anchorFill="#ffffff"
      borderStroke={ACCENT}
      borderStrokeWidth={1.5}
      borderDash={locked ? [6, 4] : undefined}
      boundBoxFunc={(previous, next) => (Math.abs(next.width) < 6 || (previous.height >= 6 && Math.abs(next.height) < 6) ? previous : next)}
    />
  )
}
