import 'server-only'

import { randomUUID } from 'node:crypto'

import { placeOrderSchema } from '@/commerce/checkout-schema'
import type { Currency } from '@/commerce/money'
import { orderNumber } from '@/commerce/order-number'
import { isAwaitingPayment, type ProviderName } from '@/commerce/status'
import { targetingFor } from '@/commerce/targeting'
import { parseInput } from '@/lib/http/api'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { findPackage } from '@/lib/data/commerce/catalogue'
import { payloadClient } from '@/lib/payload/client'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { isValidationError } from '@/lib/payload-errors'
import { lookupVideo } from '@/lib/services/youtube/lookups'
import type { Order, User } from '@/payload-types'
import { isYouTubeError } from '@/tools/youtube/errors'
import { parseVideoId, watchUrl } from '@/tools/youtube/video-id'

import { applySessionOutcome, changeOrder, closeOpenAttempts, endUnpaidOrder } from '@/lib/commerce/lifecycle'
import { targetingOptions } from '@/commerce/targeting-options'
import { currentProvider, findBySession, providerFor } from '@/lib/commerce/payments'

/**
 * Orders on the server: placing one from the checkout, starting payment attempts, and applying
 * what the payment provider says happened. Status changes go through the Orders collection's hook,
 * which checks them against the one transition table (src/commerce/status.ts).
 */

export function describeItem(order: Pick<Order, 'item'>): string {
  return `${order.item.serviceName}: ${order.item.packageName} (${order.item.deliverable})`
}

async function videoDetails(videoId: string) {
  try {
    const video = await lookupVideo(videoId)
    return { title: video.title, channel: video.channel }
  } catch (error) {
    if (isYouTubeError(error) && error.kind === 'not_found') {
      throw new AppError('bad_request', 'This video is private or does not exist: promotion needs a public video.', {
        fieldErrors: { videoUrl: 'This video is private or does not exist.' },
      })
    }
    // YouTube being unreachable should not stop a sale: staff check the video before starting.
    return { title: null, channel: null }
  }
}

/** Creates the order as `pending_payment`, priced from the package in the database. */
export async function placeOrder(user: User, input: unknown): Promise<Order> {
  const request = parseInput(placeOrderSchema, input)
  const found = await findPackage(request.service, request.package)
  if (!found)
    throw new AppError('bad_request', 'This package is no longer on sale. Choose another one.', {
      fieldErrors: { package: 'This package is no longer on sale.' },
    })
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
          item: {
            serviceName: service.name,
            serviceSlug: service.slug ?? '',
            packageId: pkg.id,
            packageName: pkg.name,
            deliverable: pkg.deliverable,
            durationDays: pkg.durationDays,
          },
          video: { url: watchUrl(video.id), videoId: video.id, title: details.title, channel: details.channel },
          targeting: targetingFor(targetingOptions(service), request.targeting),
          amount: pkg.price,
          currency: pkg.currency,
          expiresAt: new Date(Date.now() + env.ORDER_PAYMENT_WINDOW_HOURS * 3600_000).toISOString(),
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

/**
 * Opens a new payment attempt (its own idempotency key) and returns where to send the payer. The
 * order's other open payment pages are closed first, so at most one of them can ever be paid; if
 * one cannot be closed, no new one is opened.
 */
export async function startPayment(order: Order): Promise<{ redirectUrl: string }> {
  if (!isAwaitingPayment(order.status)) throw new AppError('unprocessable', 'This order does not need a payment.')
  const payload = await payloadClient()
  if (order.expiresAt && new Date(order.expiresAt) <= new Date()) {
    await endUnpaidOrder(payload, order.id, 'expired', 'system', `Not paid within ${env.ORDER_PAYMENT_WINDOW_HOURS} hours`).catch(
      () => undefined,
    )
    throw new AppError('unprocessable', 'This order has expired. Place a new order to promote your video.')
  }
  const provider = currentProvider(payload)
  if (!provider)
    throw new AppError('unavailable', 'Payments are switched off on this site right now. Your order is saved: please try again later.')
  let current: Order
  try {
    current = await closeOpenAttempts(payload, order.id)
  } catch (error) {
    throw new AppError(
      'bad_gateway',
      'We could not close your previous payment page, so we did not open a new one. Try again in a moment.',
      { cause: error },
    )
  }
  if (!isAwaitingPayment(current.status)) throw new AppError('unprocessable', 'This order does not need a payment.')
  if (current.payments?.some((p) => p.status === 'processing')) {
    throw new AppError('unprocessable', 'Your bank is still processing a payment for this order. We email you as soon as it clears.')
  }
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
      expiresAt: current.expiresAt ? new Date(current.expiresAt) : new Date(Date.now() + env.ORDER_PAYMENT_WINDOW_HOURS * 3600_000),
    })
  } catch (error) {
    throw new AppError('bad_gateway', 'We could not reach the payment provider. Your order is saved: try again in a moment.', {
      cause: error,
    })
  }
  const attempt = {
    attemptId,
    provider: provider.name,
    sessionId: checkout.sessionId,
    status: 'open' as const,
    createdAt: new Date().toISOString(),
  }
  const recorded = await changeOrder(payload, order.id, async (latest) => {
    if (!isAwaitingPayment(latest.status)) return null
    // Trying again after a failed payment puts the order back to awaiting payment.
    return {
      data: {
        payments: [...(latest.payments ?? []), attempt],
        status: latest.status === 'payment_failed' ? 'pending_payment' : latest.status,
      },
      by: 'customer',
      note: 'New payment attempt',
    }
  })
  if (!recorded.payments?.some((p) => p.sessionId === checkout.sessionId)) {
    // The order was paid or cancelled while the page was being opened: close it again.
    await provider.expireSession(checkout.sessionId).catch(() => undefined)
    throw new AppError('unprocessable', 'This order does not need a payment.')
  }
  return { redirectUrl: checkout.redirectUrl }
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
    return (
      (await applySessionOutcome(payload, {
        sessionId,
        outcome: state.outcome,
        reference: state.reference,
        method: state.method,
        source: 'success-page',
      })) ?? found.order
    )
  } catch {
    // The provider is unreachable (or refused a refund): show what we know; the webhook will settle it.
    return found.order
  }
}

/** The customer cancels an order they have not paid for; its payment pages are closed first. */
export async function cancelOrder(user: User, number: string, note = 'Cancelled by the customer'): Promise<Order> {
  const order = await getMyOrder(user, number)
  if (!order) throw new AppError('not_found', 'We could not find this order in your account.')
  return endUnpaidOrder(await payloadClient(), order.id, 'cancelled', 'customer', note)
}

/**
 * "Change the package": the customer placed `replacement` instead of the unpaid order `number`,
 * which is cancelled with a note naming its replacement. An old order that is no longer unpaid (or
 * not the customer's) is left as it is.
 */
export async function cancelReplacedOrder(user: User, number: string, replacement: Order): Promise<void> {
  if (!number || number === replacement.number) return
  try {
    await cancelOrder(user, number, `Replaced by order ${replacement.number} (package changed)`)
  } catch (error) {
    if (!(error instanceof AppError && (error.code === 'not_found' || error.code === 'unprocessable'))) throw error
  }
}
