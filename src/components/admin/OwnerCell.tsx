import type { DefaultServerCellComponentProps, ServerComponentProps } from 'payload'

import { ownerLabel } from '@/lib/data/owners'

import { fieldLabel, ReadOnlyValue } from './ReadOnlyValue'

/**
 * The owner of a saved tool result, by name and email. Editors may read these records but not user
 * accounts, so Payload's own relationship cell shows "Untitled - ID: 6"; the lookup here runs on the
 * server for staff who can already see the record (src/lib/data/owners.ts: one query per list).
 */
const ownerId = (value: unknown) =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: number | string }).id
    : (value as number | string | null | undefined)

export async function OwnerCell({ cellData }: DefaultServerCellComponentProps) {
  return <span>{await ownerLabel(ownerId(cellData))}</span>
}

export async function OwnerField({ data, field }: ServerComponentProps) {
  return <ReadOnlyValue label={fieldLabel(field)}>{await ownerLabel(ownerId((data as { owner?: unknown }).owner))}</ReadOnlyValue>
}
