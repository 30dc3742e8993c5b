import { useEffect, useEffectEvent, useState } from 'react'

import { createDesign, serializeDesign, type Design } from '@/tools/thumbnail-maker'

/** Where an anonymous visitor's design is kept between visits. */
const DRAFT_KEY = 'tubelift:thumbnail-maker:design'

const AUTOSAVE_DELAY = 600

/** A draft worth offering back: anything but the untouched blank canvas. */
function isBlank(design: Design): boolean {
  const blank = createDesign()
  return (
    design.layers.length === 0 &&
    design.background.kind === 'solid' &&
    blank.background.kind === 'solid' &&
    design.background.color === blank.background.color
  )
}

/**
 * The visitor's draft, checked like any saved design. The schema, and zod with it, is fetched only
 * when there is a draft to check: a first visit starts the editor without either.
 */
export async function loadDraft(): Promise<Design | null> {
  let raw: string | null
  try {
    raw = window.localStorage.getItem(DRAFT_KEY)
  } catch {
    // Storage disabled (private modes, blocked cookies): there is simply no draft.
    return null
  }
  if (!raw) return null
  const { parseDesign } = await import('@/tools/thumbnail-maker/parse')
  const parsed = parseDesign(raw)
  return parsed.ok && !isBlank(parsed.design) ? parsed.design : null
}

/**
 * Keeps `design` in localStorage shortly after each change, and right away when the page is hidden
 * or closed. Returns a message when the browser refuses (storage full: embedded photos are large).
 */
export function useDraftAutosave(design: Design): string | null {
  const [problem, setProblem] = useState<string | null>(null)

  const write = useEffectEvent(() => {
    try {
      if (isBlank(design)) window.localStorage.removeItem(DRAFT_KEY)
      else window.localStorage.setItem(DRAFT_KEY, serializeDesign(design))
      setProblem(null)
    } catch {
      setProblem(
        'This browser has no room left to keep the design (photos take the most space). Export it, or create a free account to save it.',
      )
    }
  })

  useEffect(() => {
    const timer = window.setTimeout(() => write(), AUTOSAVE_DELAY)
    return () => window.clearTimeout(timer)
  }, [design])

  useEffect(() => {
    const flush = () => write()
    window.addEventListener('pagehide', flush)
    return () => window.removeEventListener('pagehide', flush)
  }, [])

  return problem
}
