import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Root } from 'mdast'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'

import { ORDER_STATUSES } from '@/commerce/status'

import { parseMarkdown } from './lexical'

/**
 * Reads the demo content from `src/seed/content` when seeding, and only then: articles and legal
 * pages are Markdown with YAML front matter, the catalogue and the taxonomy are JSON. The files are
 * read from the working directory at run time (the app, `payload run` and the tests all start in the
 * project root); `next.config.ts` lists them for Next's output file tracing.
 */
const CONTENT_DIR = path.join(process.cwd(), 'src', 'seed', 'content')

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/

const articleFrontMatter = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  /** Slug of one of the seeded categories (taxonomy.json). */
  category: z.string().min(1),
  /** Slugs of seeded tags (taxonomy.json). */
  tags: z.array(z.string().min(1)).min(1),
  /** Slug of a seeded author (taxonomy.json). */
  author: z.string().min(1),
  /** How many days before seeding the post was published; keeps dates realistic and distinct. */
  publishedDaysAgo: z.int().nonnegative(),
})

const legalFrontMatter = z.strictObject({
  title: z.string().min(1),
  summary: z.string().min(1),
  effectiveDate: z.iso.date(),
})

const catalogueSchema = z.strictObject({
  services: z.array(
    z.strictObject({
      slug: z.string().min(1),
      name: z.string().min(1),
      summary: z.string(),
      description: z.string(),
      highlights: z.array(z.string().min(1)).min(1),
      sortOrder: z.int(),
      targeting: z.strictObject({ countries: z.boolean(), interests: z.boolean(), ageRange: z.boolean() }),
      packages: z
        .array(
          z.strictObject({
            name: z.string().min(1),
            /** In cents. */
            price: z.int().positive(),
            currency: z.string().length(3),
            deliverable: z.string().min(1),
            durationDays: z.int().positive(),
            popular: z.boolean(),
          }),
        )
        .min(1),
    }),
  ),
  /** The demo customer's orders: one in each stage a real account goes through. */
  demoOrders: z.array(
    z.strictObject({
      service: z.string().min(1),
      package: z.string().min(1),
      videoId: z.string().min(1),
      title: z.string().min(1),
      /** The statuses the order moves through after it is placed. */
      path: z.array(z.enum(ORDER_STATUSES)),
      daysAgo: z.int().nonnegative(),
    }),
  ),
})

const taxonomySchema = z.strictObject({
  authors: z.array(
    z.strictObject({
      slug: z.string().min(1),
      name: z.string().min(1),
      role: z.string().min(1),
      bio: z.string().min(1),
      links: z.array(z.strictObject({ label: z.string().min(1), url: z.url() })),
    }),
  ),
  categories: z.array(z.strictObject({ slug: z.string().min(1), title: z.string().min(1), description: z.string().min(1) })),
  tags: z.array(z.strictObject({ slug: z.string().min(1), title: z.string().min(1) })),
})

export type SeedArticle = z.infer<typeof articleFrontMatter> & { body: Root }
export type SeedLegalPage = z.infer<typeof legalFrontMatter> & { body: Root }
export type LegalSlug = 'privacy-policy' | 'terms-of-service'

function contentError(file: string, error: unknown) {
  const detail = error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error)
  return new Error(`Seed content ${path.relative(process.cwd(), file)}: ${detail}`, { cause: error })
}

async function readMarkdown<T>(file: string, frontMatter: z.ZodType<T>): Promise<T & { body: Root }> {
  const source = await readFile(file, 'utf8')
  try {
    const match = FRONT_MATTER.exec(source)
    if (!match) throw new Error('the file must start with front matter between two `---` lines')
    return { ...frontMatter.parse(parseYaml(match[1]!)), body: parseMarkdown(source.slice(match[0].length)) }
  } catch (error) {
    throw contentError(file, error)
  }
}

async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  try {
    return schema.parse(JSON.parse(await readFile(file, 'utf8')))
  } catch (error) {
    throw contentError(file, error)
  }
}

/** Every article in `content/articles`, oldest first, so post ids follow publication dates. */
export async function loadArticles(): Promise<SeedArticle[]> {
  const dir = path.join(CONTENT_DIR, 'articles')
  const files = (await readdir(dir)).filter((file) => file.endsWith('.md')).sort()
  const articles = await Promise.all(files.map((file) => readMarkdown(path.join(dir, file), articleFrontMatter)))
  return articles.sort((a, b) => b.publishedDaysAgo - a.publishedDaysAgo)
}

export function loadLegalPage(slug: LegalSlug): Promise<SeedLegalPage> {
  return readMarkdown(path.join(CONTENT_DIR, 'legal', `${slug}.md`), legalFrontMatter)
}

/** The promotion catalogue the demo starts with, and the demo customer's orders. */
export function loadCatalogue() {
  return readJson(path.join(CONTENT_DIR, 'services.json'), catalogueSchema)
}

export function loadTaxonomy() {
  return readJson(path.join(CONTENT_DIR, 'taxonomy.json'), taxonomySchema)
}
