import { renderEmail, type RenderedEmail } from '@/emails/render'
import { greeting } from '@/emails/templates'
import { TOP_BAND, type Position } from '@/tools/rank-tracking/rank'

export type TopBandEmail = {
  name?: string | null
  keyword: string
  videoTitle: string
  move: 'entered' | 'left'
  position: Position
  previous: Position
  pageUrl: string
}

const place = (position: Position) => (position === null ? 'outside the top 50' : `#${position}`)

/** The email sent when a tracked video enters or leaves the top 10 for a keyword (decision 023). */
export function topBandMessage(email: TopBandEmail, siteUrl: string): RenderedEmail {
  const entered = email.move === 'entered'
  const headline = entered
    ? `“${email.videoTitle}” is in the top ${TOP_BAND} for “${email.keyword}”`
    : `“${email.videoTitle}” left the top ${TOP_BAND} for “${email.keyword}”`
  return renderEmail(
    {
      subject: entered ? `Top ${TOP_BAND}: ${email.keyword} (${place(email.position)})` : `Out of the top ${TOP_BAND}: ${email.keyword}`,
      preview: `YouTube search for “${email.keyword}”: ${place(email.previous)} → ${place(email.position)}`,
      heading: headline,
      paragraphs: [
        greeting({ name: email.name ?? null }),
        `In today’s check of YouTube search for “${email.keyword}”, your video moved from ${place(email.previous)} to ${place(email.position)}.`,
        entered
          ? 'Searches show the first results to most viewers: this is when a keyword starts bringing views.'
          : 'A new title, description or thumbnail can win it back; the SEO analyzer shows what to improve.',
      ],
      action: { label: 'See the rankings', url: email.pageUrl },
      footnote: 'You get this email for keywords you track with top-10 alerts on.',
      footerLinks: [{ label: 'Turn off top-10 alerts', url: email.pageUrl }],
    },
    siteUrl,
  )
}
