'use client'

import type Konva from 'konva'
import type React from 'react'
import { useEffect, useState } from 'react'

import { CANVAS_FORMATS, canvasOf, type PreviewSize } from '@/tools/thumbnail-maker'

import { Panel } from './controls'
import { renderDesign, type Signal } from './render'
import { useCanvasFormat, useEditorContext } from './store'

/** Twice the widest preview, so the previews stay sharp on high-density screens. */
const PREVIEW_WIDTH = 2 * Math.max(...Object.values(CANVAS_FORMATS).flatMap((format) => format.previews.map((size) => size.width)))
/** Long enough that dragging does not re-render the previews on every frame. */
const DEBOUNCE = 250

/** YouTube's own page colours, not the site's theme: the previews show YouTube's light and dark modes. */
const THEMES = [
  { id: 'light', label: 'light theme', background: '#ffffff', title: '#0f0f0f', meta: '#606060' },
  { id: 'dark', label: 'dark theme', background: '#0f0f0f', title: '#f1f1f1', meta: '#aaaaaa' },
] as const

/** Rounded like YouTube draws them: the full-width mobile feed has square corners. */
const RADIUS: Record<string, number> = { home: 12, search: 12, sidebar: 8, mobile: 0 }

/**
 * The design at every size viewers see it, on YouTube's light and dark pages, with the duration
 * badge in its corner. One small image is rendered from the canvas after it settles and scaled by
 * the browser for each size.
 */
export function PreviewPanel({ layerRef, drawn }: { layerRef: React.RefObject<Konva.Layer | null>; drawn: Signal }) {
  const { store } = useEditorContext()
  const format = useCanvasFormat()
  const badge = format.durationBadge !== null
  const [image, setImage] = useState<string | null>(null)

  useEffect(() => {
    let timer: number | undefined
    const refresh = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => {
        const layer = layerRef.current
        if (layer) setImage(renderDesign(layer, canvasOf(store.getState().history.present), PREVIEW_WIDTH).toDataURL('image/jpeg', 0.85))
      }, DEBOUNCE)
    }
    refresh()
    const stop = drawn.subscribe(refresh)
    return () => {
      stop()
      window.clearTimeout(timer)
    }
  }, [layerRef, drawn, store])

  return (
    <Panel title="Preview at YouTube sizes">
      <p className="-mt-1 mb-4 text-sm text-muted">
        {badge
          ? 'Check that the words still read at the smallest size, and that nothing important hides under the video length.'
          : 'Check that the words still read on the Shorts shelf, where the cover is all viewers see before they tap.'}
      </p>
      <div className="flex flex-col gap-6">
        {format.previews.map((size) => (
          <figure key={size.id} className="flex flex-col gap-2">
            <figcaption className="text-sm font-semibold">
              {size.label}{' '}
              <span className="font-normal text-muted">
                {size.width} × {size.height} px
              </span>
            </figcaption>
            <div className="flex flex-wrap gap-3">
              {THEMES.map((theme) => (
                <MockCard key={theme.id} size={size} theme={theme} image={image} badge={badge} />
              ))}
            </div>
          </figure>
        ))}
      </div>
    </Panel>
  )
}

type MockCardProps = { size: PreviewSize; theme: (typeof THEMES)[number]; image: string | null; badge: boolean }

/** A video's card has the duration badge; a Short's cover has none. */
function MockCard({ size, theme, image, badge }: MockCardProps) {
  return (
    <div className="max-w-full rounded-xl border border-border p-3" style={{ background: theme.background, width: size.width + 26 }}>
      <div
        className="relative w-full overflow-hidden bg-[#80808033]"
        style={{ borderRadius: RADIUS[size.id] ?? 12, aspectRatio: `${size.width} / ${size.height}` }}
      >
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL rendered from the canvas in the browser
          <img
            src={image}
            alt={`Your thumbnail in the ${size.label}, ${theme.label}`}
            width={size.width}
            height={size.height}
            className="h-full w-full"
          />
        ) : null}
        {badge ? (
          <span
            className="absolute right-1 bottom-1 rounded px-1 py-px text-xs font-medium text-white"
            style={{ background: 'rgb(0 0 0 / 0.8)' }}
          >
            12:34
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm leading-snug font-semibold" style={{ color: theme.title }}>
        Your video title
      </p>
      <p className="text-xs" style={{ color: theme.meta }}>
        Your channel · 12K views
      </p>
    </div>
  )
}
