'use client'

import { useState, type FormEvent } from 'react'

import { Field } from '@/components/forms/Field'
import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useSignedInHint } from '@/components/layout/useSignedInHint'
import { fieldErrorsFrom, type FieldErrors } from '@/lib/errors'
import type { SubscriptionTopic } from '@/lib/subscriptions/schema'

import { TopicPicker } from './TopicPicker'

type State =
  { status: 'idle' | 'pending' } | { status: 'done'; subscribed: boolean } | { status: 'error'; message?: string; fields: FieldErrors }

const DONE = {
  subscribed: 'You are subscribed: the next digest comes on Monday. Change topics from the link in any email.',
  inbox: 'Check your inbox: follow the link in the email we sent to confirm. Nothing is sent before you do.',
}

type Props = {
  heading?: string
  source: string
  /** The blog's categories, from the page's cached read; without them the form has no topic picker. */
  topics?: SubscriptionTopic[]
  /** Checked at first: a post's own categories. */
  preselected?: string[]
}

/**
 * The blog's subscribe form (decision 018): a small client component posting to the API, so the
 * cached page around it stays the same for every visitor. Signed-in readers subscribe in one click.
 */
export function SubscribeForm({ heading = 'Get new guides by email', source, topics = [], preselected = [] }: Props) {
  const signedIn = useSignedInHint()
  const [state, setState] = useState<State>({ status: 'idle' })
  const [chosen, setChosen] = useState(preselected)

  async function send(input: { email?: string }) {
    // The schema (zod, ~30 kB) comes with the first submit, not with every blog and tool page (decision 008).
    const { subscribeSchema } = await import('@/lib/subscriptions/schema')
    const parsed = subscribeSchema.safeParse({ ...input, topics: chosen, source })
    if (!parsed.success) return setState({ status: 'error', fields: fieldErrorsFrom(parsed.error.issues) })
    setState({ status: 'pending' })
    const response = await fetch('/api/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
    }).catch(() => null)
    const answer = (await response?.json().catch(() => null)) as {
      status?: string
      error?: { message: string; fields?: FieldErrors }
    } | null
    if (response?.ok) return setState({ status: 'done', subscribed: answer?.status === 'subscribed' })
    const fields = answer?.error?.fields ?? {}
    const shownByField = Boolean(fields.email || fields.topics)
    setState({
      status: 'error',
      fields,
      message: shownByField ? undefined : (answer?.error?.message ?? 'Could not reach the site. Try again.'),
    })
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void send({ email: String(new FormData(event.currentTarget).get('email') ?? '') })
  }

  const pending = state.status === 'pending'
  const errors = state.status === 'error' ? state.fields : {}
  return (
    <section aria-labelledby="subscribe-heading" className="mt-10 rounded-2xl border border-border bg-bg-subtle p-6">
      <h2 id="subscribe-heading" className="text-lg font-bold">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">A weekly digest of new posts on growing a YouTube channel. Unsubscribe in one click.</p>
      {state.status === 'done' ? (
        <FormAlert tone="success" className="mt-4">
          {state.subscribed ? DONE.subscribed : DONE.inbox}
        </FormAlert>
      ) : (
        <>
          {state.status === 'error' && state.message ? (
            <FormAlert tone="error" className="mt-4">
              {state.message}
            </FormAlert>
          ) : null}
          <form onSubmit={onSubmit} noValidate className="mt-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <Field label="Email" name="email" type="email" autoComplete="email" required className="sm:flex-1" error={errors.email} />
              <SubmitButton pending={pending} pendingLabel="Subscribing…" className="sm:mt-7">
                Subscribe
              </SubmitButton>
            </div>
            {topics.length ? <TopicPicker topics={topics} chosen={chosen} onChange={setChosen} error={errors.topics} /> : null}
          </form>
          {signedIn ? (
            <button
              type="button"
              disabled={pending}
              onClick={() => void send({})}
              className="mt-3 text-sm font-semibold text-accent-text underline"
            >
              Subscribe with my account’s email
            </button>
          ) : null}
        </>
      )}
    </section>
  )
}
