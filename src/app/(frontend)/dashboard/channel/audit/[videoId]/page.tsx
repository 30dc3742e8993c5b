import Link from 'next/link'
import { notFound } from 'next/navigation'

import { SnippetEditForm } from '@/components/channel/SnippetEditForm'
import { SnippetHistory } from '@/components/channel/SnippetHistory'
import { SnippetSuggestions } from '@/components/channel/SnippetSuggestions'
import { ThumbnailHistory } from '@/components/channel/ThumbnailHistory'
import { FormAlert } from '@/components/forms/FormAlert'
import { RankTracking } from '@/components/rank-tracking/RankTracking'
import { RankTrackingNotice } from '@/components/rank-tracking/RankTrackingNotice'
import { SeoReportView } from '@/components/seo-analyzer/SeoReportView'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { getAuditedVideo } from '@/lib/data/channel'
import { listRankTrackers, rankTrackingAllowance } from '@/lib/data/rank-tracking'
import { requireUser } from '@/lib/data/session'
import { listSnippetChanges } from '@/lib/data/snippet-changes'
import { listThumbnailChanges } from '@/lib/data/thumbnail-changes'
import { firstParam } from '@/lib/http/search-params'
import { CHANNEL_NOTICES, isChannelNotice } from '@/tools/channel/notices'
import { analyzeChannelVideo } from '@/tools/channel/score'

export const metadata = { title: 'Video analysis' }

type Props = { params: Promise<{ videoId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** One audited video's full analysis with its fixes (no YouTube call), the edit that applies them, and its history. */
export default async function AuditedVideoPage({ params, searchParams }: Props) {
  const { videoId } = await params
  const user = await requireUser(`/dashboard/channel/audit/${encodeURIComponent(videoId)}`)
  const video = /^[\w-]{11}$/.test(videoId) ? await getAuditedVideo(user, videoId) : null
  if (!video) notFound()
  const query = await searchParams
  const status = firstParam(query.status)
  const notice = isChannelNotice(status) ? CHANNEL_NOTICES[status] : null
  const thumbnailStatus = firstParam(query.thumbnail)
  const report = analyzeChannelVideo(video)
  const [trackers, allowance] = await Promise.all([listRankTrackers(user, video.videoId), rankTrackingAllowance(user)])
  const page = `/dashboard/channel/audit/${video.videoId}`
  return (
    <DashboardToolPage
      title={video.title}
      intro="Fix the title, description and tags on YouTube, then see every check of the SEO analyzer on this video as last fetched."
    >
      {notice ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
      <RankTrackingNotice name={firstParam(query.rank)} />
      {/* The fix comes first: on a phone the full report below is several screens long. */}
      <SnippetSuggestions report={report} />
      <SnippetEditForm
        key={`${video.title}|${video.tags.join(',')}`}
        videoId={video.videoId}
        title={video.title}
        description={video.description}
        tags={video.tags}
      />
      <SnippetHistory videoId={video.videoId} changes={await listSnippetChanges(user, video.videoId)} />
      <ThumbnailHistory
        videoId={video.videoId}
        changes={await listThumbnailChanges(user, video.videoId)}
        notice={isChannelNotice(thumbnailStatus) ? thumbnailStatus : null}
      />
      <RankTracking
        trackers={trackers}
        videos={[{ videoId: video.videoId, title: video.title }]}
        limit={allowance.limit}
        tracked={allowance.tracked}
        back={page}
        forVideo
      />
      <SeoReportView report={report} />
      <Link href={`/dashboard/channel/audit?channel=${video.channelId}`} className="text-sm font-semibold text-accent-text hover:underline">
        Back to the audit
      </Link>
    </DashboardToolPage>
  )
}
