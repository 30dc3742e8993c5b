import { APIError } from 'payload'

/** A document that keeps another from being deleted, as named in a refusal and linked in the admin. */
export type Referrer = {
  collection: string
  id: number | string
  title: string
  /** Drafts-enabled collections: whether the published document or only its draft points. */
  status?: 'published' | 'draft'
  /** Its edit view in the admin. */
  url: string
}

/** The referrers found through one pointer: `total` may exceed the documents listed. */
export type ReferrerGroup = { label: string; docs: Referrer[]; total: number }

/** How many referrers a message names; the admin's "Used by" panel lists more. */
const NAMED = 5

const quoted = (referrer: Referrer) => `“${referrer.title}”${referrer.status === 'draft' ? ' (draft)' : ''}`

function groupText({ label, docs, total }: ReferrerGroup): string {
  const named = docs.slice(0, NAMED).map(quoted).join(', ')
  const more = total - Math.min(docs.length, NAMED)
  return `${total} ${label}: ${named}${more > 0 ? ` and ${more} more` : ''}`
}

/**
 * The message of a refused delete: what was refused, why (what uses it, or what it is), and what
 * to do instead. The toast the admin shows cannot hold links, so it points at the panel that has them.
 */
export function refusalMessage({
  what,
  groups = [],
  reason,
  instead,
  forStaff = true,
}: {
  what: string
  groups?: ReferrerGroup[]
  reason?: string | null
  instead?: string
  /** Staff are pointed at the admin's panel; a customer (deleting their own upload) is not. */
  forStaff?: boolean
}): string {
  const parts = [`Cannot delete ${what}:`]
  if (reason) parts.push(reason)
  if (groups.length > 0) {
    parts.push(`it is used by ${groups.map(groupText).join('; ')}.`)
    parts.push(instead ?? `Remove it from them first${forStaff ? ': they are linked under “Used by” on its page in the admin' : ''}.`)
  } else if (instead) parts.push(instead)
  return parts.join(' ')
}

/** A refused delete: a 409 whose message names what to do, and whose data lists every referrer found. */
export class DeleteRefused extends APIError {
  constructor(message: string, groups: ReferrerGroup[] = []) {
    super(message, 409, { referrers: groups.flatMap((group) => group.docs) }, true)
    // Named explicitly: a minified build renames classes, and the logging level below goes by name.
    this.name = 'DeleteRefused'
  }
}
