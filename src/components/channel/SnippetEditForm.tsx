'use client'

import { useState } from 'react'

import { FormAlert } from '@/components/forms/FormAlert'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { useValidatedAction } from '@/components/forms/useValidatedAction'
import { ManualFields } from '@/components/seo-analyzer/ManualFields'
import { reviewSnippetAction } from '@/lib/services/channel/snippet-actions'
import { snippetEditSchema } from '@/tools/channel/schema'

type Props = { videoId: string; title: string; description: string; tags: string[] }

/**
 * The fix to a video's title, description and tags, prefilled with what was fetched; "Review
 * changes" reads what is live on YouTube and shows the difference before anything is written.
 */
export function SnippetEditForm({ videoId, title, description, tags }: Props) {
  const { state, formAction, pending, onSubmit, errors, values } = useValidatedAction(snippetEditSchema, reviewSnippetAction)
  const [fields, setFields] = useState<Record<string, string>>({ title, description, tags: tags.join(', '), ...values })
  const set = (name: string) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }))
  return (
    <section aria-labelledby="snippet-edit-title" className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <h2 id="snippet-edit-title" className="text-lg font-bold">
        Fix it on YouTube
      </h2>
      <p className="text-sm text-muted">
        Edit the title, description and tags with the suggestions above. Nothing changes on YouTube until you have seen the difference with
        what is live and confirmed it.
      </p>
      {state.status === 'error' && state.message ? <FormAlert tone="error">{state.message}</FormAlert> : null}
      <form action={formAction} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <input type="hidden" name="videoId" value={videoId} />
        <ManualFields value={(name) => fields[name] ?? ''} set={set} errors={errors} />
        <SubmitButton pending={pending} pendingLabel="Reading what is live…" className="self-start">
          Review changes
        </SubmitButton>
      </form>
    </section>
  )
}
