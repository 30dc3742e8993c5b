import type React from 'react'

function Key({ children }: { children: React.ReactNode }) {
  return <kbd className="rounded border border-border-strong bg-card px-1 font-sans text-[0.7rem] font-semibold text-fg">{children}</kbd>
}

/** The canvas's keys, shown under it and read with it (its aria-describedby points here). */
export function KeyboardHelp({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs leading-relaxed text-muted">
      Click a layer or pick it in the layers list, then: <Key>←</Key> <Key>↑</Key> <Key>→</Key> <Key>↓</Key> move it (with <Key>Shift</Key>,
      10 px) · <Key>Delete</Key> removes it · <Key>Ctrl</Key>+<Key>D</Key> duplicates it · <Key>Ctrl</Key>+<Key>]</Key> / <Key>[</Key> bring
      it forward or send it backward · <Key>Ctrl</Key>+<Key>Z</Key> undoes, <Key>Ctrl</Key>+<Key>Shift</Key>+<Key>Z</Key> redoes ·{' '}
      <Key>Esc</Key> selects the background. On a Mac, use <Key>⌘</Key> for <Key>Ctrl</Key>. Drop or paste an image to add it.
    </p>
  )
}
