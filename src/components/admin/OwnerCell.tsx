import type { DefaultServerCellComponentProps, ServerComponentProps } from 'payload'

import { fieldLabel, ReadOnlyValue } from './ReadOnlyValue'

/**
 * The owner of a saved tool result, by name and email. Editors may read these records but not user
 * accounts, so Payload's own relationship cell shows "Untitled - ID: 6"; the lookup here runs on the
 * server for staff who can already see the record.
 */
async function ownerLabel(payload: ServerComponentProps['payload'], value: unknown): Promise<string> {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: number | string }).id : (value as number | string | null | undefined)
  if (id === null || id === undefined || id === '') return '—'
  const { docs } = await payload.find({ collection: 'users', where: { id: { equals: id } }, select: { name: true, email: true }, limit: 1, pagination: false, depth: 0, overrideAccess: true })
  return docs[0] ? `${docs[0].name} · ${docs[0].email}` : `Deleted account (ID ${id})`
}

export async function OwnerCell({ cellData, payload }: DefaultServerCellComponentProps) {
  return <span>{await ownerLabel(payload, cellData)}</span>
}

export async function OwnerField({ data, field, payload }: ServerComponentProps) {
  return <ReadOnlyValue label={fieldLabel(field)}>{await ownerLabel(payload, (data as { owner?: unknown }).owner)}</ReadOnlyValue>
}
