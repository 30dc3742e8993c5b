'use server'

import { revalidatePath } from 'next/cache'
import type { z } from 'zod'

import { getCurrentUser } from '@/lib/data/session'
import { createOwned } from '@/lib/services/owned'
import { keywordListSchema } from '@/tools/keyword-explorer/schema'

import type { ActionResult } from '@/lib/services/tools'

/** Saves a keyword list for the signed-in user only. */
export async function saveKeywordList(input: z.input<typeof keywordListSchema>): Promise<ActionResult> {
  const user = await getCurrentUser()
  if (!user) return { ok: false, message: 'Sign in to save keyword lists.' }
  const parsed = keywordListSchema.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'This list cannot be saved.' }
  await createOwned(user, 'keyword-lists', parsed.data)
  revalidatePath('/dashboard/keyword-explorer')
  return { ok: true, message: `Saved “${parsed.data.name}” with ${parsed.data.keywords.length} keywords.` }
}
