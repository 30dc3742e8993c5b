'use client'

import { useRef } from 'react'

import { cx } from '@/lib/cx'
import { LIMITS, updateLayer, type Layer } from '@/tools/thumbnail-maker'

import { fieldClass, IconButton } from './controls'
import { Icon, type IconName } from './icons'
import { useEditorContext } from './store'

function layerIcon(layer: Layer): IconName {
  if (layer.type === 'shape') return layer.kind
  return layer.type
}

/** One layer in the list: its name selects it; its buttons show or hide, lock or unlock, and rename it. */
export function LayerRow({
  layer,
  selected,
  renaming,
  onRename,
}: {
  layer: Layer
  selected: boolean
  renaming: boolean
  onRename: (open: boolean) => void
}) {
  const { store } = useEditorContext()
  const renameButton = useRef<HTMLButtonElement>(null)
  // Escape and Enter move the focus away, which blurs the field: the blur must not save a cancelled name.
  const finished = useRef(false)
  const toggle = (patch: { visible: boolean } | { locked: boolean }) => store.edit((design) => updateLayer(design, layer.id, patch))

  function finish(name: string | null) {
    if (finished.current) return
    finished.current = true
    const trimmed = name?.trim()
    if (trimmed) store.edit((design) => updateLayer(design, layer.id, { name: trimmed }))
    onRename(false)
    renameButton.current?.focus()
  }

  return (
    <li
      className={cx(
        'flex items-center gap-1 rounded-lg border pr-1',
        selected ? 'border-accent bg-accent-soft' : 'border-transparent hover:bg-bg-subtle',
      )}
    >
      {renaming ? (
        <input
          aria-label={`New name for “${layer.name}”`}
          defaultValue={layer.name}
          maxLength={LIMITS.name}
          // Opened on purpose with the rename button.
          autoFocus
          onFocus={(event) => {
            finished.current = false
            event.currentTarget.select()
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== 'Escape') return
            // Otherwise the key would go on to press the rename button, which has the focus by then.
            event.preventDefault()
            finish(event.key === 'Enter' ? event.currentTarget.value : null)
          }}
          onBlur={(event) => finish(event.currentTarget.value)}
          className={cx(fieldClass, 'ml-1 h-8 min-w-0 flex-1')}
        />
      ) : (
        <button
          type="button"
          aria-pressed={selected}
          onClick={() => store.select(layer.id)}
          onDoubleClick={() => onRename(true)}
          className={cx(
            'flex h-10 min-w-0 flex-1 items-center gap-2 rounded-lg px-2.5 text-left text-sm font-medium',
            selected ? 'text-accent-text' : !layer.visible && 'text-muted',
          )}
        >
          <Icon name={layerIcon(layer)} />
          <span className={cx('truncate', !layer.visible && 'line-through')}>{layer.name}</span>
        </button>
      )}
      {/* The icons show the current state; the names say what pressing does. */}
      <IconButton
        icon={layer.visible ? 'eye' : 'eyeOff'}
        label={`${layer.visible ? 'Hide' : 'Show'} “${layer.name}”`}
        onClick={() => toggle({ visible: !layer.visible })}
        highlight={!layer.visible}
      />
      <IconButton
        icon={layer.locked ? 'lock' : 'unlock'}
        label={`${layer.locked ? 'Unlock' : 'Lock'} “${layer.name}”`}
        onClick={() => toggle({ locked: !layer.locked })}
        highlight={layer.locked}
      />
      <button
        ref={renameButton}
        type="button"
        aria-label={`Rename “${layer.name}”`}
        title="Rename"
        onClick={() => onRename(!renaming)}
        className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-md text-muted hover:bg-bg-subtle hover:text-fg"
      >
        <Icon name="pencil" />
      </button>
    </li>
  )
}
