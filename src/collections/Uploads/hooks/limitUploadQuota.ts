import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { lockUntilCommit } from '@/lib/postgres-locks'
import { isStaffUser } from '@/lib/roles'

/** What one customer may keep in their uploads: enough for many designs, not a free file host. */
export const UPLOAD_QUOTA = { files: 200, bytes: 200 * 1024 * 1024 }

/**
 * Refuses a customer's new upload (413) once it would pass their file count or total size. On
 * PostgreSQL one customer's uploads are counted one at a time (an advisory lock held until the
 * upload is saved), so two at once cannot both fit in the last free space.
 */
export const limitUploadQuota: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' || !req.user || isStaffUser(req.user)) return args
  await lockUntilCommit(req, 'uploads', String(req.user.id))
  const { docs } = await req.payload.find({
    collection: 'uploads',
    where: { owner: { equals: req.user.id } },
    select: { filesize: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const used = docs.reduce((total, doc) => total + (doc.filesize ?? 0), 0)
  if (docs.length >= UPLOAD_QUOTA.files || used + (req.file?.size ?? 0) > UPLOAD_QUOTA.bytes) {
    throw new APIError(
      `You can keep at most ${UPLOAD_QUOTA.files} images and ${UPLOAD_QUOTA.bytes / 1024 / 1024} MB of uploads. Delete some to upload more.`,
      413,
      undefined,
      true,
    )
  }
  return args
}
