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
  await payload.updateGlobal({
    slug: 'privacy-policy',
    data: { content: content as never, effectiveDate: page.effectiveDate },
    depth: 0,
    req,
    context: { disableRevalidate: true },
  })
  return 'updated'
}
