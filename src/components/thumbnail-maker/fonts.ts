import { useEffect, useSyncExternalStore } from 'react'

import { fontOf, type FontFamily, type FontWeight } from '@/tools/thumbnail-maker'

/** Fonts that could not be loaded: text in them is drawn with the fallbacks rather than never. */
const failed = new Set<string>()
const listeners = new Set<() => void>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  document.fonts.addEventListener('loadingdone', onChange)
  document.fonts.addEventListener('loadingerror', onChange)
  return () => {
    listeners.delete(onChange)
    document.fonts.removeEventListener('loadingdone', onChange)
    document.fonts.removeEventListener('loadingerror', onChange)
  }
}

/** A CSS font shorthand in the form Konva builds from fontStyle, fontSize and fontFamily. */
function shorthand(family: FontFamily, weight: FontWeight): string {
  return `${weight} 64px ${fontOf(family).stack}`
}

/**
 * Whether `text` can be drawn in this font now, loading the files it needs when not. Canvas text
 * does not wait for web fonts: drawn early, it would use a fallback and be measured with it.
 * Checking the text itself matters because each script (latin, cyrillic…) is a separate file.
 */
export function useFontReady(family: FontFamily, weight: FontWeight, text: string): boolean {
  const font = shorthand(family, weight)
  // An empty string would always count as loaded; a space checks the basic latin file.
  const sample = text || ' '
  const ready = useSyncExternalStore(
    subscribe,
    () => failed.has(font) || document.fonts.check(font, sample),
    () => false,
  )
  useEffect(() => {
    if (ready) return
    const giveUp = () => {
      failed.add(font)
      for (const listener of listeners) listener()
    }
    // A load that ends without the font usable (a missing file, a browser quirk) falls back too.
    document.fonts.load(font, sample).then(() => {
      if (!document.fonts.check(font, sample)) giveUp()
    }, giveUp)
  }, [font, sample, ready])
  return ready
}
