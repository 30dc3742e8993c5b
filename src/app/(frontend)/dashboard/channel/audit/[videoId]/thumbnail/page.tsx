import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ThumbnailCompare } from '@/components/channel/ThumbnailCompare'
import { FormAlert } from '@/components/forms/FormAlert'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { buttonClass } from '@/components/ui/button'
import { requireUser } from '@/lib/data/session'
import { getThumbnailChangeSummary } from '@/lib/data/thumbnail-changes'
import { firstParam } from '@/lib/http/search-params'
import { applyThumbnailAction } from '@/lib/services/channel/thumbnail-actions'
import { CHANNEL_NOTICES, isChannelNotice } from '@/tools/channel/notices'

export const metadata = { title: 'Review the new thumbnail' }

type Props = { params: Promise<{ videoId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The thumbnail live on YouTube beside the new one; "Set as thumbnail on YouTube" is the only write (decision 022). */
export default async function ReviewThumbnailChangePage({ params, searchParams }: Props) {
  const { videoId } = await params
  const query = await searchParams
  const id = Number(firstParam(query.change))
  const videoPage = `/dashboard/channel/audit/${encodeURIComponent(videoId)}`
  const user = await requireUser(`${videoPage}/thumbnail?change=${id}`)
  const change = Number.isInteger(id) && id > 0 ? await getThumbnailChangeSummary(user, id) : null
  if (!change || change.videoId !== videoId) notFound()
  const status = firstParam(query.status)
  const notice = isChannelNotice(status) ? CHANNEL_NOTICES[status] : null
  return (
    <DashboardToolPage
      title="Review the new thumbnail"
      intro="What is live on YouTube now, and what replaces it. Nothing is written until you set it."
    >
      <ThumbnailCompare change={change.id} beforeLabel="Live on YouTube" afterLabel="New thumbnail" />
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      {change.status === 'review' ? (
        <form action={applyThumbnailAction} className="flex flex-col gap-2">
          <input type="hidden" name="change" value={change.id} />
          <input type="hidden" name="videoId" value={change.videoId} />
          <p className="text-sm text-muted">
            The first time, Google asks you to let TubeLift edit your videos. The thumbnail live now is downloaded and kept for 30 days, so
            you can put it back.
          </p>
          <button type="submit" className={buttonClass({ className: 'self-start' })}>
            Set as thumbnail on YouTube
          </button>
        </form>
      ) : (
        <FormAlert tone="info">{CHANNEL_NOTICES.change_expired.text}</FormAlert>
      )}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Link href="/dashboard/thumbnail-maker" className="text-sm font-semibold text-accent-text hover:underline">
          Back to the thumbnail maker
        </Link>
        <Link href={videoPage} className="text-sm font-semibold text-accent-text hover:underline">
          The video’s page and history
        </Link>
      </div>
    </DashboardToolPage>
  )
}
