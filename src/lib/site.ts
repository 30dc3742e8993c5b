import { env } from './env'

export const site = {
  name: 'TubeLift',
  tagline: 'Grow your YouTube channel',
  description:
    'Free creator tools (keyword explorer, SEO analyzer, thumbnail downloader and maker), a blog on growing a YouTube channel, and promotion campaigns that run as real ads.',
  url: env.NEXT_PUBLIC_SERVER_URL,
} as const

/** Absolute URL on this site, for canonical links, feeds, sitemaps and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString()
}

export const tools = [
  {
    slug: 'keyword-explorer',
    name: 'Keyword explorer',
    summary: 'Hundreds of real search phrases from one seed keyword, scored by popularity and competition.',
  },
  {
    slug: 'seo-analyzer',
    name: 'SEO analyzer',
    summary: 'A 0–100 score and a checklist for a video’s title, description, tags, hashtags and chapters.',
  },
  {
    slug: 'thumbnail-downloader',
    name: 'Thumbnail downloader',
    summary: 'Every size of any video’s thumbnail, from 1280×720 down to 120×90, in one click.',
  },
  {
    slug: 'thumbnail-maker',
    name: 'Thumbnail maker',
    summary: 'Design a 1280×720 thumbnail from a template with text, shapes and your images.',
  },
] as const
