'use client'

import { formatBytes, MAX_THUMBNAIL_BYTES, type CanvasSize, type FrameProblem } from '@/tools/thumbnail-maker'

import { FILE_NAMES, type ExportFormat } from './export-file'

export type Exported = { format: ExportFormat; url: string; bytes: number; quality: number | null; fits: boolean; revision: number }

const LIMIT = formatBytes(MAX_THUMBNAIL_BYTES)

function problemText(problem: FrameProblem, canvas: CanvasSize): string {
  switch (problem.problem) {
    case 'outside-frame':
      return `reaches past the ${canvas.width} × ${canvas.height} frame: the part outside is cut from the image.`
    case 'text-overflow':
      return 'does not fit its box even at the smallest size: make the box bigger or the text shorter.'
    case 'covered':
      return `is under YouTube’s ${problem.under}: move it into the safe area so viewers can read all of it.`
  }
}

/** What the image would cut or YouTube would hide, each with a button that selects the layer. */
type FrameProblemsProps = { problems: FrameProblem[]; canvas: CanvasSize; onSelect: (id: string) => void }

export function FrameProblems({ problems, canvas, onSelect }: FrameProblemsProps) {
  if (!problems.length) return null
  return (
    <div className="mb-3 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2 text-sm text-warning">
      <p className="font-semibold">Check before you export:</p>
      <ul className="mt-1 flex flex-col gap-1">
        {problems.map((problem) => (
          <li key={problem.id}>
            <button type="button" className="font-semibold underline" onClick={() => onSelect(problem.id)}>
              {problem.name}
            </button>{' '}
            {problemText(problem, canvas)}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** What was downloaded (format, quality, size), a way to save it again, and whether YouTube will take it. */
export function ExportResult({ file, stale }: { file: Exported; stale: boolean }) {
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
