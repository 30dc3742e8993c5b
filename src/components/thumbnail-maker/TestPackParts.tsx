'use client'

import { useId, useState } from 'react'

import { inputClass } from '@/components/forms/Field'
import { formatBytes, LIMITS } from '@/tools/thumbnail-maker'
import type { VariedElement } from '@/tools/thumbnail-maker/test-pack'

import { blobToDataUrl, ImageProblem, prepareImage } from './images'
import type { PackFile } from './test-pack-export'

/** One variant's value for the element: words, a colour, or a picture chosen from the device. */
export function VariantInput({
  element,
  label,
  value,
  onChange,
}: {
  element: VariedElement
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  const [problem, setProblem] = useState('')
  async function choose(file: File | undefined) {
    if (!file) return
    try {
      setProblem('')
      onChange(await blobToDataUrl((await prepareImage(file)).blob))
    } catch (error) {
      setProblem(error instanceof ImageProblem ? error.message : 'This image could not be read.')
    }
  }
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {element === 'text' ? (
        <input id={id} className={inputClass} value={value} maxLength={LIMITS.text} onChange={(event) => onChange(event.target.value)} />
      ) : element === 'colour' ? (
        <input
          id={id}
          type="color"
          className="h-11 w-20 rounded-lg border border-border-strong bg-card"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="text-sm"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      )}
      {problem ? <p className="text-sm text-danger">{problem}</p> : null}
    </div>
  )
}

/** What was exported, file by file, with what the checks found. */
export function PackResult({ files }: { files: PackFile[] }) {
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {files.map((file) => {
        const problems = [
          ...(file.fits ? [] : ['over 2 MB: YouTube will refuse it']),
          ...file.cut.map((name) => `“${name}” is cut by the frame`),
          ...file.lowContrast.map((name) => `“${name}” is hard to read on what is behind it`),
        ]
        return (
          <li key={file.name}>
            <span className="font-semibold break-all">{file.name}</span> <span className="text-muted">· {formatBytes(file.bytes)}</span>
            {problems.length ? (
              <span className="text-warning"> · {problems.join('; ')}</span>
            ) : (
              <span className="text-success"> · ready</span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
