'use client'

import { useEffect } from 'react'

/**
 * The header's menus are <details data-menu> (they open without JavaScript, and the header stays
 * static); this closes an open one the way menus close everywhere else: on Escape, giving focus back
 * to its button, on a click or tap outside it, and on following one of its links.
 */
export function MenuDismiss() {
  useEffect(() => {
    const openMenus = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]')]
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      for (const menu of openMenus()) {
        menu.open = false
        if (menu.contains(document.activeElement)) menu.querySelector('summary')?.focus()
      }
    }
    const onPointer = (event: PointerEvent) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false
    }
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('details[data-menu] a')
      if (link) link.closest('details')!.open = false
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('click', onClick)
    }
  }, [])
  return null
}
