import type { Metadata } from 'next'

import type { Media } from '@/payload-types'

import { site } from './site'

/** The image fields a page's preview card needs. */
type PreviewImage = Pick<Media, 'url' | 'alt' | 'width' | 'height' | 'sizes'>

type PageMetadata = {
  title: string
  description: string
  path: string
  image?: PreviewImage | null
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
  authors?: string[]
  noIndex?: boolean
  /** Use the title as is, without the site-name template. */
  absoluteTitle?: boolean
}

/** Title, description, canonical URL and Open Graph / Twitter cards for one page. */
export function pageMetadata({
  title,
  description,
  path,
  image,
  type = 'website',
  publishedTime,
  modifiedTime,
  authors,
  noIndex,
  absoluteTitle,
}: PageMetadata): Metadata {
  const og = image?.sizes?.og?.url ?? image?.url
  const images = og
    ? [
        {
          url: new URL(og, site.url).pathname,
          width: image?.sizes?.og?.width ?? image?.width ?? undefined,
          height: image?.sizes?.og?.height ?? image?.height ?? undefined,
          alt: image?.alt ?? '',
        },
      ]
    : undefined
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    robots: noIndex ? { index: false, follow: true } : undefined,
    openGraph: {
      title,
      description,
      url: path,
      siteName: site.name,
      type,
      images,
      ...(type === 'article' ? { publishedTime: publishedTime ?? undefined, modifiedTime: modifiedTime ?? undefined, authors } : {}),
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images: images?.map((i) => i.url) },
  }
}
