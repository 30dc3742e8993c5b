'use client'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { addWatchedChannelAction } from '@/lib/services/competitor-watchlist/actions'
import { watchlistAddSchema } from '@/tools/competitor-watchlist/schema'

/** Adds a channel by URL, @handle or id; what went wrong with the channel is said under the field. */
export function WatchlistAddForm({ full, limit }: { full: boolean; limit: number }) {
  const { state, formAction, pending, onSubmit, errors, values } = useValidatedAction(watchlistAddSchema, addWatchedChannelAction)
  return (
    <section aria-labelledby="watchlist-add-title" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id="watchlist-add-title" className="text-lg font-bold">
        Watch a channel
      </h2>
      {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      {state.status === 'success' ? <FormAlert tone="success">{state.message}</FormAlert> : null}
      <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label="Channel"
          name="channel"
          key={state.status === 'success' ? 'added' : 'editing'}
          defaultValue={state.status === 'error' ? values.channel : ''}
          placeholder="@handle or youtube.com/@handle"
          autoComplete="off"
          error={errors.channel}
          hint={
            full
              ? `Your watchlist is full (${limit} channels): remove one to add another.`
              : 'A channel URL, an @handle or a channel id (UC…). Public data only.'
          }
          className="flex-1"
        />
        <SubmitButton pending={pending} pendingLabel="Looking it up…" className="sm:mt-7">
          Watch channel
        </SubmitButton>
      </form>
    </section>
  )
}
