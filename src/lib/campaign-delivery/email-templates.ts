import { formatMoney, type Currency } from '@/commerce/money'
import { formatCostPerView, formatWatchTime, PACE_LABELS, type Progress, type Totals } from '@/tools/campaign-delivery/progress'
import { deliveryShortfall, remedySentence, shortfallSentence } from '@/tools/campaign-delivery/shortfall'

import { renderEmail, type RenderedEmail } from '@/emails/render'
import { greeting } from '@/emails/templates'

type Campaign = {
  number: string
  serviceName: string
  packageName: string
  deliverable: string
  videoTitle?: string | null
  currency: string
  remedy?: string | null
  remedyNote?: string | null
}

const n = (value: number) => value.toLocaleString('en-US')
const video = (c: Campaign) => (c.videoTitle ? `“${c.videoTitle}”` : 'your video')

function figures(totals: Totals, currency: string): string {
  const cpv = totals.costPerView === null ? '' : `, ${formatCostPerView(totals.costPerView, currency)} per view`
  return `${n(totals.views)} views from ${n(totals.impressions)} impressions, ${formatWatchTime(totals.watchSeconds)} of watch time, ${formatMoney(totals.spend, currency as Currency)} of ad spend${cpv}.`
}

/** The weekly progress email while a campaign runs. */
export function weeklyProgressMessage(
  name: string | null | undefined,
  campaign: Campaign,
  week: number,
  totals: Totals,
  progress: Progress,
  reportUrl: string,
  siteUrl: string,
): RenderedEmail {
  const target = progress.target ? `${n(progress.target.min)}–${n(progress.target.max)} ${progress.target.unit}` : campaign.deliverable
  return renderEmail(
    {
      subject: `Week ${week} of your campaign · order ${campaign.number}`,
      preview: `${n(totals.views)} views so far; ${progress.daysLeft ?? '–'} days left.`,
      heading: `Your campaign, week ${week}`,
      paragraphs: [
        greeting({ name }),
        `Here is how the ${campaign.serviceName} (${campaign.packageName}) for ${video(campaign)} is doing.`,
        `So far: ${figures(totals, campaign.currency)}`,
        `The package aims for ${target}${progress.percent === null ? '' : `; that is ${progress.percent}% of the low end`}. ${progress.daysLeft ?? 0} days left. Pace: ${PACE_LABELS[progress.pace].toLowerCase()}.`,
      ],
      action: { label: 'See the daily figures', url: reportUrl },
      footnote: 'You get this email once a week while your campaign runs. Results are estimates, not guarantees.',
    },
    siteUrl,
  )
}

/** The final report email when a campaign completes. */
export function finalReportMessage(
  name: string | null | undefined,
  campaign: Campaign,
  totals: Totals,
  progress: Progress,
  reportUrl: string,
  siteUrl: string,
): RenderedEmail {
  const shortfall = deliveryShortfall(campaign.deliverable, totals.views)
  const remedy = remedySentence(campaign.remedy, campaign.remedyNote)
  const outcome = shortfall
    ? [`It ended below what the package promises: ${shortfallSentence(shortfall)}`, ...(remedy ? [remedy] : [])]
    : [
        progress.percent === null
          ? `The package aimed for ${campaign.deliverable}.`
          : `The package aimed for ${campaign.deliverable}: the campaign delivered ${progress.percent}% of the low end.`,
      ]
  const ran = progress.day === null ? '' : ` after ${progress.day} ${progress.day === 1 ? 'day' : 'days'}`
  return renderEmail(
    {
      subject: `Your campaign report · order ${campaign.number}`,
      preview: `${n(totals.views)} views delivered for ${video(campaign)}.`,
      heading: 'Your campaign report',
      paragraphs: [
        greeting({ name }),
        `The ${campaign.serviceName} (${campaign.packageName}) for ${video(campaign)} has finished${ran}.`,
        totals.views || totals.impressions
          ? `In total: ${figures(totals, campaign.currency)}`
          : 'No delivery was recorded for this campaign; the report explains why.',
        ...outcome,
        'The report compares these figures with YouTube’s public view counter before, during and after the campaign, and lets you download the daily figures as CSV.',
      ],
      action: { label: 'Open the report', url: reportUrl },
      footnote: 'We keep recording your video’s public views for 14 days after the campaign.',
    },
    siteUrl,
  )
}
