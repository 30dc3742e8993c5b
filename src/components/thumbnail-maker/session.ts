import { createDesign, serializeDesign, type Design } from '@/tools/thumbnail-maker'
import type { parseDesign } from '@/tools/thumbnail-maker/parse'

import { createEditorStore, type EditorStore } from './store'
import type { ThumbnailMakerProps } from './types'

type Opened = NonNullable<NonNullable<ThumbnailMakerProps['account']>['design']>

/** Passed in by the save that loaded it (see SaveBar): the editor does not load zod to start. */
type ParseDesign = typeof parseDesign

/** The signed-in editor that saved last, with what it saved, normalized for comparison. */
let lastSaved: { store: EditorStore; saved: string; parse: ParseDesign } | null = null

/** Key order and anything the server normalizes aside, so a design read back compares equal to the one sent. */
function normalized(parse: ParseDesign, id: number | string, name: string, design: Design): string {
  const parsed = parse(design)
  return `${id}\n${name}\n${serializeDesign(parsed.ok ? parsed.design : design)}`
}

/**
 * The editor state to start with: the design the page opened, the anonymous visitor's draft from
 * this browser (read before the editor starts, see draft.ts), or a blank canvas.
 *
 * A design opened again in the same visit (its card, after "New design" or another design) starts
 * a new editor. When the account holds exactly what this browser's editor last saved, that editor's
 * state is picked up again, undo history and selection included. (The address naming a design the
 * editor has just saved does not start a new editor at all: see ThumbnailMaker.)
 */
export function openSession(account: ThumbnailMakerProps['account'], draft: Design | null): { store: EditorStore; restored: boolean } {
  const opened: Opened | undefined = account?.design
  if (opened) {
    if (lastSaved && lastSaved.saved === normalized(lastSaved.parse, opened.id, opened.name, opened.design))
      return { store: lastSaved.store, restored: false }
    return { store: createEditorStore(opened.design, { id: opened.id, name: opened.name }), restored: false }
  }
  const design = draft ?? createDesign()
  return { store: createEditorStore(design, { id: null, name: design.name }), restored: draft !== null }
}

/** Call after a successful save. */
export function rememberSaved(store: EditorStore, parse: ParseDesign) {
  const { saved } = store.getState()
  if (saved.id !== null) lastSaved = { store, saved: normalized(parse, saved.id, saved.name, { ...saved.design, name: saved.name }), parse }
}
