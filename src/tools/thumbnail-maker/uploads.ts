/** Images the editor accepts for upload: what YouTube takes for thumbnails, minus GIF and BMP. */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024
