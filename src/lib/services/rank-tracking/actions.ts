'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireUser } from '@/lib/data/session'
import { errorState, parseForm, type FormState } from '@/lib/forms'
import { RANK_TRACKING_PAGE } from '@/tools/rank-tracking/rank'
import { rankKeywordSchema, rankTrackerActionSchema } from '@/tools/rank-tracking/schema'

import { addRankKeyword, removeRankKeyword, setRankAlerts } from './trackers'

/** The rank tracking forms (decision 023): add a keyword, remove one, switch its emails. They work without JavaScript. */

export async function addRankKeywordAction(_state: FormState, form: FormData): Promise<FormState> {
  const parsed = parseForm(rankKeywordSchema, form)
  if (!parsed.ok) return parsed.state
  const user = await requireUser(RANK_TRACKING_PAGE)
  const outcome = await addRankKeyword(user, parsed.data.videoId, parsed.data.keyword)
  if ('field' in outcome) return errorState(outcome.message, form, { [outcome.field]: outcome.message })
  revalidatePath(RANK_TRACKING_PAGE)
  return {
    status: 'success',
    message: `Tracking “${parsed.data.keyword}”: its first check comes within the hour.`,
    values: { videoId: parsed.data.videoId },
  }
}

/** Remove, or alerts on/off: the form names the keyword's record; another user's is simply not found. */
export async function changeRankKeywordAction(form: FormData): Promise<never> {
  const parsed = rankTrackerActionSchema.safeParse(Object.fromEntries(form))
  const back = String(form.get('back') ?? '').startsWith('/dashboard/channel/') ? String(form.get('back')) : RANK_TRACKING_PAGE
  if (!parsed.success) redirect(back)
  const user = await requireUser(back)
  const { tracker, alerts } = parsed.data
  const done = alerts ? await setRankAlerts(user, tracker, alerts === 'on') : await removeRankKeyword(user, tracker)
  revalidatePath(RANK_TRACKING_PAGE)
  redirect(`${back}${back.includes('?') ? '&' : '?'}rank=${done ? (alerts ? `alerts-${alerts}` : 'removed') : 'not-found'}`)
}
