'use client'

import type Konva from 'konva'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { Spinner } from '@/components/ui/Spinner'
import { canvasOf, exportByteLimit, formatBytes, frameProblems, MAX_THUMBNAIL_BYTES } from '@/tools/thumbnail-maker'

import { Panel } from './controls'
import { encodeCanvas, FILE_NAMES, renderForExport, saveFile, type ExportFormat } from './export-file'
import { ExportResult, FrameProblems, type Exported } from './ExportResult'
import { Icon } from './icons'
import { measurerFor } from './measure'
import { useEditorContext, useEditorState } from './store'

type State =
  | { status: 'idle' }
  | { status: 'working'; format: ExportFormat }
  | { status: 'done'; file: Exported }
  | { status: 'error'; message: string }

const LIMIT = formatBytes(MAX_THUMBNAIL_BYTES)

/**
 * One click renders the file at exactly the design's size (1280 × 720, or 1080 × 1920 for Shorts) and
 * downloads it, then says what was saved. A thumbnail's JPEG quality is the highest that keeps the file
 * within YouTube's 2 MB limit (a Shorts frame has none). Anything that would be cut from the image is
 * listed above the buttons, before anyone exports.
 */
export function ExportPanel({ layerRef }: { layerRef: React.RefObject<Konva.Layer | null> }) {
  const { store } = useEditorContext()
  const { revision, history } = useEditorState()
  const design = history.present
  const problems = frameProblems(design, measurerFor)
  const canvas = canvasOf(design)
  const [state, setState] = useState<State>({ status: 'idle' })
  const urls = useRef<string[]>([])

  // The files live in memory until the editor goes away.
  useEffect(() => {
    const created = urls.current
    return () => created.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  async function exportAs(format: ExportFormat) {
    setState({ status: 'working', format })
    try {
      const { history, revision: exportedRevision } = store.getState()
      const limit = exportByteLimit(canvasOf(history.present))
      const { blob, quality, fits } = await encodeCanvas(await renderForExport(history.present, layerRef), format, limit)
      const url = URL.createObjectURL(blob)
      urls.current.push(url)
      saveFile(url, FILE_NAMES[format])
      setState({ status: 'done', file: { format, url, bytes: blob.size, quality, fits, revision: exportedRevision } })
    } catch {
      setState({ status: 'error', message: 'The image could not be exported. Reload the page and try again.' })
    }
  }

  const working = state.status === 'working'
  const file = state.status === 'done' ? state.file : null
  return (
    <Panel title="Export">
      <p className="-mt-1 mb-3 text-sm text-muted">
        {canvas.width} × {canvas.height} pixels, the size YouTube recommends
        {canvas.settableOnYouTube ? ` for thumbnails. YouTube accepts files up to ${LIMIT}.` : ' for Shorts.'}
      </p>
      <FrameProblems problems={problems} canvas={canvas} onSelect={(id) => store.select(id)} />
      <div className="flex flex-wrap gap-2">
        {(['png', 'jpeg'] as const).map((format) => (
          <button
            key={format}
            type="button"
            disabled={working}
            onClick={() => void exportAs(format)}
            className={buttonClass({ variant: format === 'png' ? 'primary' : 'secondary', size: 'sm' })}
          >
            {working && state.format === format ? <Spinner /> : <Icon name="download" />}
            Download {format === 'png' ? 'PNG' : 'JPEG'}
          </button>
        ))}
      </div>
      <div role="status" className="mt-3 empty:hidden">
        {working ? <span className="text-sm text-muted">Rendering the {state.format === 'png' ? 'PNG' : 'JPEG'}…</span> : null}
        {file ? <ExportResult file={file} stale={file.revision !== revision} /> : null}
      </div>
      {state.status === 'error' ? (
        <FormAlert tone="error" className="mt-3">
          {state.message}
        </FormAlert>
      ) : null}
    </Panel>
  )
}
