/**
 * The shape demo articles are written in. The seed turns each block into Lexical nodes, so the
 * articles read like real posts in the admin and on the site.
 *
 * Inline text supports **bold**, *italic* and [links](/path-or-url).
 */
export type SeedBlock =
  | { type: 'p'; text: string }
  | { type: 'h2'; text: string }
  | { type: 'h3'; text: string }
  | { type: 'ul'; items: string[] }
  | { type: 'ol'; items: string[] }
  | { type: 'quote'; text: string }
  | { type: 'code'; language: 'text' | 'json' | 'javascript' | 'html'; code: string }
  /** An illustration generated locally with sharp; `alt` is required alt text. */
  | { type: 'image'; alt: string; caption?: string }

export type SeedArticle = {
  title: string
  excerpt: string
  /** Slug of one of the seeded categories (see taxonomy.ts). */
  category: string
  /** Slugs of seeded tags (see taxonomy.ts), two to five. */
  tags: string[]
  /** Slug of a seeded author (see taxonomy.ts). */
  author: string
  /** How many days before seeding the post was published; keeps dates realistic and distinct. */
  publishedDaysAgo: number
  body: SeedBlock[]
}
