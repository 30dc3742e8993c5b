import { CANVAS, type Rect } from './model'

export type PreviewSize = { id: string; label: string; width: number; height: number }

/**
 * The sizes viewers actually see, in CSS pixels, for the preview panel. Approximate: measured on
 * youtube.com's layouts (desktop in a 1920 px wide window, the mobile site on a 390 px wide phone).
 * YouTube resizes them with the window and changes them with redesigns; heights are width × 9/16.
 */
export const PREVIEW_SIZES: readonly PreviewSize[] = [
  // Home grid: four columns at 1920 px make each card about 360 px wide.
  { id: 'home', label: 'Home feed (desktop)', width: 360, height: 202 },
  // Search results: the thumbnail column of the list layout.
  { id: 'search', label: 'Search results (desktop)', width: 360, height: 202 },
  // The "up next" column beside the player: the smallest size a thumbnail is commonly seen at.
  { id: 'sidebar', label: 'Suggested videos (sidebar)', width: 168, height: 94 },
  // Mobile home feed: the full width of a 390 px phone screen (iPhone 12 to 15).
  { id: 'mobile', label: 'Mobile feed', width: 390, height: 219 },
]

/**
 * YouTube draws the duration badge at the same CSS size whatever the thumbnail's size: about
 * 40 × 20 px for "12:34" in 12 px text, 4 px in from the bottom-right corner. The preview panel
 * draws it at this size on every preview.
 */
export const TIMESTAMP_BADGE_CSS = { width: 40, height: 20, inset: 4 } as const

/** The part of the full-size design the badge and its inset hide at a display width: the smaller the thumbnail, the more. */
export function timestampBadgeArea(displayWidth: number): Rect {
  const scale = CANVAS.width / displayWidth
  const width = Math.round((TIMESTAMP_BADGE_CSS.width + TIMESTAMP_BADGE_CSS.inset) * scale)
  const height = Math.round((TIMESTAMP_BADGE_CSS.height + TIMESTAMP_BADGE_CSS.inset) * scale)
  return { x: CANVAS.width - width, y: CANVAS.height - height, width, height }
}

/** The area the editor marks on the canvas: the badge on the desktop home grid, where most views start. */
export const TIMESTAMP_BADGE: Rect = timestampBadgeArea(360)

const MARGIN = 0.05

/** 5% margins: text nearer the edge is cut by the rounded corners YouTube draws and crowds the frame. */
export const SAFE_AREA: Rect = {
  x: CANVAS.width * MARGIN,
  y: CANVAS.height * MARGIN,
  width: CANVAS.width * (1 - 2 * MARGIN),
  height: CANVAS.height * (1 - 2 * MARGIN),
}

/** Inside the margins and clear of the timestamp badge: where text stays readable at every size. */
export function isInSafeArea(rect: Rect): boolean {
  const inside =
    rect.x >= SAFE_AREA.x &&
    rect.y >= SAFE_AREA.y &&
    rect.x + rect.width <= SAFE_AREA.x + SAFE_AREA.width &&
    rect.y + rect.height <= SAFE_AREA.y + SAFE_AREA.height
  const underBadge =
    rect.x < TIMESTAMP_BADGE.x + TIMESTAMP_BADGE.width &&
    rect.x + rect.width > TIMESTAMP_BADGE.x &&
    rect.y < TIMESTAMP_BADGE.y + TIMESTAMP_BADGE.height &&
    rect.y + rect.height > TIMESTAMP_BADGE.y
  return inside && !underBadge
}
