import type { Payload, PayloadRequest } from 'payload'

import { markdownToLexical, parseMarkdown } from './lexical'
import { loadLegalPage, type LegalSlug } from './load'

/**
 * Brings the live legal pages up to date with a change of what the app does, when staff have not
 * reworded the part that changed: the legal pages are theirs to edit, so a reworded paragraph is
 * left alone and the log says what to update by hand.
 */

type Node = { type?: string; text?: string; value?: unknown; children?: Node[] }

const plainText = (node: Node): string => (node.type === 'text' ? (node.text ?? '') : (node.children ?? []).map(plainText).join(''))

function findListItem(node: Node, matches: (text: string) => boolean): { list: Node; index: number } | null {
  const children = node.children ?? []
  for (const [index, child] of children.entries()) {
    if (node.type === 'list' && child.type === 'listitem' && matches(plainText(child))) return { list: node, index }
    const found = findListItem(child, matches)
    if (found) return found
  }
  return null
}

/** Saves the updated page with the seeded Markdown's effective date (the date of the change). */
async function saveLegalPage(payload: Payload, req: PayloadRequest, slug: LegalSlug, content: { root: Node }, effectiveDate: string) {
  await payload.updateGlobal({
    slug,
    data: { content: content as never, effectiveDate },
    depth: 0,
    req,
    context: { disableRevalidate: true },
  })
}

/** The retention paragraph on deleted accounts as published on 2026-11-01, before deletion removed everything at once. */
const ACCOUNT_DELETION_BEFORE =
  'Account data and saved designs: for as long as your account is open. When you delete your account, we delete your profile, designs and uploaded images within 30 days.'
const ACCOUNT_DELETION_NOW = 'Account data and everything saved with it:'

/** docs/delete-rules.md: deleting an account deletes everything the customer saved, at once. */
export async function updateAccountDeletionClause(payload: Payload, req: PayloadRequest): Promise<'updated' | 'reworded' | 'not seeded'> {
  const current = await payload.findGlobal({ slug: 'privacy-policy', depth: 0, req })
  // An empty policy is written whole from the current Markdown when the site is seeded.
  if (!current.content) return 'not seeded'
  const page = await loadLegalPage('privacy-policy')
  const seeded = findListItem(markdownToLexical(page.body, []).root as Node, (text) => text.startsWith(ACCOUNT_DELETION_NOW))
  const content = structuredClone(current.content) as { root: Node }
  const live = findListItem(content.root, (text) => text === ACCOUNT_DELETION_BEFORE)
  if (!seeded || !live) {
    payload.logger.warn(
      'The privacy policy’s paragraph on deleted accounts was reworded, so it was left as it is: say there that deleting an ' +
        'account deletes everything saved with it at once (see src/seed/content/legal/privacy-policy.md, "How long we keep data").',
    )
    return 'reworded'
  }
  const replaced = seeded.list.children![seeded.index]!
  live.list.children![live.index] = { ...replaced, value: live.list.children![live.index]!.value }
  await saveLegalPage(payload, req, 'privacy-policy', content, page.effectiveDate)
  return 'updated'
}

const SUBSCRIPTION_HEADING = 'Blog subscription'
const SUBSCRIPTION_RETENTION = 'Blog subscription:'
// The seeded policy puts the section in front of this heading, so a migrated one reads the same.
const BEFORE_SECTION = 'Technical and error data'
const AFTER_RETENTION = 'Verification and password reset links:'

/**
 * Decision 018: the policy says what a blog subscription keeps and for how long. The section and the
 * retention line are added from the seeded Markdown where the policy still has the headings they go
 * beside; a policy that already mentions subscriptions, or was reorganised, is left alone.
 */
