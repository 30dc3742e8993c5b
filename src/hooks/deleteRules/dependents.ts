import { APIError, type PayloadRequest } from 'payload'

import type { Doc } from './referrers'
import type { Pointer } from './rules'

const sameId = (value: unknown, id: number | string) =>
  String(value && typeof value === 'object' ? (value as { id?: unknown }).id : value) === String(id)

/**
 * `value` (a field's value, or a row of an array or group) with every reference to `id` at `path`
 * cleared: a single reference becomes null, a list of references loses it.
 */
export function withoutReference(value: unknown, path: string[], id: number | string): unknown {
  if (path.length === 0) {
    if (Array.isArray(value)) return value.filter((item) => !sameId(item, id))
    return value !== null && value !== undefined && sameId(value, id) ? null : value
  }
  const [head, ...rest] = path as [string, ...string[]]
  if (Array.isArray(value)) return value.map((row) => withoutReference(row, path, id))
  if (value && typeof value === 'object') {
    const row = value as Record<string, unknown>
    return { ...row, [head]: withoutReference(row[head], rest, id) }
  }
  return value
}

/** Deletes the documents of `pointer.from` that point at `id`, through their own rules; any refused aborts the whole delete. */
export async function deleteDependents(req: PayloadRequest, pointer: Pointer, id: number | string, what: string): Promise<void> {
  const { errors } = await req.payload.delete({
    collection: pointer.from,
    where: { [pointer.field]: { equals: id } },
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (errors.length > 0) {
    const reasons = errors.map((error) => error.message).join(' ')
    throw new APIError(
      `Cannot delete ${what}: ${errors.length} of its ${pointer.from} could not be deleted with it. ${reasons}`,
      409,
      null,
      true,
    )
  }
}

/** Clears the references of `pointer.from`'s documents to `id` (and writes `pointer.set`), one document at a time. */
export async function detachDependents(req: PayloadRequest, pointer: Pointer, id: number | string): Promise<void> {
  const [top, ...rest] = pointer.field.split('.') as [string, ...string[]]
  const { docs } = await req.payload.find({
    collection: pointer.from,
    where: { [pointer.field]: { equals: id } },
    select: { [top]: true },
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  for (const doc of docs as unknown as Doc[]) {
    await req.payload.update({
      collection: pointer.from,
      id: doc.id,
      data: { [top]: withoutReference(doc[top], rest, id), ...pointer.set } as never,
      depth: 0,
      req,
      overrideAccess: true,
      // A cleared reference is bookkeeping: nobody is emailed about it.
      context: { disableEmails: true },
    })
  }
}
