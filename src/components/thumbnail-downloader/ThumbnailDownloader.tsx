'use client'

import Link from 'next/link'
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { useQueryParam } from '@/components/tools/useQueryParam'

import { FormAlert } from '@/components/forms/FormAlert'
import { Field } from '@/components/forms/Field'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { buttonClass } from '@/components/ui/button'
import type { ThumbnailLookup } from '@/lib/services/thumbnail-downloader'
import { formatBytes } from '@/tools/thumbnail-maker/export'
import { parseVideoId } from '@/tools/youtube/video-id'

import { callApi } from '@/components/tools/api-client'
import { Working } from '@/components/tools/ToolStatus'

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; lookup: ThumbnailLookup } | { status: 'error'; message: string }

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

/**
 * Paste a link, get every thumbnail size. Downloads go through the app's proxy route, which only
 * fetches from YouTube's image host. `makerHref` opens a size in the thumbnail maker.
 */
export function ThumbnailDownloader({ makerPath }: { makerPath: string }) {
  const linkedUrl = useQueryParam('url')
  const [edited, setUrl] = useState<string | null>(null)
  const url = edited ?? linkedUrl
  const [fieldError, setFieldError] = useState<string>()
  const [state, setState] = useState<State>({ status: 'idle' })
  const lastLinked = useRef('')

  const lookUp = useCallback(async (value: string) => {
    const parsed = parseVideoId(value)
    if (!parsed.ok) {
      setFieldError(parsed.message)
      return
    }
    setFieldError(undefined)
    setState({ status: 'loading' })
    const result = await callApi<ThumbnailLookup>(`/api/thumbnail-downloader?url=${encodeURIComponent(value)}`)
    if (result.ok) setState({ status: 'done', lookup: result.data })
    else if (result.fields?.url) {
      setFieldError(result.fields.url)
      setState({ status: 'idle' })
    } else setState({ status: 'error', message: result.message })
  }, [])

  // A shared link (?url=…) shows its thumbnails straight away.
  useEffect(() => {
    if (linkedUrl && lastLinked.current !== linkedUrl) {
      lastLinked.current = linkedUrl
      void lookUp(linkedUrl)
    }
  }, [linkedUrl, lookUp])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void lookUp(url)
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          className="flex-1"
          label="YouTube video link"
          name="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          placeholder="https://www.youtube.com/watch?v=…"
          autoComplete="off"
          inputMode="url"
          error={fieldError}
          hint="Any link works: watch, youtu.be, Shorts, live or embed, or just the 11-character video ID."
        />
        <SubmitButton pending={state.status === 'loading'} pendingLabel="Fetching…" className="sm:mt-7">
          Get thumbnails
        </SubmitButton>
      </form>

      {state.status === 'loading' ? (
        <Working label="Fetching thumbnails…" detail="Checking every size YouTube has for this video." />
      ) : null}
      {state.status === 'error' ? (
        <FormAlert tone="error">
          {state.message}{' '}
          <button type="button" className="underline" onClick={() => void lookUp(url)}>
            Try again
          </button>
        </FormAlert>
      ) : null}
      {state.status === 'done' ? <Results lookup={state.lookup} makerPath={makerPath} /> : null}
    </div>
  )
}

function Results({ lookup, makerPath }: { lookup: ThumbnailLookup; makerPath: string }) {
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