export async function addSubscriptionClauses(payload: Payload, req: PayloadRequest): Promise<'updated' | 'reworded' | 'not seeded'> {
  const current = await payload.findGlobal({ slug: 'privacy-policy', depth: 0, req })
  if (!current.content) return 'not seeded'
  const content = structuredClone(current.content) as { root: Node }
  const page = await loadLegalPage('privacy-policy')
  const seeded = markdownToLexical(page.body, []).root as Node
  const sectionAt = (seeded.children ?? []).findIndex((node) => node.type === 'heading' && plainText(node) === SUBSCRIPTION_HEADING)
  const retention = findListItem(seeded, (text) => text.startsWith(SUBSCRIPTION_RETENTION))
  const liveChildren = content.root.children ?? []
  const before = liveChildren.findIndex((node) => node.type === 'heading' && plainText(node) === BEFORE_SECTION)
  const after = findListItem(content.root, (text) => text.startsWith(AFTER_RETENTION))
  const mentioned = liveChildren.some((node) => plainText(node).includes(SUBSCRIPTION_HEADING))
  if (sectionAt < 0 || !retention || before < 0 || !after || mentioned) {
    payload.logger.warn(
      'The privacy policy was reworded, so the blog subscription text was not added: add it by hand from ' +
        'src/seed/content/legal/privacy-policy.md ("Blog subscription", and its line under "How long we keep data").',
    )
    return 'reworded'
  }
  liveChildren.splice(before, 0, ...(seeded.children ?? []).slice(sectionAt, sectionAt + 2))
  const item = retention.list.children![retention.index]!
  after.list.children!.splice(after.index + 1, 0, {
    ...item,
    value: Number(after.list.children![after.index]!.value ?? after.index + 1) + 1,
  })
  await saveLegalPage(payload, req, 'privacy-policy', content, page.effectiveDate)
  return 'updated'
}

/** A section of a legal page as earlier seeds wrote it: the heading it sits under and each earlier body in Markdown. */
type EarlierSection = { slug: LegalSlug; heading: string; bodies: string[]; change: string }

/**
 * The sections the current seeds reworded after they were first written on 2026-11-01 (git log -p
 * src/seed/content/legal), other than the two privacy clauses above, which have migrations of their own.
 */
export const EARLIER_SECTIONS: EarlierSection[] = [
  {
    slug: 'privacy-policy',
    heading: 'YouTube API Services',
    change: 'what a connected channel lets TubeLift read and change, how long it is kept and how to revoke it (issues 33, 34)',
    bodies: [
      'Our keyword explorer, SEO analyzer and thumbnail downloader use **YouTube API Services** to fetch public information about videos and searches. ' +
        'By using those features you are also subject to [Google’s Privacy Policy](https://policies.google.com/privacy). ' +
        'TubeLift doesn’t ask you to connect your YouTube channel and cannot access private data in your Google account. ' +
        'We use the public details we fetch only to produce your results and don’t keep them in our database.',
      // As the channel connection (issue 33) worded it, before applying fixes asked for the write scope.
      `Our keyword explorer, SEO analyzer and thumbnail downloader use **YouTube API Services** to fetch public information about videos and searches. By using those features you are also subject to [Google’s Privacy Policy](https://policies.google.com/privacy). We use the public details we fetch only to produce your results.

**If you connect your YouTube channel** (Your channel, in the dashboard), Google asks you to let TubeLift read it, and only read it: the channel’s name, picture, subscriber, view and video counts; your uploads’ titles, descriptions, tags, durations, captions status and public figures, to score their SEO; and, from YouTube Analytics, your views, watch time and subscribers gained per day for the last 28 days. We keep Google’s lasting access token encrypted and never show it to anyone, staff included. We refresh what we fetched every day and delete it when it could not be refreshed for 30 days. **Disconnecting** the channel revokes our access at Google and deletes everything we fetched from it at once; deleting your account does the same. You can also remove TubeLift’s access at any time at [myaccount.google.com/permissions](https://myaccount.google.com/permissions).`,
    ],
  },
  {
    slug: 'terms-of-service',
    heading: 'YouTube API Services',
    change: 'what connecting a channel allows and how to disconnect it or revoke the access (issues 33, 34)',
    bodies: [
      'Several tools use YouTube API Services. By using TubeLift, you agree to be bound by the [YouTube Terms of Service](https://www.youtube.com/t/terms). ' +
        'See also the [Google Privacy Policy](https://policies.google.com/privacy). Downloading a thumbnail doesn’t give you any rights in it.',
      `Several tools use YouTube API Services. By using TubeLift, you agree to be bound by the [YouTube Terms of Service](https://www.youtube.com/t/terms). See also the [Google Privacy Policy](https://policies.google.com/privacy). Downloading a thumbnail doesn’t give you any rights in it. Connecting your YouTube channel lets TubeLift read it as described in our privacy policy; you can disconnect it here, or revoke the access at [myaccount.google.com/permissions](https://myaccount.google.com/permissions), at any time.`,
    ],
  },
  {
    slug: 'terms-of-service',
    heading: 'Cancellations and refunds',
    change: 'the three refund rules and the credit note (issue 35)',
    bodies: [
      `- **Before a campaign starts:** you can cancel at any time and we will refund the full amount you paid.
- **While a campaign is running:** you can ask us to stop it. We will end the ads promptly and refund, pro rata, the part of the campaign not yet delivered.
- **After a campaign is completed:** no refund is available, because the advertising you paid for has been delivered.

UK consumers normally have 14 days to cancel a service contract; by asking us to start within that period, you agree to pay for the part delivered before you cancel. To cancel, email [support@tubelift.dev](mailto:support@tubelift.dev) with your order number. Refunds go to your original payment method within 5 to 10 business days. Nothing here affects your statutory rights.`,
    ],
  },
]

