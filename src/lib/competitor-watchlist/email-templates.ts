import { renderEmail, type RenderedEmail } from '@/emails/render'
import { greeting } from '@/emails/templates'
import { formatAge, formatScore } from '@/tools/competitor-watchlist/outlier'

export type DigestOutlier = { videoId: string; title: string; channel: string; views: number; score: number; publishedAt: string }

/** The Monday email of the week's top outliers across a customer's watchlist (decision 024). */
export function watchlistDigestMessage(
  name: string | null | undefined,
  outliers: DigestOutlier[],
  links: { page: string; settings: string },
  now: Date,
  siteUrl: string,
): RenderedEmail {
  const [top] = outliers
  return renderEmail(
    {
      subject: `This week’s outliers: “${top!.title}” and ${outliers.length - 1} more`,
      preview: `${top!.channel}: ${formatScore(top!.score)}.`,
      heading: 'The week’s outliers on your watchlist',
      paragraphs: [
        greeting({ name }),
        'These recent uploads of the channels you watch beat their channel’s usual views the most this week. Their titles and thumbnails are what worked.',
      ],
      items: outliers.map((outlier) => ({
        title: outlier.title,
        url: `https://www.youtube.com/watch?v=${outlier.videoId}`,
        summary: `${outlier.channel} · ${formatScore(outlier.score)} · ${outlier.views.toLocaleString('en-US')} views · ${formatAge(outlier.publishedAt, now)}`,
      })),
      action: { label: 'See every outlier', url: links.page },
      footnote: 'You get this email on Mondays while you watch channels on TubeLift and one of them had an outlier.',
      footerLinks: [{ label: 'Stop these emails', url: links.settings }],
    },
    siteUrl,
  )
}
