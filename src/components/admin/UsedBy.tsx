import Link from 'next/link'
import type { CollectionSlug, ServerComponentProps } from 'payload'

import { usageOf } from '@/hooks/deleteRules'

import { fieldLabel, ReadOnlyValue } from './ReadOnlyValue'

/** How many referrers of each collection the panel links to. */
const LISTED = 25

/**
 * The documents that keep this one from being deleted (docs/delete-rules.md), linked to their edit
 * views: a refused delete's toast cannot hold links, so its message points here.
 */
export async function UsedBy({ id, collectionSlug, field, req }: ServerComponentProps) {
  if (id === undefined) return null
  const { groups, instead } = await usageOf(req, collectionSlug as CollectionSlug, id)
  return (
    <ReadOnlyValue label={fieldLabel(field)}>
      {groups.length === 0 ? (
        <p style={{ margin: 0 }}>Nothing uses it: it can be deleted.</p>
      ) : (
        <div data-testid="used-by">
          {groups.map((group) => (
            <section key={group.label} aria-label={`${group.total} ${group.label}`}>
              <p style={{ margin: '0 0 calc(var(--base) / 4)' }}>
                {group.total} {group.label}:
              </p>
              <ul style={{ margin: '0 0 calc(var(--base) / 2)', paddingLeft: '1.25em' }}>
                {group.docs.slice(0, LISTED).map((doc) => (
                  <li key={`${doc.collection}-${doc.id}`}>
                    <Link href={doc.url}>{doc.title}</Link>
                    {doc.status === 'draft' ? ' (draft)' : null}
                  </li>
                ))}
                {group.total > LISTED ? <li>and {group.total - LISTED} more</li> : null}
              </ul>
            </section>
          ))}
          <p style={{ margin: 0 }}>{instead ?? 'Remove it from these before deleting it.'}</p>
        </div>
      )}
    </ReadOnlyValue>
  )
}
