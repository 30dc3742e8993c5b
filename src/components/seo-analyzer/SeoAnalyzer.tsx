'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { cx } from '@/lib/cx'
import { fieldErrorsFrom, type FieldErrors } from '@/lib/errors'
import type { SeoAnalysis } from '@/lib/services/seo-analyzer'

import { callApi } from '@/components/tools/api-client'
import { Working } from '@/components/tools/ToolStatus'
import { useQueryParam } from '@/components/tools/useQueryParam'
import { useRefreshHistory } from '@/components/tools/useRefreshHistory'
import { AnalysisResult } from './AnalysisResult'
import { ManualFields } from './ManualFields'

/**
 * The form's schemas are fetched on the first submit, not with the page: zod is the largest script
 * the page would otherwise run while loading (decision 008).
 */
const loadSchemas = () => import('@/tools/seo-analyzer/schema')

type Mode = 'url' | 'manual'
type State = { status: 'idle' } | { status: 'loading' } | { status: 'done'; analysis: SeoAnalysis } | { status: 'error'; message: string }

/**
 * A video link (details fetched from YouTube) or the metadata typed in, a target keyword, and back
 * comes a score with a checklist. Signed in, every report is saved to the dashboard.
 */
export function SeoAnalyzer({ promotePath, saved }: { promotePath: string; saved: boolean }) {
  const linkedUrl = useQueryParam('url')
  const linkedKeyword = useQueryParam('keyword')
  const [chosenMode, setMode] = useState<Mode | null>(null)
  const mode: Mode = chosenMode ?? (linkedKeyword && !linkedUrl ? 'manual' : 'url')
  const [values, setValues] = useState<Record<string, string>>({})
  const value = (name: string) => values[name] ?? (name === 'keyword' ? linkedKeyword : name === 'url' ? linkedUrl : '')
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [state, setState] = useState<State>({ status: 'idle' })
  const lastLinked = useRef('')
  useRefreshHistory(state.status === 'done' ? state.analysis : null, saved)

  async function analyze(body: Record<string, unknown>) {
    setState({ status: 'loading' })
    const result = await callApi<SeoAnalysis>('/api/seo-analyzer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (result.ok) {
      setState({ status: 'done', analysis: result.data })
      return
    }
    if (result.fields) setErrors(result.fields)
    setState({ status: 'error', message: result.message })
    // Without Data API details the typed-in form still works.
    if (result.status === 422) setMode('manual')
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input =
      mode === 'url'
        ? { url: value('url'), keyword: value('keyword') }
        : { title: value('title'), description: value('description'), tags: value('tags'), keyword: value('keyword') }
    // Should the schemas' script fail to load, the server checks the same fields and says what is wrong.
    const schemas = await loadSchemas().catch(() => null)
    const parsed = schemas && (mode === 'url' ? schemas.seoUrlSchema : schemas.seoInputSchema).safeParse(input)
    if (parsed && !parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues))
      return
    }
    setErrors({})
    void analyze(input)
  }

  useEffect(() => {
    if (linkedUrl && lastLinked.current !== linkedUrl) {
      lastLinked.current = linkedUrl
      void analyze({ url: linkedUrl, keyword: linkedKeyword || undefined })
    }
  }, [linkedUrl, linkedKeyword])

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label="What to analyze"
        className="grid max-w-md grid-cols-2 rounded-lg bg-bg-subtle p-1 text-sm font-semibold"
      >
        {(['url', 'manual'] as const).map((option) => (
          <button
            key={option}
            id={`seo-tab-${option}`}
            type="button"
            role="tab"
            aria-selected={mode === option}
            aria-controls="seo-form"
            onClick={() => setMode(option)}
            className={cx(
              'rounded-md px-3 py-2',
              mode === option ? 'bg-card shadow-sm ring-1 ring-border-strong' : 'text-muted hover:text-fg',
            )}
          >
            {option === 'url' ? 'A published video' : 'Type the details'}
          </button>
        ))}
      </div>
      <form
        id="seo-form"
        role="tabpanel"
        aria-labelledby={`seo-tab-${mode}`}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-4"
      >
        {mode === 'url' ? (
          <Field
            label="YouTube video link"
            name="url"
            value={value('url')}
            onChange={set('url')}
            placeholder="https://www.youtube.com/watch?v=…"
            autoComplete="off"
            inputMode="url"
            error={errors.url}
            hint="We read its title, description, tags, thumbnail and captions from YouTube."
          />
        ) : (
          <ManualFields value={value} set={set} errors={errors} />
        )}
        <Field
          label="Target keyword (optional)"
          name="keyword"
          value={value('keyword')}
          onChange={set('keyword')}
          autoComplete="off"
          error={errors.keyword}
          hint="The phrase you want the video to rank for. Not sure? Find one with the keyword explorer."
        />
        <SubmitButton pending={state.status === 'loading'} pendingLabel="Analyzing…" className="self-start">
          Analyze
        </SubmitButton>
      </form>

      {state.status === 'loading' ? (
        <Working label="Analyzing…" detail={mode === 'url' ? 'Fetching the video’s details from YouTube.' : undefined} />
      ) : null}
      {state.status === 'error' ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      {state.status === 'done' ? <AnalysisResult analysis={state.analysis} saved={saved} promotePath={promotePath} /> : null}
    </div>
  )
}
