'use client'

import { useState } from 'react'

import { YouTubeImage } from '@/components/media/YouTubeImage'

/**
 * A YouTube video that costs nothing until it is played: a thumbnail and a play button, swapped for
 * the privacy-enhanced player on click. Keeps YouTube's scripts off the page for readers who never play.
 */
export function YouTubeEmbed({ id, title, caption }: { id: string; title: string; caption?: string | null }) {
  const [playing, setPlaying] = useState(false)
  return (
    <figure>
      <div className="relative aspect-video overflow-hidden rounded-xl bg-black">
        {playing ? (
          <iframe
            className="absolute inset-0 h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="group absolute inset-0 h-full w-full"
            aria-label={`Play video: ${title}`}
          >
            <YouTubeImage
              src={`/api/thumbnail-downloader/${id}/hqdefault.jpg?inline=1`}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              className="h-full w-full object-cover opacity-90 transition-opacity group-hover:opacity-100"
            />
            <span className="absolute left-1/2 top-1/2 flex h-14 w-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-2xl bg-red-600 shadow-lg">
              <svg viewBox="0 0 24 24" className="h-7 w-7 fill-white" aria-hidden="true">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </button>
        )}
      </div>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  )
}
