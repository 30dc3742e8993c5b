import { shortenTitle } from '@/tools/seo-analyzer'

/** The lengths the admin's SEO plugin checks (its own defaults): a title of 50–60 characters, a description of 100–150. */
export const META_TITLE = { min: 50, max: 60 } as const
export const META_DESCRIPTION = { min: 100, max: 150 } as const

/** From shortest to longest; the first that brings the title into range is used. */
const TITLE_SUFFIXES = [
  ' · TubeLift',
  ' · TubeLift blog',
  ' | YouTube guide · TubeLift',
  ' · YouTube growth guide · TubeLift',
  ' · A practical YouTube guide · TubeLift',
]

const DESCRIPTION_ENDINGS = [
  ' A practical guide for YouTube creators.',
  ' A practical guide for YouTube creators, with examples and the exact steps to follow.',
]

const length = (text: string) => Array.from(text).length

/** A post's meta title: its title with the site's name, padded or cut (at word and bracket boundaries) to 50–60 characters. */
export function metaTitleFor(title: string): string {
  const clean = title.trim().replace(/\s+/g, ' ')
  if (length(clean) > META_TITLE.max) return shortenTitle(clean, META_TITLE.max)
  if (length(clean) >= META_TITLE.min) return clean
  for (const suffix of TITLE_SUFFIXES) {
    if (length(clean + suffix) >= META_TITLE.min && length(clean + suffix) <= META_TITLE.max) return clean + suffix
  }
  return clean + (TITLE_SUFFIXES.at(-1) ?? '')
}

/** A post's meta description: its excerpt, completed or cut at a word boundary to 100–150 characters. */
export function metaDescriptionFor(excerpt: string): string {
  const clean = excerpt.trim().replace(/\s+/g, ' ')
  if (length(clean) > META_DESCRIPTION.max) return `${shortenTitle(clean, META_DESCRIPTION.max - 1).replace(/[.,;:!?]+$/, '')}…`
  if (length(clean) >= META_DESCRIPTION.min) return clean
  for (const ending of DESCRIPTION_ENDINGS) {
    const candidate = /[.!?]$/.test(clean) || clean === '' ? `${clean}${ending}`.trim() : `${clean}.${ending}`
    if (length(candidate) >= META_DESCRIPTION.min && length(candidate) <= META_DESCRIPTION.max) return candidate
  }
  return clean
}

/**
 * Whether a meta title was generated from `title` rather than typed by hand: it is what this module
 * makes of it, or the older `<title> · TubeLift` form.
 */
export function isGeneratedTitle(metaTitle: string | null | undefined, title: string | null | undefined): boolean {
  if (!metaTitle) return true
  if (!title) return false
  return metaTitle === metaTitleFor(title) || metaTitle === `${title} · TubeLift`
}

export function isGeneratedDescription(metaDescription: string | null | undefined, excerpt: string | null | undefined): boolean {
  if (!metaDescription) return true
  if (!excerpt) return false
  return metaDescription === metaDescriptionFor(excerpt) || metaDescription === excerpt
}
