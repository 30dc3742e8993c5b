'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { getCurrentUser } from '@/lib/data/session'
import { payloadClient } from '@/lib/payload/client'

/** What the tools' server actions answer: a message for the page, success or not. */
export type ActionResult = { ok: true; message: string } | { ok: false; message: string }

const deletable = z.enum(['keyword-lists', 'keyword-searches', 'seo-reports', 'thumbnail-downloads', 'thumbnail-designs'])

/** Deletes one of the user's own documents; access control refuses anyone else's. */
export async function deleteSaved(collection: z.infer<typeof deletable>, id: number | string, path: string): Promise<ActionResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, message: 'Sign in first.' }
  const target = deletable.safeParse(collection)
  if (!target.success) return { ok: false, message: 'This cannot be deleted.' }
  const payload = await payloadClient()
  try {
    await payload.delete({ collection: target.data, id, user, overrideAccess: false, depth: 0 })
  } catch {
    return { ok: false, message: 'This item no longer exists.' }
  }
  if (path.startsWith('/dashboard')) revalidatePath(path)
  return { ok: true, message: 'Deleted.' }
}
