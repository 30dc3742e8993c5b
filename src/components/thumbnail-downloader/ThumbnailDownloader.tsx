'use client'

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { useQueryParam } from '@/components/tools/useQueryParam'
import { useRefreshHistory } from '@/components/tools/useRefreshHistory'

import { FormAlert } from '@/components/forms/FormAlert'
import { Field } from '@/components/forms/Field'
import { SubmitButton } from '@/components/forms/SubmitButton'
import type { ThumbnailLookup } from '@/lib/services/thumbnail-downloader'
import { parseVideoId } from '@/tools/youtube/video-id'

import { callApi } from '@/components/tools/api-client'
import { Working } from '@/components/tools/ToolStatus'

import { ThumbnailResults } from './ThumbnailResults'

type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; lookup: ThumbnailLookup } | { status: 'error'; message: string }

/**
 * Paste a link, get every thumbnail size. Downloads go through the app's proxy route, which only
 * fetches from YouTube's image host. `makerHref` opens a size in the thumbnail maker. `saved`: the
 * dashboard's page, whose list of lookups updates as soon as one is made.
 */
export function ThumbnailDownloader({ makerPath, saved }: { makerPath: string; saved: boolean }) {
  const linkedUrl = useQueryParam('url')
  const [edited, setUrl] = useState<string | null>(null)
  const url = edited ?? linkedUrl
  const [fieldError, setFieldError] = useState<string>()
  const [state, setState] = useState<State>({ status: 'idle' })
  const lastLinked = useRef('')
  useRefreshHistory(state.status === 'done' ? state.lookup : null, saved)

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
      {state.status === 'done' ? <ThumbnailResults lookup={state.lookup} makerPath={makerPath} /> : null}
    </div>
  )
}
