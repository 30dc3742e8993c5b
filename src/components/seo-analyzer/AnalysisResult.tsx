import Link from 'next/link'

import { buttonClass } from '@/components/ui/button'
import type { SeoAnalysis } from '@/lib/services/seo-analyzer'

import { SeoReportView } from './SeoReportView'

/** A finished analysis: which video, whether it was saved, the way to promote it, and the report. */
export function AnalysisResult({ analysis, saved, promotePath }: { analysis: SeoAnalysis; saved: boolean; promotePath: string }) {
  return (
    <section aria-labelledby="seo-report-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="seo-report-title" className="text-xl font-bold">
            Report for “{analysis.input.title}”
          </h2>
          {analysis.video ? <p className="text-muted">{analysis.video.channel}</p> : null}
          {saved && analysis.reportId ? <p className="text-sm text-success">Saved to your reports.</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {analysis.fixPath ? (
            <Link href={analysis.fixPath} className={buttonClass({ size: 'sm' })}>
              Fix it on YouTube
            </Link>
          ) : null}
          {analysis.video ? (
            <Link
              href={`${promotePath}?url=${encodeURIComponent(analysis.video.watchUrl)}`}
              className={buttonClass({ size: 'sm', variant: analysis.fixPath ? 'secondary' : undefined })}
            >
              Promote this video
            </Link>
          ) : null}
        </div>
      </div>
      <SeoReportView report={analysis.report} />
    </section>
  )
}
