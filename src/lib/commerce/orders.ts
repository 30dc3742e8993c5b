import 'server-only'

import { randomUUID } from 'node:crypto'

import { placeOrderSchema } from '@/commerce/checkout'
import type { Currency } from '@/commerce/money'
import { orderNumber } from '@/commerce/order-number'
import type { ProviderName, SessionOutcome } from '@/commerce/providers/types'
import { isAwaitingPayment, type OrderStatus } from '@/commerce/status'
import { targetingFor } from '@/commerce/targeting'
import { parseInput } from '@/lib/api'
import { getMyOrder } from '@/lib/data/orders'
import { findPackage } from '@/lib/data/services'
import { payloadClient } from '@/lib/data/payload'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { isValidationError } from '@/lib/payload-errors'
import { lookupVideo } from '@/lib/youtube/service'
import type { Order, User } from '@/payload-types'
import { isYouTubeError } from '@/tools/youtube/errors'
import { parseVideoId, watchUrl } from '@/tools/youtube/video-id'

import { withOrderLock } from './order-lock'
import { targetingOptions } from './targeting-options'
import { currentProvider, findBySession, providerFor } from './payments'

/**
 * Orders on the server: placing one from the checkout, starting payment attempts, and applying
 * what the payment provider says happened. Status changes go through the Orders collection's hook,
 * which checks them against the one transition table (src/commerce/status.ts).
 */

type Attempt = NonNullable<Order['payments']>[number]
type AttemptStatus = Attempt['status']

export function describeItem(order: Pick<Order, 'item'>): string {
  return `${order.item.serviceName}: ${order.item.packageName} (${order.item.deliverable})`
}

async function videoDetails(videoId: string) {
  try {
    const video = await lookupVideo(videoId, { withDetails: false })
    return { title: video.title, channel: video.channel }
  } catch (error) {
    if (isYouTubeError(error) && error.kind === 'not_found') {
      throw new AppError('bad_request', 'This video is private or does not exist: promotion needs a public video.', { fieldErrors: { videoUrl: 'This video is private or does not exist.' } })
    }
    // YouTube being unreachable should not stop a sale: staff check the video before starting.
    return { title: null, channel: null }
  }
}

/** Creates the order as `pending_payment`, priced from the package in the database. */
export async function placeOrder(user: User, input: unknown): Promise<Order> {
  const request = parseInput(placeOrderSchema, input)
  const found = await findPackage(request.service, request.package)
  if (!found) throw new AppError('bad_request', 'This package is no longer on sale. Choose another one.', { fieldErrors: { package: 'This package is no longer on sale.' } })
  const video = parseVideoId(request.videoUrl)
  if (!video.ok) throw new AppError('bad_request', video.message, { fieldErrors: { videoUrl: video.message } })
  const { service, pkg } = found
  const details = await videoDetails(video.id)
  const payload = await payloadClient()
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await payload.create({
        collection: 'orders',
        data: {
          number: orderNumber(new Date()),
          status: 'pending_payment',
          customer: user.id,
          customerName: user.name,
          customerEmail: user.email,
          service: service.id,
          item: { serviceName: service.name, serviceSlug: service.slug ?? '', packageId: pkg.id, packageName: pkg.name, deliverable: pkg.deliverable, durationDays: pkg.durationDays },
          video: { url: watchUrl(video.id), videoId: video.id, title: details.title, channel: details.channel },
          targeting: targetingFor(targetingOptions(service), request.targeting),
          amount: pkg.price,
          currency: pkg.currency,
        },
        depth: 0,
        context: { statusChangedBy: 'customer' },
      })
    } catch (error) {
      // A random order number can collide with an existing one: draw another.
      if (!(isValidationError(error) && error.data.errors.some((e) => e.path === 'number'))) throw error
    }
  }
  throw new AppError('internal', 'We could not number your order. Please try again.')
}

