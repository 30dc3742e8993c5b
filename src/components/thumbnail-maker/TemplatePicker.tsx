'use client'

import { TEMPLATES, type Background, type Template } from '@/tools/thumbnail-maker'

import { Panel } from './controls'
import { newId, useEditorContext } from './store'

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

// Built once for their backgrounds only, so the layer ids do not matter; choosing one builds it again.
const SWATCHES = new Map(TEMPLATES.map((template) => [template.id, swatch(template.build(() => 'swatch').background)]))

/** Choosing a template replaces the whole design, as one undo step. */
export function TemplatePicker() {
  const { store } = useEditorContext()

  function choose(template: Template) {
    store.edit(() => template.build(newId))
    store.select(null)
    store.notify({ tone: 'success', message: `Started from the ${template.name} template. Undo brings your previous design back.` })
  }

  return (
    <Panel title="Start from a template">
      <ul className="grid gap-2 sm:grid-cols-2">
        {TEMPLATES.map((template) => (
          <li
            key={template.id}
            className="relative flex gap-3 rounded-xl border border-border p-2.5 hover:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <span
              aria-hidden="true"
              className="aspect-video w-16 shrink-0 rounded-md border border-border"
              style={{ background: SWATCHES.get(template.id) }}
            />
            <div className="min-w-0">
              <h3 className="text-sm font-semibold">
                {/* The whole card is the button's target; its name is just the template's. */}
                <button
                  type="button"
                  onClick={() => choose(template)}
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
        ))}
      </ul>
    </Panel>
  )
}
