import type { Payload, PayloadRequest, Where } from 'payload'

import { idFromText } from '@/lib/campaign-delivery/campaign'
import { env } from '@/lib/env'
import { isValidationError } from '@/lib/payload-errors'
import type { Subscriber, SubscriptionDigest } from '@/payload-types'
import { postsForSubscriber, previousWeek, type DigestPost } from '@/tools/subscriptions/digest'

import { digestMessage, postMessage } from './email-templates'
import { subscriptionLinks } from './links'

/**
 * Mailings to subscribers (decision 018): a week's digest or a post sent on its own. A run queues one
 * `sendSubscriptionEmail` job per subscriber who has something to read, a page of subscribers at a
 * time; the job claims its (mailing, subscriber) delivery, a unique key, before it sends. Several
 * runs, instances or a restart mid-run may queue a subscriber twice, but only one job wins the claim.
 */

/** Subscribers read per query while a mailing is queued. */
export const MAILING_BATCH = 200
/** Attempts of each email before its delivery counts as failed. */
export const SEND_ATTEMPTS = 5

type Mailing = { key: string; kind: 'weekly' | 'post'; posts: DigestPost[] }
type Options = { req?: PayloadRequest }

const postSelect = { title: true, excerpt: true, slug: true, publishedAt: true, categories: true } as const

async function publishedPosts(payload: Payload, where: Where, req?: PayloadRequest): Promise<DigestPost[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ _status: { equals: 'published' } }, where] },
    select: postSelect,
    depth: 0,
    pagination: false,
    limit: 0,
    req,
  })
  return docs.map((post) => ({
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    slug: post.slug ?? '',
    publishedAt: post.publishedAt ?? '',
    categories: (post.categories ?? []).map((category) => (typeof category === 'object' ? category.id : category)),
  }))
}

const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id: number | string }).id : (value as number | string))
const topicsOf = (subscriber: Pick<Subscriber, 'topics'>) => (subscriber.topics ?? []).map(idOf)

/** The mailing's record, created by the first run (its key is unique) and found by the others. */
async function digestFor(payload: Payload, mailing: Mailing, req?: PayloadRequest): Promise<SubscriptionDigest> {
  const find = async () =>
    (await payload.find({ collection: 'subscription-digests', where: { key: { equals: mailing.key } }, depth: 0, limit: 1, req })).docs[0]
  const existing = await find()
  if (existing) return existing
  try {
    const data = { key: mailing.key, kind: mailing.kind, posts: mailing.posts.map((post) => post.id as number) }
    return await payload.create({ collection: 'subscription-digests', data, depth: 0, req })
  } catch (error) {
    const created = isValidationError(error) ? await find() : undefined
    if (!created) throw error
    return created
  }
}

/** Queues the mailing's emails for every subscriber who has a post in it and no delivery yet; returns how many. */
export async function queueMailing(payload: Payload, mailing: Mailing, { req }: Options = {}): Promise<number> {
  if (mailing.posts.length === 0) return 0
  const digest = await digestFor(payload, mailing, req)
  const { docs: deliveries } = await payload.find({
    collection: 'subscription-deliveries',
    where: { digest: { equals: digest.id } },
    select: { subscriber: true },
    depth: 0,
    pagination: false,
    limit: 0,
    req,
  })
  const claimed = new Set(deliveries.map((delivery) => String(idOf(delivery.subscriber))))
  let queued = 0
  let after: number | string | undefined
  for (;;) {
    const { docs: page } = await payload.find({
      collection: 'subscribers',
      where: { status: { equals: 'subscribed' }, ...(after === undefined ? {} : { id: { greater_than: after } }) },
      select: { topics: true },
      sort: 'id',
      depth: 0,
      limit: MAILING_BATCH,
      pagination: false,
      req,
    })
    for (const subscriber of page) {
      if (claimed.has(String(subscriber.id)) || postsForSubscriber(mailing.posts, topicsOf(subscriber)).length === 0) continue
      await payload.jobs.queue({
        task: 'sendSubscriptionEmail',
        input: { digest: String(digest.id), subscriber: String(subscriber.id) },
        req,
      })
      queued += 1
    }
    if (page.length < MAILING_BATCH) return queued
    after = page.at(-1)!.id
  }
}

/** The digest of the last complete week (Monday to Sunday, UTC); nothing when no post was published. */
export async function queueWeeklyDigest(payload: Payload, { now = new Date(), req }: Options & { now?: Date } = {}): Promise<number> {
  const week = previousWeek(now)
  const posts = await publishedPosts(
    payload,
    { publishedAt: { greater_than_equal: week.start.toISOString(), less_than: week.end.toISOString() } },
    req,
  )
  return queueMailing(payload, { key: `weekly:${week.key}`, kind: 'weekly', posts }, { req })
}