/** Opens a new payment attempt (its own idempotency key) and returns where to send the payer. */
export async function startPayment(order: Order): Promise<{ redirectUrl: string }> {
  if (!isAwaitingPayment(order.status)) throw new AppError('unprocessable', 'This order does not need a payment.')
  const payload = await payloadClient()
  const provider = currentProvider(payload)
  if (!provider) throw new AppError('unavailable', 'Payments are switched off on this site right now. Your order is saved: please try again later.')
  const attemptId = randomUUID()
  const site = env.NEXT_PUBLIC_SERVER_URL
  let checkout
  try {
    checkout = await provider.createCheckout({
      orderNumber: order.number,
      attemptId,
      amount: order.amount,
      currency: order.currency as Currency,
      description: describeItem(order),
      customerEmail: order.customerEmail ?? undefined,
      successUrl: `${site}/payment/success?order=${order.number}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${site}/payment/failed?order=${order.number}&reason=cancelled`,
    })
  } catch (error) {
    throw new AppError('bad_gateway', 'We could not reach the payment provider. Your order is saved: try again in a moment.', { cause: error })
  }
  await withOrderLock(String(order.id), async () => {
    const current = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    const payments = [...(current.payments ?? []), { attemptId, provider: provider.name, sessionId: checkout.sessionId, status: 'open' as const, createdAt: new Date().toISOString() }]
    // Trying again after a failed payment puts the order back to awaiting payment.
    const status: OrderStatus = current.status === 'payment_failed' ? 'pending_payment' : current.status
    await payload.update({ collection: 'orders', id: order.id, data: { payments, status }, depth: 0, context: { statusChangedBy: 'customer', statusNote: 'New payment attempt' } })
  })
  return { redirectUrl: checkout.redirectUrl }
}

/** Later news wins over earlier, except that nothing undoes a payment. */
const RANK: Record<AttemptStatus, number> = { open: 0, processing: 1, failed: 2, expired: 2, paid: 3, refunded: 4 }

export type OutcomeReport = { sessionId: string; outcome: SessionOutcome; reference?: string; failureReason?: string; source: 'webhook' | 'success-page' | 'test-page' }

/**
 * Applies what the provider says about a session, whatever order the news arrives in and however
 * often: duplicates change nothing, a failure after a success is ignored, and only a pending order
 * becomes paid (once).
 */
export async function applySessionOutcome(report: OutcomeReport): Promise<Order | null> {
  const payload = await payloadClient()
  const found = await findBySession(payload, report.sessionId)
  if (!found) return null
  return withOrderLock(String(found.order.id), async () => {
    const order = await payload.findByID({ collection: 'orders', id: found.order.id, depth: 0 })
    const payments = (order.payments ?? []).map((attempt) => {
      if (attempt.sessionId !== report.sessionId || RANK[report.outcome] <= RANK[attempt.status]) return attempt
      return { ...attempt, status: report.outcome, reference: report.reference ?? attempt.reference, failureReason: report.failureReason ?? attempt.failureReason }
    })
    const attempt = payments.find((p) => p.sessionId === report.sessionId)!
    let status: OrderStatus = order.status
    if (attempt.status === 'paid' && isAwaitingPayment(order.status)) status = 'paid'
    else if (attempt.status === 'failed' && order.status === 'pending_payment' && !payments.some((p) => p.status === 'paid' || p.status === 'processing' || p.status === 'open')) status = 'payment_failed'
    const changed = status !== order.status || JSON.stringify(payments) !== JSON.stringify(order.payments ?? [])
    if (!changed) return order
    return payload.update({
      collection: 'orders',
      id: order.id,
      data: { payments, status },
      depth: 0,
      context: { statusChangedBy: 'payment', statusNote: `${attempt.provider} reported ${report.outcome} (${report.source})` },
    })
  })
}

/** The success page asks the provider itself, so a slow webhook never leaves a paid customer waiting. */
export async function confirmWithProvider(sessionId: string): Promise<Order | null> {
  const payload = await payloadClient()
  const found = await findBySession(payload, sessionId)
  if (!found) return null
  const provider = providerFor(found.attempt.provider as ProviderName, payload)
  if (!provider) return found.order
  try {
    const state = await provider.retrieveSession(sessionId)
    if (state.outcome === 'open') return found.order
    return (await applySessionOutcome({ sessionId, outcome: state.outcome, reference: state.reference, source: 'success-page' })) ?? found.order
  } catch {
    // The provider is unreachable: show what we know; the webhook will settle it.
    return found.order
  }
}

/** The customer cancels an order they have not paid for. */
export async function cancelOrder(user: User, number: string): Promise<Order> {
  const order = await getMyOrder(user, number)
  if (!order) throw new AppError('not_found', 'We could not find this order in your account.')
  const payload = await payloadClient()
  return withOrderLock(String(order.id), async () => {
    const current = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
    if (!isAwaitingPayment(current.status)) throw new AppError('unprocessable', 'Only an order that has not been paid can be cancelled. For a paid order, contact support about a refund.')
    return payload.update({ collection: 'orders', id: order.id, data: { status: 'cancelled' }, depth: 0, context: { statusChangedBy: 'customer', statusNote: 'Cancelled by the customer' } })
  })
}
