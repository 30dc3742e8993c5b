'use client'

import { formatBytes, MAX_THUMBNAIL_BYTES, type FrameProblem } from '@/tools/thumbnail-maker'

import { FILE_NAMES, type ExportFormat } from './export-file'

export type Exported = { format: ExportFormat; url: string; bytes: number; quality: number | null; fits: boolean; revision: number }

const LIMIT = formatBytes(MAX_THUMBNAIL_BYTES)

const PROBLEM_TEXT: Record<FrameProblem['problem'], string> = {
  'outside-frame': 'reaches past the 1280 × 720 frame: the part outside is cut from the image.',
  'text-overflow': 'does not fit its box even at the smallest size: make the box bigger or the text shorter.',
}

/** What the 1280 × 720 image would cut, each with a button that selects the layer. */
export function FrameProblems({ problems, onSelect }: { problems: FrameProblem[]; onSelect: (id: string) => void }) {
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
            {PROBLEM_TEXT[problem.problem]}
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
