import type { CollectionSlug } from 'payload'

import { isPaid, STATUS_LABELS, type OrderStatus } from '@/commerce/status'
import type { Order, Service } from '@/payload-types'

/**
 * What happens to the records that point at a deleted one, per collection (docs/delete-rules.md).
 * Every relationship in the config is listed under the collection it points at; a test fails when a
 * new one is not (tests/int/delete-rules.test.ts).
 *
 * - `refuse`: the delete is refused (409) while such records exist, naming them.
 * - `cascade`: they are deleted first, each through its own rules.
 * - `detach`: the reference is cleared (and `set` written).
 * Both happen in the delete's transaction where the database adapter runs one.
 */
export type Pointer = {
  /** The collection that points, and the field that does (a dotted path inside groups and arrays). */
  from: CollectionSlug
  field: string
  action: 'refuse' | 'cascade' | 'detach'
  /** How the field points: a relationship or upload field (the default), or an upload's file address in JSON (a design). */
  via?: 'relationship' | 'fileUrl'
  /** Written together with a detach (an anonymised order loses the customer's name and email too). */
  set?: Record<string, unknown>
}

export type DeleteRule = {
  pointers: Pointer[]
  /** Why the document itself must stay whatever points at it, or null when it may go. */
  keep?: (doc: never) => string | null
  /** What to do instead, added to a refusal. */
  instead?: (doc: never) => string
}

/**
 * Everything a customer owns, deleted with their account in this order (designs before the uploads
 * they show); connected channels with their tokens and videos.
 */
export const CUSTOMER_DATA: CollectionSlug[] = [
  'keyword-searches',
  'keyword-lists',
  'seo-reports',
  'thumbnail-downloads',
  'thumbnail-designs',
  'uploads',
  // A channel's own delete revokes its grant at Google and takes its videos (below); any left go next.
  'channels',
  'channel-videos',
  'snippet-changes',
  'thumbnail-changes',
  // The competitor watchlist: a channel's delete takes its videos (below); any left go next.
  'watched-channels',
  'watched-videos',
  'rank-keywords',
  'rank-checks',
  // Last: the counters of what the others held (lib/accounts/quotas.ts).
  'account-quotas',
]

const usedByPosts = (field: string): Pointer => ({ from: 'posts', field, action: 'refuse' })

/**
 * Only an order that never took money and can no longer take any may go: orders that took money are
 * accounting records, and a deleted order whose payment page is still open could be paid for with
 * nothing left to refund automatically.
 */
function keepOrder(order: Pick<Order, 'status' | 'payments'>): string | null {
  const status = order.status as OrderStatus
  const label = `“${STATUS_LABELS[status]}”`
  if (isPaid(status)) {
    const refund =
      status === 'paid' || status === 'in_progress' ? ' Refund it instead (the order’s Refunds panel) if the money should go back.' : ''
    return `it took a payment (${label}), and orders that took money stay on record for the accounts.${refund}`
  }
  const payments = order.payments ?? []
  if (payments.some((p) => p.status === 'paid' || p.status === 'refunded'))
    return 'a payment for it was taken (and given back), so it stays on record for the accounts.'
  if (status === 'pending_payment')
    return 'it is still awaiting payment. Cancel it first (Status → Cancelled): the customer is told, and a payment that still arrives is refunded automatically.'
  if (payments.some(mayStillBePaid))
    return 'one of its payments is still open or processing at the payment provider, and a payment could still arrive. Try again once the provider reports it expired or failed (Stripe: within 24 hours).'
  return null
}

/** Stripe closes a Checkout page at most 24 hours after it opened; nothing is paid there afterwards. */
const STRIPE_SESSION_MS = 24 * 60 * 60 * 1000

/**
 * A bank payment still processing can succeed days later; an open Stripe page can be paid until it
 * expires. The test provider's page reads its order, so once the order is gone it cannot be paid.
 */
function mayStillBePaid(payment: NonNullable<Order['payments']>[number]): boolean {
  if (payment.status === 'processing') return true
  return payment.status === 'open' && payment.provider === 'stripe' && Date.now() - Date.parse(payment.createdAt) < STRIPE_SESSION_MS
}

