import { renderEmail, type RenderedEmail } from '@/emails/render'
import type { DigestPost } from '@/tools/subscriptions/digest'

import { CONFIRM_LINK_HOURS, subscriptionLinks } from './links'

type Links = { preferences: string }

// A link that unsubscribes on GET would be followed by mail scanners: it opens the page that does it in one click.
const footerLinks = (links: Links) => [{ label: 'Change topics or unsubscribe', url: links.preferences }]

export function confirmSubscriptionMessage(confirmUrl: string, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: 'Confirm your subscription to the TubeLift blog',
      preview: 'One click and the weekly digest of new guides is yours.',
      heading: 'Confirm your subscription',
      paragraphs: [
        'Someone (hopefully you) asked to receive the TubeLift blog by email: a weekly digest of new guides on growing a YouTube channel.',
        `Confirm with the button below within ${CONFIRM_LINK_HOURS} hours. Nothing is sent before you do.`,
      ],
      action: { label: 'Confirm my subscription', url: confirmUrl },
      footnote:
        'If you did not ask for this, ignore this email: you will not hear from us again, and the request is deleted within a week.',
    },
    siteUrl,
  )
}

const items = (posts: DigestPost[]) =>
  posts.map((post) => ({ title: post.title, summary: post.excerpt, url: subscriptionLinks.post(post.slug) }))

export function digestMessage(weekKey: string, posts: DigestPost[], links: Links, siteUrl: string): RenderedEmail {
  const count = posts.length === 1 ? 'One new guide' : `${posts.length} new guides`
  return renderEmail(
    {
      subject: `${count} this week on the TubeLift blog`,
      preview: posts.map((post) => post.title).join(' · '),
      heading: `This week on the blog (${weekKey})`,
      paragraphs: [`${count} for growing your channel, published this week:`],
      items: items(posts),
      footnote: 'You get this because you subscribed to the TubeLift blog. Unsubscribing takes one click and takes effect at once.',
      footerLinks: footerLinks(links),
    },
    siteUrl,
  )
}

export function postMessage(post: DigestPost, links: Links, siteUrl: string): RenderedEmail {
  return renderEmail(
    {
      subject: post.title,
      preview: post.excerpt,
      heading: post.title,
      paragraphs: [post.excerpt],
      action: { label: 'Read the guide', url: subscriptionLinks.post(post.slug) },
      footnote: 'You get this because you subscribed to the TubeLift blog. Unsubscribing takes one click and takes effect at once.',
      footerLinks: footerLinks(links),
    },
    siteUrl,
  )
}
