'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'

import { requireUser } from '@/lib/data/session'
import { googleConfigured } from '@/lib/google/oauth'
import { channelActionSchema, channelPickSchema } from '@/tools/channel/schema'

import { pickChannel, startChannelConnection } from './connect'
import { disconnectChannel, queueAudit, refreshOwnedChannel } from './manage'

/** The channel page's forms: they work without JavaScript and answer with a redirect carrying a notice. */

const PAGE = '/dashboard/channel'

export async function connectChannelAction(): Promise<never> {
  const user = await requireUser(PAGE)
  if (!googleConfigured()) redirect(`${PAGE}?status=not_configured`)
  redirect(await startChannelConnection(user))
}

export async function pickChannelAction(form: FormData): Promise<never> {
  const user = await requireUser(PAGE)
  const parsed = channelPickSchema.safeParse(Object.fromEntries(form))
  const notice = parsed.success ? await pickChannel(user, parsed.data.youtubeChannelId) : 'pick_expired'
  revalidatePath(PAGE)
  redirect(`${PAGE}?status=${notice}`)
}

export async function refreshChannelAction(form: FormData): Promise<never> {
  const user = await requireUser(PAGE)
  const parsed = channelActionSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) redirect(PAGE)
  const notice = await refreshOwnedChannel(user, parsed.data.channel)
  revalidatePath(PAGE)
  redirect(notice ? `${PAGE}?channel=${parsed.data.channel}&status=${notice}` : PAGE)
}

export async function disconnectChannelAction(form: FormData): Promise<never> {
  const user = await requireUser(PAGE)
  const parsed = channelActionSchema.safeParse(Object.fromEntries(form))
  const notice = parsed.success ? await disconnectChannel(user, parsed.data.channel) : null
  revalidatePath(PAGE)
  redirect(notice ? `${PAGE}?status=${notice}` : PAGE)
}

export async function auditChannelAction(form: FormData): Promise<never> {
  const user = await requireUser(`${PAGE}/audit`)
  const parsed = channelActionSchema.safeParse(Object.fromEntries(form))
  const notice = parsed.success ? await queueAudit(user, parsed.data.channel) : null
  revalidatePath(`${PAGE}/audit`)
  redirect(notice && parsed.success ? `${PAGE}/audit?channel=${parsed.data.channel}&status=${notice}` : `${PAGE}/audit`)
}
