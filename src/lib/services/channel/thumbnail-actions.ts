'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireUser } from '@/lib/data/session'
import { videoChangeActionSchema } from '@/tools/channel/schema'

import { videoPage } from './snippet-changes'
import { applyThumbnailChange, thumbnailReviewPage, undoThumbnailChange } from './thumbnail-changes'

/** The forms of a thumbnail change (decision 022): set on YouTube, put back. They work without JavaScript. */

const AUDIT = '/dashboard/channel/audit'

function changeForm(form: FormData): { change: number; videoId: string } | null {
  const parsed = videoChangeActionSchema.safeParse(Object.fromEntries(form))
  return parsed.success ? parsed.data : null
}

export async function applyThumbnailAction(form: FormData): Promise<never> {
  const target = changeForm(form)
  if (!target) redirect(AUDIT)
  const review = thumbnailReviewPage(target.videoId, target.change)
  const user = await requireUser(review)
  const outcome = await applyThumbnailChange(user, target.change)
  if ('consentUrl' in outcome) redirect(outcome.consentUrl)
  revalidatePath(videoPage(target.videoId))
  const notice = 'notice' in outcome ? outcome.notice : 'change_expired'
  redirect(
    notice === 'thumbnail_set' ? `${videoPage(target.videoId)}?thumbnail=${notice}#thumbnail-history-title` : `${review}&status=${notice}`,
  )
}

export async function undoThumbnailAction(form: FormData): Promise<never> {
  const target = changeForm(form)
  if (!target) redirect(AUDIT)
  const user = await requireUser(videoPage(target.videoId))
  const outcome = await undoThumbnailChange(user, target.change)
  revalidatePath(videoPage(target.videoId))
  redirect(`${videoPage(target.videoId)}?thumbnail=${'notice' in outcome ? outcome.notice : 'change_expired'}#thumbnail-history-title`)
}
