'use client'

import Link from 'next/link'
import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import type { ThumbnailLookup } from '@/lib/services/thumbnail-downloader'
import { formatBytes } from '@/tools/thumbnail-maker/export'

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'secondary', size: 'sm' })}
      onClick={async () => {
        await navigator.clipboard.writeText(text)
        setCopied(true)
        setTimeout(() => setCopied(false), 2000)
      }}
    >
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </button>
  )
}

/** The video, then every size YouTube made: a preview, downloads in JPEG and WebP, the direct link, and the way into the maker. */
export function ThumbnailResults({ lookup, makerPath }: { lookup: ThumbnailLookup; makerPath: string }) {
  const { video, thumbnails } = lookup
  const best = thumbnails.find((t) => t.jpg.available)
  return (
    <section aria-labelledby="thumbnail-results" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="thumbnail-results" className="text-xl font-bold">
            {video.title}
          </h2>
          <p className="text-muted">
            {video.channelUrl ? (
              <a href={video.channelUrl} className="hover:underline" rel="noopener noreferrer">
                {video.channel}
              </a>
            ) : (
              video.channel
            )}{' '}
            ·{' '}
            <a href={video.watchUrl} className="text-accent-text hover:underline" rel="noopener noreferrer">
              Watch on YouTube
            </a>
          </p>
        </div>
        {best ? (
          <div className="flex flex-wrap gap-2">
            <Link href={`${makerPath}?video=${video.id}`} className={buttonClass({ variant: 'primary', size: 'sm' })}>
              Edit in thumbnail maker
            </Link>
            <Link
              href={`/seo-analyzer?url=${encodeURIComponent(video.watchUrl)}`}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              Analyze this video’s SEO
            </Link>
          </div>
        ) : null}
      </div>
      {lookup.stale ? <FormAlert tone="info">YouTube could not be reached, so these details are from our last check.</FormAlert> : null}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {thumbnails.map((thumbnail) => (
          <li key={thumbnail.name} className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card">
            <div className="flex aspect-video items-center justify-center bg-bg-subtle">
              {thumbnail.jpg.available ? (
                // eslint-disable-next-line @next/next/no-img-element -- a preview of the exact file that will be downloaded
                <img
                  src={`${thumbnail.url}?inline=1`}
                  alt={`${thumbnail.label} thumbnail of “${video.title}”`}
                  width={thumbnail.width}
                  height={thumbnail.height}
                  loading="lazy"
                  className="h-full w-full object-contain"
                />
              ) : (
                <p className="px-4 text-center text-sm text-muted">Not available: YouTube did not generate this size for this video.</p>
              )}
            </div>
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div>
                <h3 className="font-semibold">{thumbnail.label}</h3>
                <p className="text-sm text-muted">
                  {thumbnail.width}×{thumbnail.height} · {thumbnail.name}
                  {thumbnail.jpg.bytes ? ` · ${formatBytes(thumbnail.jpg.bytes)}` : ''}
                </p>
              </div>
              {thumbnail.jpg.available ? (
                <div className="mt-auto flex flex-wrap gap-2">
                  <a href={thumbnail.url} download className={buttonClass({ size: 'sm' })} aria-label={`Download ${thumbnail.label} JPG`}>
                    Download JPG
                  </a>
                  {thumbnail.webpUrl ? (
                    <a
                      href={thumbnail.webpUrl}
                      download
                      className={buttonClass({ variant: 'secondary', size: 'sm' })}
                      aria-label={`Download ${thumbnail.label} WebP`}
                    >
                      WebP
                    </a>
                  ) : null}
                  <CopyButton text={thumbnail.directUrl} label="Copy URL" />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