function archiveService(service: Pick<Service, 'active'>): string {
  return service.active === false
    ? 'It is archived already (not shown or sold), which is all a service with orders needs.'
    : 'Archive it instead: untick “Active” and save. It leaves the shop, and its orders keep their link to it.'
}

export const DELETE_RULES: Partial<Record<CollectionSlug, DeleteRule>> = {
  // A subscriber's topic that goes is dropped from their choice (decision 018).
  categories: { pointers: [usedByPosts('categories'), { from: 'subscribers', field: 'topics', action: 'detach' }] },
  tags: { pointers: [usedByPosts('tags')] },
  authors: { pointers: [usedByPosts('authors')] },
  media: {
    pointers: [
      usedByPosts('heroImage'),
      usedByPosts('meta.image'),
      usedByPosts('contentImages'),
      { from: 'authors', field: 'avatar', action: 'refuse' },
    ],
  },
  // Internal links and embedded posts in other articles.
  // A redirect to a deleted post goes with it; a mailing keeps its figures without the post.
  posts: {
    pointers: [
      usedByPosts('contentLinks'),
      { from: 'redirects', field: 'to.reference', action: 'cascade' },
      { from: 'subscription-digests', field: 'posts', action: 'detach' },
    ],
  },
  // Its deliveries stay in their digest's figures without the subscriber.
  subscribers: { pointers: [{ from: 'subscription-deliveries', field: 'subscriber', action: 'detach' }] },
  'subscription-digests': { pointers: [{ from: 'subscription-deliveries', field: 'digest', action: 'cascade' }] },
  services: { pointers: [{ from: 'orders', field: 'service', action: 'refuse' }], instead: archiveService },
  orders: {
    keep: keepOrder,
    pointers: [
      { from: 'campaign-deliveries', field: 'order', action: 'cascade' },
      { from: 'video-snapshots', field: 'order', action: 'cascade' },
      { from: 'delivery-notices', field: 'order', action: 'cascade' },
      // The event stays, so a provider's late retry of it is still recognised as handled.
      { from: 'payment-events', field: 'order', action: 'detach' },
      // A credit note is an accounting record (and its order took money, so it stays anyway).
      { from: 'refunds', field: 'order', action: 'refuse' },
    ],
  },
  channels: {
    pointers: [
      { from: 'channel-videos', field: 'channel', action: 'cascade' },
      { from: 'snippet-changes', field: 'channel', action: 'cascade' },
      { from: 'thumbnail-changes', field: 'channel', action: 'cascade' },
      // Rank tracking pauses and resumes when the same channel is connected again (decision 023).
      { from: 'rank-keywords', field: 'channel', action: 'detach' },
    ],
  },
  'watched-channels': { pointers: [{ from: 'watched-videos', field: 'watchedChannel', action: 'cascade' }] },
  'rank-keywords': { pointers: [{ from: 'rank-checks', field: 'keyword', action: 'cascade' }] },
  uploads: { pointers: [{ from: 'thumbnail-designs', field: 'design', action: 'refuse', via: 'fileUrl' }] },
  users: {
    pointers: [
      ...CUSTOMER_DATA.map((from): Pointer => ({ from, field: 'owner', action: 'cascade' })),
      // Orders are kept for the accounts (tax law) without who placed them.
      {
        from: 'orders',
        field: 'customer',
        action: 'detach',
        set: { customerName: 'Deleted account', customerEmail: null },
      },
      { from: 'orders', field: 'internalNotes.author', action: 'detach' },
      // Copies of the order's customer, cleared with it.
      { from: 'campaign-deliveries', field: 'customer', action: 'detach' },
      { from: 'video-snapshots', field: 'customer', action: 'detach' },
      { from: 'refunds', field: 'customer', action: 'detach' },
      // Who decided a refund request: the decision stays on record.
      { from: 'refunds', field: 'decidedBy', action: 'detach' },
      // Their blog subscription goes with the account (decision 018).
      { from: 'subscribers', field: 'user', action: 'cascade' },
      // The author keeps writing under their name; only the link to the account goes.
      { from: 'authors', field: 'user', action: 'detach' },
    ],
  },
}
