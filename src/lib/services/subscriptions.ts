import 'server-only'

import type { z } from 'zod'

import { idFromText } from '@/lib/campaign-delivery/campaign'
import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { payloadClient } from '@/lib/payload/client'
import { RATE_LIMITS, rateLimiter } from '@/lib/rate-limit/limiter'
import { confirmSubscriptionMessage } from '@/lib/subscriptions/email-templates'
import { CONFIRM_LINK_HOURS, newNonce, subscriptionLinks } from '@/lib/subscriptions/links'
import type { subscribeSchema } from '@/lib/subscriptions/schema'
import { emailHash, verifyToken } from '@/lib/subscriptions/tokens'
import type { Subscriber, User } from '@/payload-types'

/**
 * Subscribing, confirming, changing topics and leaving (decision 018). Visitors act through signed
 * links, not sessions, so these run with access control off and check the token themselves.
 */

export type SubscribeOutcome = 'check-inbox' | 'subscribed'

const topicIds = (topics: string[]) => topics.map(idFromText) as number[]

/**
 * The chosen topics as ids, or a field error next to the picker when one is not a category (any
 * more: the form comes from a cached page, and staff may have removed one since).
 */
async function existingTopics(topics: string[]): Promise<number[]> {
  if (topics.length === 0) return []
  const ids = topicIds(topics)
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({ collection: 'categories', where: { id: { in: ids } } })
  if (totalDocs !== ids.length)
    throw new AppError('bad_request', undefined, {
      fieldErrors: { topics: 'One of these topics no longer exists. Choose from the list again.' },
    })
  return ids
}

async function findSubscriber(email: string): Promise<Subscriber | undefined> {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0, limit: 1 })
  return docs[0]
}

async function suppression(email: string) {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'subscription-suppressions',
    where: { emailHash: { equals: emailHash(email, env.PAYLOAD_SECRET) } },
    depth: 0,
    limit: 1,
  })
  return docs[0]
}

async function sendConfirmation(subscriber: Pick<Subscriber, 'id' | 'email'>) {
  const payload = await payloadClient()
  const nonce = newNonce()
  const expiresAt = new Date(Date.now() + CONFIRM_LINK_HOURS * 3_600_000)
  await payload.update({
    collection: 'subscribers',
    id: subscriber.id,
    data: { confirmNonce: nonce, confirmExpiresAt: expiresAt.toISOString() },
    depth: 0,
  })
  const message = confirmSubscriptionMessage(subscriptionLinks.confirm(subscriber, nonce, expiresAt), env.NEXT_PUBLIC_SERVER_URL)
  await queueEmail(payload, subscriber.email, message)
}

/**
 * The same answer whether the address is new, waiting or subscribed, so the form tells nobody who
 * reads the blog. Only a signed-in reader subscribing their own verified address is told "subscribed".
 * Past the per-address limit nothing more is sent, with the same answer.
 */
export async function subscribe(input: z.output<typeof subscribeSchema>, user: User | null): Promise<SubscribeOutcome> {
  const email = input.email ?? user?.email.toLowerCase()
  if (!email) throw new AppError('bad_request', undefined, { fieldErrors: { email: 'Enter your email address.' } })
  const topics = await existingTopics(input.topics)
  const ownVerifiedAddress = Boolean(user?._verified && user.email.toLowerCase() === email)
  const existing = await findSubscriber(email)
  if (existing?.status === 'subscribed') return ownVerifiedAddress ? 'subscribed' : 'check-inbox'
  const blocked = await suppression(email)
  if (blocked && blocked.reason !== 'unsubscribed') return 'check-inbox'
  const payload = await payloadClient()
  if (ownVerifiedAddress) {
    const data = { status: 'subscribed' as const, confirmedAt: new Date().toISOString(), topics, user: user!.id }
    if (existing) await payload.update({ collection: 'subscribers', id: existing.id, data: { ...data, confirmNonce: null }, depth: 0 })
    else
      await payload.create({ collection: 'subscribers', data: { ...data, email, source: input.source, manageNonce: newNonce() }, depth: 0 })
    if (blocked) await payload.delete({ collection: 'subscription-suppressions', id: blocked.id, depth: 0 })
    return 'subscribed'
  }
  const allowed = await rateLimiter.check([{ rule: RATE_LIMITS.subscribePerEmail, key: email }])
  if (!allowed.allowed) return 'check-inbox'
  // An address already here keeps its topics: an anonymous form proves nothing about who owns it, so
  // otherwise anyone could change another reader's topics (the signed preferences link changes them).
  // A new subscription's topics wait on the pending record and apply once it is confirmed.
  const subscriber =
    existing ??
    (await payload.create({
      collection: 'subscribers',
      data: { email, status: 'pending', topics, source: input.source, manageNonce: newNonce(), user: user?.id },
      depth: 0,
    }))
  await sendConfirmation(subscriber)
  return 'check-inbox'
}

