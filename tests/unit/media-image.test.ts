import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { MediaImage } from '@/components/media/MediaImage'
import type { MediaRef } from '@/lib/data/blog/posts'

const size = (name: string, width: number) => ({
  url: `/api/media/file/hero-${name}.webp`,
  width,
  height: (width * 9) / 16,
  mimeType: 'image/webp',
  filesize: 1,
  filename: `hero-${name}.webp`,
})

function media(sizes: Record<string, ReturnType<typeof size> | undefined>): MediaRef {
  return { id: 1, url: '/api/media/file/hero.webp', alt: 'A creator at a desk', width: 1600, height: 900, sizes } as MediaRef
}

const render = (ref: MediaRef, use: 'card' | 'hero') => renderToStaticMarkup(createElement(MediaImage, { media: ref, use, sizes: '100vw' }))
const srcset = (html: string) => /srcSet="([^"]*)"/i.exec(html)?.[1]

describe('MediaImage', () => {
  const all = media({ thumb: size('thumb', 320), card: size('card', 640), cardLarge: size('cardLarge', 960), hero: size('hero', 1280) })

  it('offers phones the 960 px size between the 640 px card and the 1280 px hero', () => {
    expect(srcset(render(all, 'card'))).toBe(
      '/api/media/file/hero-thumb.webp 320w, /api/media/file/hero-card.webp 640w, /api/media/file/hero-cardLarge.webp 960w, /api/media/file/hero-hero.webp 1280w',
    )
    expect(srcset(render(all, 'hero'))).toBe(
      '/api/media/file/hero-card.webp 640w, /api/media/file/hero-cardLarge.webp 960w, /api/media/file/hero-hero.webp 1280w',
    )
  })

  it('leaves out sizes an image was uploaded without (before the 960 px size existed: the database has the size with no file)', () => {
    const older = media({
      thumb: size('thumb', 320),
      card: size('card', 640),
      cardLarge: { url: null, width: null, height: null } as unknown as ReturnType<typeof size>,
      hero: size('hero', 1280),
    })
    const html = render(older, 'card')
    expect(srcset(html)).toBe(
      '/api/media/file/hero-thumb.webp 320w, /api/media/file/hero-card.webp 640w, /api/media/file/hero-hero.webp 1280w',
    )
    expect(html).toContain('src="/api/media/file/hero-hero.webp"')
    expect(html).toContain('width="1280"')
  })
})
