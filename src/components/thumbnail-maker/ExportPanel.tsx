'use client'

import type Konva from 'konva'
import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { Spinner } from '@/components/ui/Spinner'
import {
  CANVAS,
  chooseJpegQuality,
  formatBytes,
  frameProblems,
  MAX_THUMBNAIL_BYTES,
  type Design,
  type FrameProblem,
} from '@/tools/thumbnail-maker'

import { Panel } from './controls'
import { Icon } from './icons'
import { canvasToBlob, loadImage } from './images'
import { measurerFor } from './measure'
import { nextFrame, renderDesign } from './render'
import { useEditorContext, useEditorState } from './store'

type Format = 'png' | 'jpeg'
type Exported = { format: Format; url: string; bytes: number; quality: number | null; fits: boolean; revision: number }
type State =
  { status: 'idle' } | { status: 'working'; format: Format } | { status: 'done'; file: Exported } | { status: 'error'; message: string }

const LIMIT = formatBytes(MAX_THUMBNAIL_BYTES)
const FILE_NAMES: Record<Format, string> = { png: 'thumbnail.png', jpeg: 'thumbnail.jpg' }

/** Every image the design shows, so the export does not catch one still loading. */
function imageSources(design: Design): string[] {
  const sources = design.layers.flatMap((layer) => (layer.type === 'image' && layer.visible ? [layer.src] : []))
  return design.background.kind === 'image' ? [design.background.src, ...sources] : sources
}

/** Starts the browser's download of a file already in memory. */
function saveFile(url: string, name: string) {
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
}

const PROBLEM_TEXT: Record<FrameProblem['problem'], string> = {
  'outside-frame': 'reaches past the 1280 × 720 frame: the part outside is cut from the image.',
  'text-overflow': 'does not fit its box even at the smallest size: make the box bigger or the text shorter.',
}

/**
 * One click renders the file at exactly 1280 × 720 and downloads it, then says what was saved. JPEG
 * quality is the highest that keeps the file within YouTube's 2 MB limit. Anything that would be cut
 * from the image is listed above the buttons, before anyone exports.
 */
export function ExportPanel({ layerRef }: { layerRef: React.RefObject<Konva.Layer | null> }) {
  const { store } = useEditorContext()
  const { revision, history } = useEditorState()
  const design = history.present
  const problems = frameProblems(design, measurerFor)
  const [state, setState] = useState<State>({ status: 'idle' })
  const urls = useRef<string[]>([])

  // The files live in memory until the editor goes away.
  useEffect(() => {
    const created = urls.current
    return () => created.forEach((url) => URL.revokeObjectURL(url))
  }, [])

  async function exportAs(format: Format) {
    setState({ status: 'working', format })
    try {
      const { history, revision: exportedRevision } = store.getState()
      await Promise.allSettled(imageSources(history.present).map(loadImage))
      await document.fonts.ready
      // Lets the canvas draw what just loaded, and the spinner show, before the page is busy encoding.
      await nextFrame()
      const layer = layerRef.current
      if (!layer) throw new Error('The canvas is not ready yet.')
      const canvas = renderDesign(layer)
      let blob: Blob
      let quality: number | null = null
      let fits: boolean
      if (format === 'png') {
        blob = await canvasToBlob(canvas, 'image/png')
        fits = blob.size <= MAX_THUMBNAIL_BYTES
      } else {
        const files = new Map<number, Blob>()
        const choice = await chooseJpegQuality(async (candidate) => {
          const file = await canvasToBlob(canvas, 'image/jpeg', candidate)
          files.set(candidate, file)
          return file.size
        })
        const chosen = files.get(choice.quality)
        if (!chosen) throw new Error('The JPEG could not be encoded.')
        blob = chosen
        quality = choice.quality
        fits = choice.fits
      }
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
        {CANVAS.width} × {CANVAS.height} pixels, the size YouTube recommends. YouTube accepts files up to {LIMIT}.
      </p>
      {problems.length ? (
        <div className="mb-3 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning">
          <p className="font-semibold">Check before you export:</p>
          <ul className="mt-1 flex flex-col gap-1">
            {problems.map((problem) => (
              <li key={problem.id}>
                <button type="button" className="font-semibold underline" onClick={() => store.select(problem.id)}>
                  {problem.name}
                </button>{' '}
                {PROBLEM_TEXT[problem.problem]}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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

function ExportResult({ file, stale }: { file: Exported; stale: boolean }) {
  const name = FILE_NAMES[file.format]
  const summary =
    file.format === 'png'
      ? `PNG, ${formatBytes(file.bytes)}`
      : `JPEG, quality ${Math.round((file.quality ?? 0) * 100)}%, ${formatBytes(file.bytes)}`
  if (stale)
    return <p className="text-sm text-muted">The design changed after the last download: download it again for the latest version.</p>
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-bg-subtle p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          Downloaded <span className="font-semibold">{name}</span>
          <span className="text-muted"> · {summary}</span>
        </p>
        <a href={file.url} download={name} className="text-sm font-semibold text-accent-text underline">
          Save again<span className="sr-only"> {name}</span>
        </a>
      </div>
      {!file.fits ? (
        <p className="rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm font-medium text-warning">
          {file.format === 'png'
            ? `This PNG is over YouTube’s ${LIMIT} limit. Export a JPEG instead: its quality is chosen to fit.`
            : `Even at the lowest quality this JPEG is over YouTube’s ${LIMIT} limit. Simplify the design, for example with fewer photos.`}
        </p>
      ) : null}
    </div>
  )
}