/** Follows a confirmation link, once and before it expires; returns the preferences link on success. */
export async function confirmSubscription(token: string): Promise<string | null> {
  const check = verifyToken(token, 'confirm', env.PAYLOAD_SECRET)
  if (!check.ok) return null
  const payload = await payloadClient()
  const subscriber = await payload.findByID({
    collection: 'subscribers',
    id: idFromText(check.claims.subscriber),
    depth: 0,
    disableErrors: true,
  })
  if (!subscriber?.confirmNonce || subscriber.confirmNonce !== check.claims.nonce) return null
  if (Date.parse(subscriber.confirmExpiresAt ?? '') <= Date.now()) return null
  // Cleared only if it is still this link's nonce: a link followed twice at once confirms once.
  const { docs } = await payload.update({
    collection: 'subscribers',
    where: { id: { equals: subscriber.id }, confirmNonce: { equals: check.claims.nonce } },
    data: { status: 'subscribed', confirmedAt: new Date().toISOString(), confirmNonce: null, confirmExpiresAt: null },
    depth: 0,
  })
  if (docs.length === 0) return null
  await payload.delete({
    collection: 'subscription-suppressions',
    where: { emailHash: { equals: emailHash(subscriber.email, env.PAYLOAD_SECRET) } },
    depth: 0,
  })
  return subscriptionLinks.preferences(subscriber)
}

export async function updateTopics(subscriber: Subscriber, topics: string[]): Promise<void> {
  const payload = await payloadClient()
  await payload.update({ collection: 'subscribers', id: subscriber.id, data: { topics: topicIds(topics) }, depth: 0 })
}

/**
 * Leaving takes effect at once: the subscriber is deleted (emails already queued for them are cancelled
 * when their job finds no subscriber) and only a hash of the address stays, on the suppression list.
 */
export async function unsubscribe(subscriber: Subscriber): Promise<void> {
  const payload = await payloadClient()
  await payload.delete({ collection: 'subscribers', id: subscriber.id, depth: 0 })
  const hash = emailHash(subscriber.email, env.PAYLOAD_SECRET)
  const { totalDocs } = await payload.count({ collection: 'subscription-suppressions', where: { emailHash: { equals: hash } } })
  if (totalDocs === 0)
    await payload
      .create({ collection: 'subscription-suppressions', data: { emailHash: hash, reason: 'unsubscribed' }, depth: 0 })
      .catch(() => {
        // Left twice at once: the other request recorded it (the hash is unique).
      })
}

/** Every subscriber as the CSV export lists them, topics by name. */
export async function subscribersForExport() {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'subscribers',
    select: { email: true, status: true, topics: true, source: true, confirmedAt: true, createdAt: true },
    populate: { categories: { title: true } },
    depth: 1,
    sort: 'createdAt',
    pagination: false,
    limit: 0,
  })
  return docs.map((subscriber) => ({
    ...subscriber,
    topics: (subscriber.topics ?? []).map((topic) => (typeof topic === 'object' ? topic.title : topic)).join('; '),
  }))
}
