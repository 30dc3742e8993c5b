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
 * Shorts as the Shorts shelf shows their covers (9:16): beside other Shorts on the desktop home page,
 * two abreast on a 390 px phone. Approximate, measured as above.
 */
export const SHORTS_PREVIEW_SIZES: readonly PreviewSize[] = [
  { id: 'shorts-desktop', label: 'Shorts shelf (desktop)', width: 210, height: 373 },
  { id: 'shorts-mobile', label: 'Shorts shelf (mobile)', width: 180, height: 320 },
]