/** One published post, to the subscribers of its topics (staff ticked "Email to subscribers"). */
export async function queuePostMailing(payload: Payload, postId: number | string, { req }: Options = {}): Promise<number> {
  const posts = await publishedPosts(payload, { id: { equals: postId } }, req)
  return queueMailing(payload, { key: `post:${postId}`, kind: 'post', posts }, { req })
}

type Delivery = { digest: string; subscriber: string; job: number | string }

/**
 * Claims the delivery by creating it (the key is unique): true for the job that created it, and for
 * that job's retries while it is not sent yet; false for any other job.
 */
async function claimDelivery(payload: Payload, digest: SubscriptionDigest, { subscriber, job }: Delivery, req?: PayloadRequest) {
  const key = `${digest.key}:${subscriber}`
  try {
    await payload.create({
      collection: 'subscription-deliveries',
      data: { key, digest: digest.id, subscriber: idFromText(subscriber) as number, status: 'queued', job: String(job) },
      depth: 0,
      req,
    })
    return true
  } catch (error) {
    if (!isValidationError(error)) throw error
    const { docs } = await payload.find({ collection: 'subscription-deliveries', where: { key: { equals: key } }, depth: 0, limit: 1, req })
    return docs[0]?.job === String(job) && docs[0]?.status === 'queued'
  }
}

async function setDeliveryStatus(
  payload: Payload,
  digest: SubscriptionDigest,
  delivery: Delivery,
  status: 'sent' | 'failed' | 'cancelled',
  req?: PayloadRequest,
) {
  await payload.update({
    collection: 'subscription-deliveries',
    where: { key: { equals: `${digest.key}:${delivery.subscriber}` }, job: { equals: String(delivery.job) } },
    data: { status, ...(status === 'sent' ? { sentAt: new Date().toISOString() } : {}) },
    depth: 0,
    req,
  })
}

/** Sends one subscriber's email of a mailing, once; a subscriber who left meanwhile gets nothing. */
export async function sendDelivery(payload: Payload, delivery: Delivery, { req }: Options = {}): Promise<'sent' | 'skipped' | 'cancelled'> {
  const digest = await payload.findByID({ collection: 'subscription-digests', id: delivery.digest, depth: 0, disableErrors: true, req })
  if (!digest || !(await claimDelivery(payload, digest, delivery, req))) return 'skipped'
  const subscriber = await payload.findByID({ collection: 'subscribers', id: delivery.subscriber, depth: 0, disableErrors: true, req })
  const posts =
    subscriber?.status === 'subscribed'
      ? postsForSubscriber(await publishedPosts(payload, { id: { in: (digest.posts ?? []).map(idOf) } }, req), topicsOf(subscriber))
      : []
  if (!subscriber || posts.length === 0) {
    await setDeliveryStatus(payload, digest, delivery, 'cancelled', req)
    return 'cancelled'
  }
  const links = { preferences: subscriptionLinks.preferences(subscriber) }
  const message =
    digest.kind === 'weekly'
      ? digestMessage(digest.key.replace(/^weekly:/, ''), posts, links, env.NEXT_PUBLIC_SERVER_URL)
      : postMessage(posts[0]!, links, env.NEXT_PUBLIC_SERVER_URL)
  await payload.sendEmail({
    to: subscriber.email,
    subject: message.subject,
    html: message.html,
    text: message.text,
    // RFC 8058: mail clients show an Unsubscribe button that POSTs here, without cookies.
    headers: {
      'List-Unsubscribe': `<${subscriptionLinks.unsubscribe(subscriber)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
  await setDeliveryStatus(payload, digest, delivery, 'sent', req)
  return 'sent'
}

/** After the last attempt failed: the delivery counts as failed in the digest's figures. */
export async function markDeliveryFailed(payload: Payload, delivery: Delivery, { req }: Options = {}): Promise<void> {
  const digest = await payload.findByID({ collection: 'subscription-digests', id: delivery.digest, depth: 0, disableErrors: true, req })
  if (digest) await setDeliveryStatus(payload, digest, delivery, 'failed', req)
}

/** How long an unconfirmed subscription is kept (the privacy policy says so). */
export const UNCONFIRMED_DAYS = 7

/** Deletes the subscriptions never confirmed within seven days; returns how many. */
export async function deleteUnconfirmedSubscriptions(
  payload: Payload,
  { now = new Date(), req }: Options & { now?: Date } = {},
): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 60 * 60 * 1000).toISOString()
  const { docs } = await payload.delete({
    collection: 'subscribers',
    where: { status: { equals: 'pending' }, createdAt: { less_than: before } },
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs.length
}