export type SectionOutcome = { slug: LegalSlug; heading: string; outcome: 'updated' | 'up to date' | 'reworded' | 'not seeded' }

/** What a block says and where its links go: formatting and how the editor split the text do not count. */
const wording = (node: Node): string => {
  const inner = (node.children ?? []).map(wording).join('')
  if (node.type === 'text') return node.text ?? ''
  if (node.type === 'link') return `[${inner}](${(node as { fields?: { url?: string } }).fields?.url ?? ''})`
  return node.type === 'listitem' ? `${inner}\n` : inner
}

/** The blocks between a heading and the next heading of any level: where the section starts and its wording. */
function sectionBody(blocks: Node[], heading: string): { start: number; wordings: string[] } | null {
  const at = blocks.findIndex((node) => node.type === 'heading' && plainText(node) === heading)
  if (at < 0) return null
  const end = blocks.findIndex((node, index) => index > at && node.type === 'heading')
  return { start: at + 1, wordings: blocks.slice(at + 1, end < 0 ? blocks.length : end).map(wording) }
}

const sameWording = (a: string[], b: string[]) => a.length === b.length && a.every((text, index) => text === b[index])

/** Gives a live page the seeded wording of one section, if the section still reads as the earlier seed wrote it. */
function rewordSection(live: Node[], seeded: Node[], { slug, heading, bodies }: EarlierSection): 'updated' | 'up to date' | 'reworded' {
  const now = sectionBody(seeded, heading)
  if (!now) throw new Error(`src/seed/content/legal/${slug}.md has no heading “${heading}”: update EARLIER_SECTIONS with it.`)
  const there = sectionBody(live, heading)
  if (there && sameWording(there.wordings, now.wordings)) return 'up to date'
  const earlier = bodies.map((body) => ((markdownToLexical(parseMarkdown(body), []).root as Node).children ?? []).map(wording))
  if (!there || !earlier.some((wordings) => sameWording(there.wordings, wordings))) return 'reworded'
  live.splice(there.start, there.wordings.length, ...structuredClone(seeded.slice(now.start, now.start + now.wordings.length)))
  return 'updated'
}

/**
 * Rewrites each section still worded as an earlier seed wrote it with the current seed's wording, and
 * bumps the page's effective date; a section staff reworded is left alone with a warning naming the
 * change to make by hand. Running it again changes nothing.
 */
export async function updateLegalSections(payload: Payload, req: PayloadRequest, sections = EARLIER_SECTIONS): Promise<SectionOutcome[]> {
  const outcomes: SectionOutcome[] = []
  for (const slug of new Set(sections.map((section) => section.slug))) {
    const current = await payload.findGlobal({ slug, depth: 0, req })
    const page = await loadLegalPage(slug)
    const seeded = (markdownToLexical(page.body, []).root as Node).children ?? []
    // An empty page is written whole from the current Markdown when the site is seeded.
    const content = current.content ? (structuredClone(current.content) as { root: Node }) : null
    for (const section of sections.filter((earlier) => earlier.slug === slug)) {
      const outcome = content ? rewordSection(content.root.children ?? [], seeded, section) : 'not seeded'
      if (outcome === 'reworded')
        payload.logger.warn(
          `The ${current.title} was reworded under “${section.heading}”, so that section was left as it is: add ` +
            `${section.change} by hand from src/seed/content/legal/${slug}.md.`,
        )
      outcomes.push({ slug, heading: section.heading, outcome })
    }
    if (content && outcomes.some((done) => done.slug === slug && done.outcome === 'updated'))
      await saveLegalPage(payload, req, slug, content, page.effectiveDate)
  }
  payload.logger.info(`Legal pages: ${outcomes.map(({ slug, heading, outcome }) => `${slug} “${heading}” ${outcome}`).join('; ')}.`)
  return outcomes
}
