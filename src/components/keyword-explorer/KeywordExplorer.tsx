'use client'

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react'

import { Field, inputClass } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { fieldErrorsFrom, type FieldErrors } from '@/lib/errors'
import { COUNTRIES, LANGUAGES } from '@/tools/keyword-explorer/locales'

import { useQueryParam } from '@/components/tools/useQueryParam'
import { useKeywordStream } from './useKeywordStream'

/**
 * The form's schema is fetched on the first search, not with the page: zod is the largest script
 * the page would otherwise run while loading (Lighthouse mobile TBT, docs/benchmarks.md).
 */
const loadQuerySchema = () => import('@/tools/keyword-explorer/schema').then((module) => module.keywordQuerySchema)

/**
 * The results (table, filters, CSV, saving) are fetched when a search starts, for the same reason:
 * hydrating them with the page was a 70 ms task on a throttled phone, for a table no one sees yet.
 */
const loadResults = () => import('./KeywordResults')
const KeywordResults = lazy(() => loadResults().then((module) => ({ default: module.KeywordResults })))

type Props = {
  /** Where "analyze a title with this keyword" goes (public or dashboard SEO analyzer). */
  seoPath: string
  /** Signed-in users can save keyword lists. */
  canSave: boolean
}

/** Seed keyword in, hundreds of real YouTube search phrases out, with a live progress bar. */
export function KeywordExplorer({ seoPath, canSave }: Props) {
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

  const run = useCallback(
    (query: { q: string; hl: string; gl: string }) => {
      void loadResults()
      void stream(query)
    },
    [stream],
  )

  async function explore(q: string) {
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
  const percent = running && state.total ? Math.round((100 * state.done) / state.total) : 0
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor="keyword-language" className="text-sm font-semibold">
            Language
          </label>
          <select id="keyword-language" name="hl" value={hl} onChange={(event) => setHl(event.target.value)} className={inputClass}>
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="keyword-country" className="text-sm font-semibold">
            Country
          </label>
          <select id="keyword-country" name="gl" value={gl} onChange={(event) => setGl(event.target.value)} className={inputClass}>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        <SubmitButton pending={running} pendingLabel="Exploring…" className="md:mt-7">
          Explore
        </SubmitButton>
      </form>

      {running ? (
        <div role="status" aria-live="polite" className="flex flex-col gap-2 rounded-xl border border-border bg-bg-subtle p-4">
          <p className="text-sm">
            <span className="font-semibold">Asking YouTube for suggestions…</span>{' '}
            <span className="text-muted">{state.total ? `${state.done} of ${state.total} searches` : 'starting'}</span>
          </p>
          <div
            role="progressbar"
            aria-label="Keyword search progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-border"
          >
            <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
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
          <KeywordResults key={state.result.generatedAt} result={state.result} seoPath={seoPath} canSave={canSave} />
        </Suspense>
      ) : null}
    </div>
  )
}
