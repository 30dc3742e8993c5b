const MAX_SLUG_LENGTH = 80

/** Turns any title into a URL-safe, lower-case slug ("Café & Crème!" -> "cafe-creme"). */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '')
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** "growth" -> "growth-2" -> "growth-3": the next candidate when a slug is taken. */
export function nextSlugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base.slice(0, MAX_SLUG_LENGTH - String(attempt).length - 1)}-${attempt}`
}
