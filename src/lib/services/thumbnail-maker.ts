'use server'

import { randomUUID } from 'node:crypto'

import { revalidatePath } from 'next/cache'

import { payloadClient } from '@/lib/payload/client'
import { getCurrentUser } from '@/lib/data/session'
import { getDesign } from '@/lib/data/thumbnail-maker'
import { isValidationError } from '@/lib/payload-errors'
import { createOwned } from '@/lib/services/owned'
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES } from '@/tools/thumbnail-maker'
import { parseDesign } from '@/tools/thumbnail-maker/parse'
import { saveDesignSchema, type SaveDesignInput } from '@/tools/thumbnail-maker/save'
import { imageSize } from '@/tools/youtube/image-size'

/** The thumbnail maker's server side for signed-in users: designs and private image uploads. */

export type SaveResult = { ok: true; id: number | string; message: string } | { ok: false; message: string }

export async function saveDesign(input: SaveDesignInput): Promise<SaveResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, message: 'Sign in to save designs to your account.' }
  const parsed = saveDesignSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'This design cannot be saved.' }
  const design = parseDesign(parsed.data.design)
  if (!design.ok) return { ok: false, message: `This design cannot be saved: ${design.errors[0]}` }
  const payload = await payloadClient()
  const data = { name: parsed.data.name, design: design.design, preview: parsed.data.preview }
  try {
    const doc = parsed.data.id
      ? await payload.update({
          collection: 'thumbnail-designs',
          id: parsed.data.id,
          data,
          user,
          overrideAccess: false,
          depth: 0,
        })
      : await createOwned(user, 'thumbnail-designs', data)
    revalidatePath('/dashboard/thumbnail-maker')
    return { ok: true, id: doc.id, message: `Saved “${parsed.data.name}”.` }
  } catch (error) {
    if (isValidationError(error)) return { ok: false, message: error.data.errors[0]?.message ?? 'This design cannot be saved.' }
    return { ok: false, message: 'This design no longer exists, or is not yours.' }
  }
}

export async function renameDesign(id: number | string, name: string): Promise<SaveResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, message: 'Sign in first.' }
  const parsed = saveDesignSchema.shape.name.safeParse(name)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Choose another name.' }
  const payload = await payloadClient()
  try {
    await payload.update({ collection: 'thumbnail-designs', id, data: { name: parsed.data }, user, overrideAccess: false, depth: 0 })
  } catch {
    return { ok: false, message: 'This design no longer exists, or is not yours.' }
  }
  revalidatePath('/dashboard/thumbnail-maker')
  return { ok: true, id, message: `Renamed to “${parsed.data}”.` }
}

export async function duplicateDesign(id: number | string): Promise<SaveResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, message: 'Sign in first.' }
  const original = await getDesign(user, String(id))
  if (!original) return { ok: false, message: 'This design no longer exists, or is not yours.' }
  const name = `${original.name.slice(0, 73)} (copy)`
  const copy = await createOwned(user, 'thumbnail-designs', { name, design: original.design, preview: original.preview })
  revalidatePath('/dashboard/thumbnail-maker')
  return { ok: true, id: copy.id, message: `Duplicated as “${name}”.` }
}

export type UploadResult = { ok: true; src: string; width: number; height: number } | { ok: false; message: string }

/** Stores an image as the user's own upload (private to them and staff) and returns its address. */
export async function uploadImage(formData: FormData): Promise<UploadResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, message: 'Sign in to upload images to your account.' }
  const file = formData.get('file')
  if (!(file instanceof File)) return { ok: false, message: 'Choose an image to upload.' }
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return { ok: false, message: 'Use a PNG, JPEG or WebP image.' }
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: 'Use an image of at most 8 MB.' }
  const data = Buffer.from(await file.arrayBuffer())
  const size = imageSize(data)
  if (!size) return { ok: false, message: 'This file is not a readable image.' }
  const extension = file.type === 'image/jpeg' ? 'jpg' : file.type.slice('image/'.length)
  const doc = await createOwned(
    user,
    'uploads',
    {},
    { file: { data, mimetype: file.type, name: `${randomUUID()}.${extension}`, size: data.length } },
  )
  return { ok: true, src: `/api/uploads/file/${doc.filename}`, width: doc.width ?? size.width, height: doc.height ?? size.height }
}
