import type { Payload, PayloadRequest } from 'payload'

import { markdownToLexical } from './lexical'
import { loadLegalPage } from './load'

/**
 * Brings a live privacy policy up to date with a change of what the app does, when staff have not
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

/** Saves the updated policy with the seeded Markdown's effective date (the date of the change). */
async function savePolicy(payload: Payload, req: PayloadRequest, content: { root: Node }, effectiveDate: string) {
  await payload.updateGlobal({
    slug: 'privacy-policy',
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
  await savePolicy(payload, req, content, page.effectiveDate)
  return 'updated'
}

const SUBSCRIPTION_HEADING = 'Blog subscription'
const SUBSCRIPTION_RETENTION = 'Blog subscription:'
const BEFORE_SECTION = 'Why we use your data and our legal bases'
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
  await savePolicy(payload, req, content, page.effectiveDate)
  return 'updated'
}
