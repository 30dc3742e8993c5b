import Link from 'next/link'
import { notFound } from 'next/navigation'

import { SnippetDiff } from '@/components/channel/SnippetDiff'
import { FormAlert } from '@/components/forms/FormAlert'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { buttonClass } from '@/components/ui/button'
import { requireUser } from '@/lib/data/session'
import { getSnippetChange } from '@/lib/data/snippet-changes'
import { firstParam } from '@/lib/http/search-params'
import { applySnippetAction } from '@/lib/services/channel/snippet-actions'
import { CHANNEL_NOTICES, isChannelNotice } from '@/tools/channel/notices'
import { diffSnippet, type VideoSnippet } from '@/tools/channel/snippet'

export const metadata = { title: 'Review changes' }

type Props = { params: Promise<{ videoId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** A reviewed fix against what was live when it was read; "Apply on YouTube" is the only write (decision 021). */
export default async function ReviewSnippetChangePage({ params, searchParams }: Props) {
  const { videoId } = await params
  const query = await searchParams
  const id = Number(firstParam(query.change))
  const videoPage = `/dashboard/channel/audit/${encodeURIComponent(videoId)}`
  const user = await requireUser(`${videoPage}/review?change=${id}`)
  const change = Number.isInteger(id) && id > 0 ? await getSnippetChange(user, id) : null
  if (!change || change.videoId !== videoId) notFound()
  const status = firstParam(query.status)
  const notice = isChannelNotice(status) ? CHANNEL_NOTICES[status] : null
  const changes = diffSnippet(change.before as VideoSnippet, change.after as VideoSnippet)
  return (
    <DashboardToolPage
      title="Review changes"
      intro="What is live on YouTube now, and what it becomes. Nothing is written until you apply it."
    >
      <SnippetDiff changes={changes} beforeLabel="Live on YouTube" />
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      {change.status === 'review' ? (
        <form action={applySnippetAction} className="flex flex-col gap-2">
          <input type="hidden" name="change" value={change.id} />
          <input type="hidden" name="videoId" value={change.videoId} />
          <p className="text-sm text-muted">
            The first time, Google asks you to let TubeLift edit your videos. Category, languages and everything else stay as they are.
          </p>
          <button type="submit" className={buttonClass({ className: 'self-start' })}>
            Apply on YouTube
          </button>
        </form>
      ) : (
        <FormAlert tone="info">{CHANNEL_NOTICES.change_expired.text}</FormAlert>
      )}
      <Link href={videoPage} className="text-sm font-semibold text-accent-text hover:underline">
        Back to the video (edit again)
      </Link>
    </DashboardToolPage>
  )
}
