import { createContext, useContext, useSyncExternalStore } from 'react'

import {
  canvasOf,
  createHistory,
  endGesture,
  push,
  redo,
  undo,
  type CanvasFormat,
  type Design,
  type History,
  type Layer,
} from '@/tools/thumbnail-maker'

export type Notice = { tone: 'success' | 'error' | 'info'; message: string; busy?: boolean }

/** The design as the account last stored it: unsaved changes are the difference from it. */
export type Saved = { id: number | string | null; design: Design; name: string }

export type EditorState = {
  history: History
  selectedId: string | null
  /** Counts user edits, undo and redo, but not measurements: an export made at another revision is out of date. */
  revision: number
  notice: Notice | null
  /** The "Design name" field of signed-in users, kept apart from the design so a template does not rename it. */
  name: string
  saved: Saved
}

export const newId = () => crypto.randomUUID()

/**
 * The editor's state outside React, read with useSyncExternalStore: Konva handlers and keyboard
 * shortcuts read the latest design without stale closures, and effects can change it without
 * calling setState. The history object is the single source of truth for the design.
 */
export function createEditorStore(initial: Design, saved: Omit<Saved, 'design'>) {
  let state: EditorState = {
    history: createHistory(initial),
    selectedId: null,
    revision: 0,
    notice: null,
    name: saved.name,
    saved: { ...saved, design: initial },
  }
  const listeners = new Set<() => void>()

  function set(next: EditorState) {
    if (next === state) return
    state = next
    for (const listener of listeners) listener()
  }

  function moveInHistory(history: History) {
    if (history.present !== state.history.present) set({ ...state, history, revision: state.revision + 1 })
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    /** One undo step, or part of the running gesture when `coalesceKey` matches the last edit's. */
    edit(change: (design: Design) => Design, coalesceKey?: string) {
      moveInHistory(push(state.history, change(state.history.present), { coalesceKey }))
    },
    /**
     * Corrects the present design without an undo step: measured text heights are facts about
     * the fonts, not edits. The saved baseline follows along so a measurement is not a change.
     */
    amend(change: (design: Design) => Design) {
      const present = change(state.history.present)
      if (present === state.history.present) return
      const saved = state.saved.design === state.history.present ? { ...state.saved, design: present } : state.saved
      set({ ...state, history: { ...state.history, present }, saved })
    },
    /**
     * Draws another design on the canvas for a moment (a Test & Compare pack's variants are rendered
     * by the same Konva nodes) with no undo step and no change to what is saved; the returned function
     * puts the present design back.
     */
    showInstead(design: Design): () => void {
      const present = state.history.present
      set({ ...state, history: { ...state.history, present: design } })
      return () => set({ ...state, history: { ...state.history, present } })
    },
    endGesture() {
      const history = endGesture(state.history)
      if (history !== state.history) set({ ...state, history })
    },
    undo: () => moveInHistory(undo(state.history)),
    redo: () => moveInHistory(redo(state.history)),
    select(selectedId: string | null) {
      if (selectedId !== state.selectedId) set({ ...state, selectedId })
    },
    notify(notice: Notice | null) {
      set({ ...state, notice })
    },
    setName(name: string) {
      set({ ...state, name })
    },
    markSaved(saved: Saved) {
      set({ ...state, saved })
    },
  }
}

export type EditorStore = ReturnType<typeof createEditorStore>

export function selectedLayer(state: EditorState): Layer | null {
  return state.history.present.layers.find((layer) => layer.id === state.selectedId) ?? null
}

export function isDirty(state: EditorState): boolean {
  return state.history.present !== state.saved.design || state.name.trim() !== state.saved.name
}

export type EditorContextValue = { store: EditorStore; signedIn: boolean }

export const EditorContext = createContext<EditorContextValue | null>(null)

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext)
  if (!value) throw new Error('Editor components must be rendered inside the thumbnail editor.')
  return value
}

export function useEditorState(): EditorState {
  const { store } = useEditorContext()
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}

/** The open design's canvas format (its size, safe area and what YouTube draws over it). */
export function useCanvasFormat(): CanvasFormat {
  return canvasOf(useEditorState().history.present)
}
