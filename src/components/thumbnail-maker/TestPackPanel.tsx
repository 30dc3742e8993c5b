'use client'

import type Konva from 'konva'
import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { inputClass } from '@/components/forms/Field'
import { buttonClass } from '@/components/ui/button'
import { Spinner } from '@/components/ui/Spinner'
import type { Layer } from '@/tools/thumbnail-maker'
import {
  elementValue,
  TEST_PACK_LETTERS,
  testPack,
  VARIED_ELEMENT_LABELS,
  variedElements,
  type VariedElement,
} from '@/tools/thumbnail-maker/test-pack'

import { Panel } from './controls'
import { saveFile } from './export-file'
import { Icon } from './icons'
import { selectedLayer, useEditorContext, useEditorState } from './store'
import { exportTestPack, type PackFile } from './test-pack-export'
import { PackResult, VariantInput } from './TestPackParts'

type State = { status: 'idle' | 'working' } | { status: 'done'; files: PackFile[] } | { status: 'error'; message: string }

/** The variants' inputs for one layer and element; started again when either changes. */
function PackForm({ layer, layerRef }: { layer: Layer; layerRef: React.RefObject<Konva.Layer | null> }) {
  const { store } = useEditorContext()
  const elements = variedElements(layer)
  const [element, setElement] = useState<VariedElement>(elements[0]!)
  const start = element === 'colour' ? elementValue(layer, element) : ''
  const [values, setValues] = useState([start, start])
  const [state, setState] = useState<State>({ status: 'idle' })
  const selectId = useId()
  const urls = useRef<string[]>([])
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), [])

  function choose(next: VariedElement) {
    setElement(next)
    const value = next === 'colour' ? elementValue(layer, next) : ''
    setValues([value, value])
  }

  async function exportPack() {
    const { history, name } = store.getState()
    const pack = testPack(history.present, { layerId: layer.id, element, values })
    if (!pack || pack.length < 2) {
      setState({ status: 'error', message: `Give variant B a ${VARIED_ELEMENT_LABELS[element].toLowerCase()} different from A’s.` })
      return
    }
    setState({ status: 'working' })
    try {
      const { zip, files } = await exportTestPack(store, layerRef, pack, name)
      const url = URL.createObjectURL(zip)
      urls.current.push(url)
      saveFile(url, files[0]!.name.replace(/-A\.jpg$/, '-pack.zip'))
      setState({ status: 'done', files })
    } catch {
      setState({ status: 'error', message: 'The pack could not be exported. Reload the page and try again.' })
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold">
          What differs on “{layer.name}”
        </label>
        <select id={selectId} className={inputClass} value={element} onChange={(event) => choose(event.target.value as VariedElement)}>
          {elements.map((item) => (
            <option key={item} value={item}>
              {VARIED_ELEMENT_LABELS[item]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-3 @md:grid-cols-2">
        {values.map((value, index) => (
          <VariantInput
            key={index}
            element={element}
            label={`Variant ${TEST_PACK_LETTERS[index + 1]}${index === 1 ? ' (optional)' : ''}`}
            value={value}
            onChange={(next) => setValues((current) => current.map((item, at) => (at === index ? next : item)))}
          />
        ))}
      </div>
      <button
        type="button"
        disabled={state.status === 'working'}
        onClick={() => void exportPack()}
        className={buttonClass({ variant: 'secondary', size: 'sm', className: 'self-start' })}
      >
        {state.status === 'working' ? <Spinner /> : <Icon name="download" />}
        Download the pack (.zip)
      </button>
      <div role="status" className="empty:hidden">
        {state.status === 'done' ? <PackResult files={state.files} /> : null}
      </div>
      {state.status === 'error' ? <FormAlert tone="error">{state.message}</FormAlert> : null}
    </div>
  )
}

/**
 * A Test & Compare pack (decision 022): the design as variant A and up to two variants that differ in
 * one element of the selected layer, checked and downloaded together, named for YouTube Studio's test.
 */
export function TestPackPanel({ layerRef }: { layerRef: React.RefObject<Konva.Layer | null> }) {
  const layer = selectedLayer(useEditorState())
  return (
    <Panel title="Test & Compare pack">
      <p className="-mt-1 mb-3 text-sm text-muted">
        YouTube Studio can test up to three thumbnails on a video. This design is variant A; B and C differ from it in one thing.
      </p>
      {layer ? (
        <PackForm key={layer.id} layer={layer} layerRef={layerRef} />
      ) : (
        <p className="text-sm">Select the layer whose text, picture or colour should differ between the variants.</p>
      )}
    </Panel>
  )
}
