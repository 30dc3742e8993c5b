'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireUser } from '@/lib/data/session'
import { errorState, parseForm, type FormState } from '@/lib/forms'
import { CHANNEL_NOTICES } from '@/tools/channel/notices'
import { videoChangeActionSchema, snippetEditSchema } from '@/tools/channel/schema'

import { applySnippetChange, reviewPage, reviewSnippetChange, undoSnippetChange, videoPage } from './snippet-changes'

/** The forms of a video's fix (decision 021): review, apply, undo. They work without JavaScript. */

const AUDIT = '/dashboard/channel/audit'

/** The edit form: a mistake is shown next to its field, a refusal above the form, a change goes to its review. */
export async function reviewSnippetAction(_state: FormState, form: FormData): Promise<FormState> {
  const parsed = parseForm(snippetEditSchema, form)
  if (!parsed.ok) return parsed.state
  const { videoId, ...edit } = parsed.data
  const user = await requireUser(videoPage(videoId))
  const outcome = await reviewSnippetChange(user, videoId, edit)
  if ('change' in outcome) redirect(reviewPage(videoId, outcome.change))
  return errorState('notice' in outcome ? CHANNEL_NOTICES[outcome.notice].text : CHANNEL_NOTICES.change_expired.text, form)
}

/** The video a change form names (checked as its owner by the service); the audit when it is malformed. */
function changeForm(form: FormData): { change: number; videoId: string } | null {
  const parsed = videoChangeActionSchema.safeParse(Object.fromEntries(form))
  return parsed.success ? parsed.data : null
}

export async function applySnippetAction(form: FormData): Promise<never> {
  const target = changeForm(form)
  if (!target) redirect(AUDIT)
  const user = await requireUser(reviewPage(target.videoId, target.change))
  const outcome = await applySnippetChange(user, target.change)
  if ('consentUrl' in outcome) redirect(outcome.consentUrl)
  revalidatePath(videoPage(target.videoId))
  const notice = 'notice' in outcome ? outcome.notice : 'change_expired'
  redirect(
    notice === 'applied' ? `${videoPage(target.videoId)}?status=applied` : `${reviewPage(target.videoId, target.change)}&status=${notice}`,
  )
}

export async function undoSnippetAction(form: FormData): Promise<never> {
  const target = changeForm(form)
  if (!target) redirect(AUDIT)
  const user = await requireUser(videoPage(target.videoId))
  const outcome = await undoSnippetChange(user, target.change)
  revalidatePath(videoPage(target.videoId))
  redirect(`${videoPage(target.videoId)}?status=${'notice' in outcome ? outcome.notice : 'change_expired'}`)
}
