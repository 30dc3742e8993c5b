import Link from 'next/link'
import { notFound } from 'next/navigation'

import { SeoReportView } from '@/components/seo-analyzer/SeoReportView'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { getAuditedVideo } from '@/lib/data/channel'
import { requireUser } from '@/lib/data/session'
import { analyzeChannelVideo } from '@/tools/channel/score'

export const metadata = { title: 'Video analysis' }

type Props = { params: Promise<{ videoId: string }> }

/** One audited video's full analysis with its fixes, from what was fetched (no YouTube call). */
export default async function AuditedVideoPage({ params }: Props) {
  const { videoId } = await params
  const user = await requireUser(`/dashboard/channel/audit/${encodeURIComponent(videoId)}`)
  const video = /^[\w-]{11}$/.test(videoId) ? await getAuditedVideo(user, videoId) : null
  if (!video) notFound()
  return (
    <DashboardToolPage title={video.title} intro="The SEO analyzer’s checks on this video as last fetched, with how to fix each.">
      <SeoReportView report={analyzeChannelVideo(video)} />
      <Link href={`/dashboard/channel/audit?channel=${video.channelId}`} className="text-sm font-semibold text-accent-text hover:underline">
        Back to the audit
      </Link>
    </DashboardToolPage>
  )
}
