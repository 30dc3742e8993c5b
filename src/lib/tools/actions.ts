'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import { payloadClient } from '@/lib/payload/client'
import { getCurrentUser } from '@/lib/data/session'
import { keywordListSchema } from '@/tools/keyword-explorer/schema'

/** Saving and deleting what the tools remember, for the signed-in user only. */

export type ActionResult = { ok: true; message: string } | { ok: false; message: string }

export async function saveKeywordList(input: z.input<typeof keywordListSchema>): Promise<ActionResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, message: 'Sign in to save keyword lists.' }
  const parsed = keywordListSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'This list cannot be saved.' }
  const payload = await payloadClient()
  await payload.create({ collection: 'keyword-lists', data: parsed.data as never, user, overrideAccess: false, depth: 0 })
  revalidatePath('/dashboard/keyword-explorer')
  return { ok: true, message: `Saved “${parsed.data.name}” with ${parsed.data.keywords.length} keywords.` }
}

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
