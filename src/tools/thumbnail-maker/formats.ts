/**
 * The canvas formats a design can have, one table for the editor, the checks and the server: size,
 * label, the safe area text should stay in, what YouTube draws over the picture and the sizes it shows
 * it at. Decision 026.
 */

import { PREVIEW_SIZES, SHORTS_PREVIEW_SIZES, type PreviewSize } from './preview'

export type CanvasFormatId = 'video' | 'shorts'
/** A box in design pixels (schema.ts's Rect, which reads this file's ids). */
type Rect = { x: number; y: number; width: number; height: number }
export type CanvasSize = { width: number; height: number }
/**
 * Part of the picture YouTube draws its own interface over. `flagged`: the check before export lists
 * text under it. The duration badge is not: it is small, hides less the larger the thumbnail shows,
 * and has its own overlay and previews; a Short's interface covers a third of the frame wherever it shows.
 */
export type CoveredArea = { label: string; rect: Rect; flagged: boolean }

export type CanvasFormat = CanvasSize & {
  id: CanvasFormatId
  label: string
  /** Where text stays readable: clear of the edges and of every covered area. */
  safeArea: Rect
  covered: readonly CoveredArea[]
  /** Where the editor draws YouTube's duration badge (its Timestamp overlay and previews); Shorts show none. */
  durationBadge: Rect | null
  /** The sizes the preview panel shows the design at. */
  previews: readonly PreviewSize[]
  /** Only 1280 × 720 images can be set as a video's thumbnail (thumbnails.set); the others are for export. */
  settableOnYouTube: boolean
}

/**
 * YouTube draws the duration badge at the same CSS size whatever the thumbnail's size: about
 * 40 × 20 px for "12:34" in 12 px text, 4 px in from the bottom-right corner.
 */
export const TIMESTAMP_BADGE_CSS = { width: 40, height: 20, inset: 4 } as const

/** The part of a full-size 16:9 design the badge and its inset hide at a display width: the smaller the thumbnail, the more. */
function timestampBadgeArea(displayWidth: number, canvas: CanvasSize): Rect {
  const scale = canvas.width / displayWidth
  const width = Math.round((TIMESTAMP_BADGE_CSS.width + TIMESTAMP_BADGE_CSS.inset) * scale)
  const height = Math.round((TIMESTAMP_BADGE_CSS.height + TIMESTAMP_BADGE_CSS.inset) * scale)
  return { x: canvas.width - width, y: canvas.height - height, width, height }
}

const VIDEO: CanvasSize = { width: 1280, height: 720 }
const SHORTS: CanvasSize = { width: 1080, height: 1920 }

/** The badge as it shows on the desktop home grid (360 px wide), where most views start. */
const VIDEO_BADGE = timestampBadgeArea(360, VIDEO)

/** 5% margins: text nearer the edge is cut by the rounded corners YouTube draws and crowds the frame. */
const MARGIN = 0.05

/**
 * Shorts: YouTube publishes no safe zone, so these are estimates, rounded up, of where the YouTube
 * app's Shorts player draws its controls on a 390 px wide phone (1 CSS px ≈ 2.8 design px), in line
 * with the zones creator guides cite: the header (search, menu) over the top 10%, the title, channel,
 * subscribe button and progress bar over the bottom 25%, the like / dislike / comment / share / remix
 * column down the right sixth from the middle. Decision 026.
 */
const SHORTS_TOP = 192
const SHORTS_BOTTOM = 480
const SHORTS_RIGHT = 180
const SHORTS_BUTTONS_FROM = 760

export const CANVAS_FORMATS: Readonly<Record<CanvasFormatId, CanvasFormat>> = {
  video: {
    id: 'video',
    label: 'Video thumbnail',
    ...VIDEO,
    safeArea: {
      x: VIDEO.width * MARGIN,
      y: VIDEO.height * MARGIN,
      width: VIDEO.width * (1 - 2 * MARGIN),
      height: VIDEO.height * (1 - 2 * MARGIN),
    },
    covered: [{ label: 'video length', rect: VIDEO_BADGE, flagged: false }],
    durationBadge: VIDEO_BADGE,
    previews: PREVIEW_SIZES,
    settableOnYouTube: true,
  },
  shorts: {
    id: 'shorts',
    label: 'Shorts',
    ...SHORTS,
    safeArea: {
      x: SHORTS.width * MARGIN,
      y: SHORTS_TOP,
      width: SHORTS.width * (1 - MARGIN) - SHORTS_RIGHT,
      height: SHORTS.height - SHORTS_TOP - SHORTS_BOTTOM,
    },
    covered: [
      { label: 'header', rect: { x: 0, y: 0, width: SHORTS.width, height: SHORTS_TOP }, flagged: true },
      {
        label: 'like and share buttons',
        rect: {
          x: SHORTS.width - SHORTS_RIGHT,
          y: SHORTS_BUTTONS_FROM,
          width: SHORTS_RIGHT,
          height: SHORTS.height - SHORTS_BOTTOM - SHORTS_BUTTONS_FROM,
        },
        flagged: true,
      },
      {
        label: 'title and channel',
        rect: { x: 0, y: SHORTS.height - SHORTS_BOTTOM, width: SHORTS.width, height: SHORTS_BOTTOM },
        flagged: true,
      },
    ],
    durationBadge: null,
    previews: SHORTS_PREVIEW_SIZES,
    settableOnYouTube: false,
  },
}

export const CANVAS_FORMAT_IDS = Object.keys(CANVAS_FORMATS) as CanvasFormatId[]

/** The format a design is drawn at; designs saved before formats existed are video thumbnails (schema.ts). */
export function canvasOf(design: { format: CanvasFormatId }): CanvasFormat {
  return CANVAS_FORMATS[design.format]
}

/** "Shorts 1080 × 1920" */
export function formatName(format: CanvasFormat): string {
  return `${format.label} ${format.width} × ${format.height}`
}

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y

/** The covered areas a box reaches into. */
export function coveredBy(rect: Rect, format: CanvasFormat): CoveredArea[] {
  return format.covered.filter((area) => overlaps(rect, area.rect))
}

/** Inside the format's margins and clear of everything YouTube draws over it: where text stays readable. */
export function isInSafeArea(rect: Rect, format: CanvasFormat): boolean {
  const { safeArea } = format
  const inside =
    rect.x >= safeArea.x &&
    rect.y >= safeArea.y &&
    rect.x + rect.width <= safeArea.x + safeArea.width &&
    rect.y + rect.height <= safeArea.y + safeArea.height
  return inside && coveredBy(rect, format).length === 0
}
