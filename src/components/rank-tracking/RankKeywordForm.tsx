'use client'

import { useId } from 'react'

import { Field, inputClass } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { addRankKeywordAction } from '@/lib/services/rank-tracking/actions'
import { rankKeywordSchema } from '@/tools/rank-tracking/schema'

type Props = {
  /** The videos to pick from; a single one (the video's own page) is sent without asking. */
  videos: { videoId: string; title: string }[]
  limit: number
  tracked: number
}

/** Adds a keyword to track for a video: checked against the same schema in the browser and on the server. */
export function RankKeywordForm({ videos, limit, tracked }: Props) {
  const { state, formAction, pending, onSubmit, errors, values } = useValidatedAction(rankKeywordSchema, addRankKeywordAction)
  const selectId = useId()
  const full = tracked >= limit
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      {state.status === 'success' ? <FormAlert tone="success">{state.message}</FormAlert> : null}
      {state.status === 'error' && state.message && !state.fieldErrors ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      {/* On a video's page the video is not a field: its error is the form's. */}
      {videos.length === 1 && errors.videoId ? <FormAlert tone="error">{errors.videoId}</FormAlert> : null}
      {videos.length === 1 ? (
        <input type="hidden" name="videoId" value={videos[0]!.videoId} />
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold">
            Video
          </label>
          <select
            id={selectId}
            name="videoId"
            defaultValue={values.videoId ?? videos[0]?.videoId}
            aria-invalid={errors.videoId ? true : undefined}
            aria-describedby={errors.videoId ? `${selectId}-error` : undefined}
            className={inputClass}
          >
            {videos.map((video) => (
              <option key={video.videoId} value={video.videoId}>
                {video.title}
              </option>
            ))}
          </select>
          {errors.videoId ? (
            <p id={`${selectId}-error`} className="text-sm font-medium text-danger">
              {errors.videoId}
            </p>
          ) : null}
        </div>
      )}
      <Field
        key={state.status === 'success' ? state.message : 'keyword'}
        label="Keyword"
        name="keyword"
        defaultValue={state.status === 'success' ? '' : values.keyword}
        error={errors.keyword}
        hint={`What viewers type in YouTube search. ${tracked} of ${limit} keywords tracked on your account.`}
        maxLength={100}
        autoComplete="off"
      />
      <SubmitButton pending={pending} pendingLabel="Adding…" className="self-start" variant={full ? 'secondary' : 'primary'}>
        Track keyword
      </SubmitButton>
    </form>
  )
}
