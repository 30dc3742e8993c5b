'use client'

import { cx } from '@/lib/cx'
import {
  CANVAS_FORMAT_IDS,
  CANVAS_FORMATS,
  canvasOf,
  createDesign,
  formatName,
  TEMPLATES,
  type Background,
  type CanvasFormatId,
  type Design,
} from '@/tools/thumbnail-maker'
import { buttonClass } from '@/components/ui/button'

import { Panel } from './controls'
import { newId, useCanvasFormat, useEditorContext } from './store'

/** The template's background in CSS, as a swatch: the model's gradient angles already follow CSS. */
function swatch(background: Background): string {
  switch (background.kind) {
    case 'solid':
      return background.color
    case 'gradient':
      return `linear-gradient(${background.angle}deg, ${background.stops.map((stop) => `${stop.color} ${stop.offset * 100}%`).join(', ')})`
    case 'image':
      return background.color
  }
}

// Built once for their backgrounds and formats only, so the layer ids do not matter; choosing one builds it again.
const SAMPLES = new Map(TEMPLATES.map((template) => [template.id, template.build(() => 'swatch')]))

const BLANK_NAMES: Record<CanvasFormatId, string> = { video: 'Untitled thumbnail', shorts: 'Untitled Shorts frame' }

/**
 * Where a design starts: a blank canvas in either format (a video thumbnail or a vertical Shorts
 * frame, decision 026) or a template. Either replaces the whole design, as one undo step.
 */
export function TemplatePicker() {
  const { store } = useEditorContext()
  const current = useCanvasFormat()

  function start(design: Design, message: string) {
    store.edit(() => design)
    store.select(null)
    store.notify({ tone: 'success', message: `${message} Undo brings your previous design back.` })
  }

  return (
    <Panel title="Start a design">
      <div role="group" aria-label="Blank canvas" className="mb-3 flex flex-wrap items-center gap-2">
        {/* A line of its own, so the two format buttons stay side by side rather than one wrapping alone. */}
        <span className="w-full text-sm text-muted">
          This canvas: <strong className="font-semibold text-fg">{formatName(current)}</strong>. Start blank:
        </span>
        {CANVAS_FORMAT_IDS.map((id) => (
          <button
            key={id}
            type="button"
            onClick={() =>
              start(createDesign({ format: id, name: BLANK_NAMES[id] }), `Started a blank ${formatName(CANVAS_FORMATS[id])} canvas.`)
            }
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            {formatName(CANVAS_FORMATS[id])}
          </button>
        ))}
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {TEMPLATES.map((template) => {
          const sample = SAMPLES.get(template.id)
          const canvas = sample ? canvasOf(sample) : current
          return (
            <li
              key={template.id}
              className="relative flex items-center gap-3 rounded-xl border border-border p-2.5 hover:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
            >
              <span
                aria-hidden="true"
                className={cx('shrink-0 rounded-md border border-border', canvas.height > canvas.width ? 'mx-3.5 w-9' : 'w-16')}
                style={{ background: sample ? swatch(sample.background) : undefined, aspectRatio: `${canvas.width} / ${canvas.height}` }}
              />
              <div className="min-w-0">
                <h3 className="text-sm font-semibold">
                  {/* The whole card is the button's target; its name is just the template's. */}
                  <button
                    type="button"
                    onClick={() => start(template.build(newId), `Started from the ${template.name} template.`)}
                    aria-describedby={`template-${template.id}`}
                    className="text-left after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
                  >
                    {template.name}
                  </button>
                </h3>
                <p id={`template-${template.id}`} className="mt-0.5 text-xs text-muted">
                  {template.description}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </Panel>
  )
}
