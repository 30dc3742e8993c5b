'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireUser } from '@/lib/data/session'
import { env } from '@/lib/env'
import { errorState, formValues, parseForm, type FormState } from '@/lib/forms'
import { ADD_REFUSALS } from '@/tools/competitor-watchlist/messages'
import { watchlistAddSchema, watchlistDigestSchema, watchlistRemoveSchema } from '@/tools/competitor-watchlist/schema'

import { addWatchedChannel, removeWatchedChannel, setWatchlistDigest } from './watchlist'

/** The competitor watchlist's forms (decision 024); they work without JavaScript. */

const COMPETITORS_PAGE = '/dashboard/channel/competitors'

/** Add: a mistake or a refusal about the channel is shown next to the field, a YouTube problem above the form. */
export async function addWatchedChannelAction(_state: FormState, form: FormData): Promise<FormState> {
  const parsed = parseForm(watchlistAddSchema, form)
  if (!parsed.ok) return parsed.state
  const user = await requireUser(COMPETITORS_PAGE)
  const outcome = await addWatchedChannel(user, parsed.data.channel)
  if ('refused' in outcome) {
    const refusal = ADD_REFUSALS[outcome.refused]
    const text = refusal.text(outcome.title, env.COMPETITOR_WATCHLIST_LIMIT)
    return refusal.field ? { status: 'error', fieldErrors: { channel: text }, values: formValues(form) } : errorState(text, form)
  }
  revalidatePath(COMPETITORS_PAGE)
  return {
    status: 'success',
    message: `Now watching “${outcome.added.title}”. Its recent uploads are being read; outliers show here within a minute.`,
  }
}

export async function removeWatchedChannelAction(form: FormData): Promise<never> {
  const user = await requireUser(COMPETITORS_PAGE)
  const parsed = watchlistRemoveSchema.safeParse(Object.fromEntries(form))
  const removed = parsed.success ? await removeWatchedChannel(user, parsed.data.watchedChannel) : null
  revalidatePath(COMPETITORS_PAGE)
  redirect(removed ? `${COMPETITORS_PAGE}?status=removed` : COMPETITORS_PAGE)
}

export async function watchlistDigestAction(form: FormData): Promise<never> {
  const user = await requireUser(COMPETITORS_PAGE)
  const parsed = watchlistDigestSchema.safeParse(Object.fromEntries(form))
  const wanted = parsed.success && parsed.data.weeklyDigest === 'on'
  await setWatchlistDigest(user, wanted)
  revalidatePath(COMPETITORS_PAGE)
  redirect(`${COMPETITORS_PAGE}?status=${wanted ? 'digest_on' : 'digest_off'}#digest`)
}
