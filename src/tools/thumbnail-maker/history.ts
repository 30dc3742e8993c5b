import type { Design } from './model'

/**
 * Undo and redo over whole designs. Designs are immutable and edits share every untouched layer,
 * so keeping a hundred of them costs little more than the layers that actually changed.
 */
export type History = {
  /** Oldest first; the last one is what undo goes back to. */
  past: readonly Design[]
  present: Design
  /** Next first: what redo brings back. */
  future: readonly Design[]
  /** How many undo steps are kept. */
  limit: number
  /** Set by the push that made `present`, until the gesture ends: pushes with the same key replace it. */
  coalesceKey: string | null
}

export function createHistory(initial: Design, { limit = 100 }: { limit?: number } = {}): History {
  return { past: [], present: initial, future: [], limit, coalesceKey: null }
}

/**
 * Records a new design and drops the redo branch. While a gesture lasts (dragging a slider or a
 * layer), pass the same `coalesceKey` on every push, e.g. `opacity:<layer id>`: the pushes replace
 * one another, so the whole gesture is one undo step. Call `endGesture` when it ends (pointer up)
 * so the next drag of the same control becomes a step of its own.
 */
export function push(history: History, design: Design, { coalesceKey }: { coalesceKey?: string } = {}): History {
  if (design === history.present) return history
  if (coalesceKey !== undefined && coalesceKey === history.coalesceKey) return { ...history, present: design, future: [] }
  return {
    ...history,
    past: withinLimit([...history.past, history.present], history.limit),
    present: design,
    future: [],
    coalesceKey: coalesceKey ?? null,
  }
}

export function endGesture(history: History): History {
  return history.coalesceKey === null ? history : { ...history, coalesceKey: null }
}

export function undo(history: History): History {
  const previous = history.past.at(-1)
  if (!previous) return history
  return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], coalesceKey: null }
}

export function redo(history: History): History {
  const [next, ...rest] = history.future
  if (!next) return history
  return {
    ...history,
    past: withinLimit([...history.past, history.present], history.limit),
    present: next,
    future: rest,
    coalesceKey: null,
  }
}

/** The newest `limit` entries (slice(-0) would keep them all). */
function withinLimit(past: readonly Design[], limit: number): readonly Design[] {
  return limit > 0 ? past.slice(-limit) : []
}

export function canUndo(history: History): boolean {
  return history.past.length > 0
}

export function canRedo(history: History): boolean {
  return history.future.length > 0
}

export function current(history: History): Design {
  return history.present
}
