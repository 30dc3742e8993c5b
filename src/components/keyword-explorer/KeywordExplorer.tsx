'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { fieldErrorsFrom, type FieldErrors } from '@/lib/errors'
import type { ChannelSize } from '@/tools/keyword-explorer/fit'
import { COUNTRIES, LANGUAGES } from '@/tools/keyword-explorer/locales'
import { videoLinkSeed } from '@/tools/keyword-explorer/video-seed'

import { useQueryParam } from '@/components/tools/useQueryParam'
import { useRefreshHistory } from '@/components/tools/useRefreshHistory'

import { ExploreProgress } from './ExploreProgress'
import { LocaleSelect } from './LocaleSelect'
import { SeedFromVideo } from './SeedFromVideo'
import { useKeywordStream } from './useKeywordStream'

/**
 * The form's schema is fetched on the first search, not with the page: zod is the largest script
 * the page would otherwise run while loading (decision 008).
 */
const loadQuerySchema = () => import('@/tools/keyword-explorer/schema').then((module) => module.keywordQuerySchema)

/**
 * The results (table, filters, CSV, saving) are fetched when a search starts, for the same reason:
 * hydrating them with the page cost a long task on a phone, for a table no one sees yet (decision 008).
 */
const loadResults = () => import('./KeywordResults')
const KeywordResults = lazy(() => loadResults().then((module) => ({ default: module.KeywordResults })))

type Props = {
  /** Where "analyze a title with this keyword" goes (public or dashboard SEO analyzer). */
  seoPath: string
  /** Signed-in users can save keyword lists. */
  canSave: boolean
  /** The connected channel's size, read on the server: each keyword is marked by its fit to it. */
  channelSize?: ChannelSize
}

/** Seed keyword in, hundreds of real YouTube search phrases out, with a live progress bar. */
export function KeywordExplorer({ seoPath, canSave, channelSize }: Props) {
  const linkedSeed = useQueryParam('q')
  const [edited, setSeed] = useState<string | null>(null)
  const seed = edited ?? linkedSeed
  const linkedHl = useQueryParam('hl')
  const linkedGl = useQueryParam('gl')
  const [editedHl, setHl] = useState<string | null>(null)
  const [editedGl, setGl] = useState<string | null>(null)
  const hl = editedHl ?? (linkedHl || 'en')
  const gl = editedGl ?? (linkedGl || 'US')
  const [errors, setErrors] = useState<FieldErrors>({})
  const { state, run: stream } = useKeywordStream()
  const lastLinked = useRef('')
  const [videoLink, setVideoLink] = useState<string | null>(null)
  useRefreshHistory(state.status === 'done' ? state.result : null, canSave)

  const run = useCallback(
    (query: { q: string; hl: string; gl: string }) => {
      void loadResults()
      void stream(query)
    },
    [stream],
  )

  async function explore(q: string) {
    // Suggestions for a URL are noise: a pasted video link offers the video's title and tags instead.
    setVideoLink(videoLinkSeed(q) ? q.trim() : null)
    if (videoLinkSeed(q)) return
    // Should the schema's script fail to load, the server checks the same fields and says what is wrong.
    const schema = await loadQuerySchema().catch(() => null)
    const parsed = schema?.safeParse({ q, hl, gl })
    if (parsed && !parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues))
      return
    }
    setErrors({})
    run(parsed ? parsed.data : { q, hl, gl })
  }

  useEffect(() => {
    const linked = { q: linkedSeed, hl: linkedHl || 'en', gl: linkedGl || 'US' }
    const key = JSON.stringify(linked)
    // A link with ?q= (history, a shared URL) runs its search once per distinct link.
    if (linkedSeed && lastLinked.current !== key) {
      lastLinked.current = key
      run(linked)
    }
  }, [linkedSeed, linkedHl, linkedGl, run])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void explore(seed)
  }

  const running = state.status === 'running'
  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-3 md:grid-cols-[1fr_11rem_11rem_auto] md:items-start">
        <Field
          label="Seed keyword"
          name="q"
          value={seed}
          onChange={(event) => setSeed(event.target.value)}
          placeholder="e.g. home workout"
          autoComplete="off"
          error={errors.q}
          maxLength={80}
        />
        <LocaleSelect id="keyword-language" name="hl" label="Language" value={hl} options={LANGUAGES} onChange={setHl} />
        <LocaleSelect id="keyword-country" name="gl" label="Country" value={gl} options={COUNTRIES} onChange={setGl} />
        <SubmitButton pending={running} pendingLabel="Exploring…" className="md:mt-7">
          Explore
        </SubmitButton>
      </form>

      {videoLink ? (
        <SeedFromVideo
          link={videoLink}
          onPick={(picked) => {
            setSeed(picked)
            void explore(picked)
          }}
        />
      ) : null}
      {running ? <ExploreProgress done={state.done} total={state.total} /> : null}
      {state.status === 'error' ? (
        <FormAlert tone="error">
          {state.message}{' '}
          <button type="button" className="underline" onClick={() => void explore(seed)}>
            Try again
          </button>
        </FormAlert>
      ) : null}
      {state.status === 'done' ? (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-muted">
              Laying out the results…
            </p>
          }
        >
          <KeywordResults
            key={state.result.generatedAt}
            result={state.result}
            seoPath={seoPath}
            canSave={canSave}
            channelSize={channelSize}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
