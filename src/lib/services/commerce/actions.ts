'use server'

import { redirect } from 'next/navigation'

import { orderRequestQuery, placeOrderInputFrom } from '@/commerce/checkout'
import { stopRequestSchema } from '@/commerce/refund-schema'
import { getMyOrder, getMyOrderBySession } from '@/lib/data/commerce/orders'
import { requireUser } from '@/lib/data/session'
import { isAppError } from '@/lib/errors'
import { errorState, parseForm, type FormState } from '@/lib/forms'

import { applySessionOutcome } from '@/lib/commerce/lifecycle'
import { paymentsMode } from '@/lib/commerce/payments'
import { payloadClient } from '@/lib/payload/client'

import { cancelOrder, cancelReplacedOrder, placeOrder, startPayment } from './orders'
import { askToStop } from './refunds'

/**
 * Checkout's Pay button: the order is created (pending payment) before the customer leaves for the
 * payment page, so nothing is lost if they never come back. An optional `replaces` field names the
 * unpaid order this one replaces ("change the package"): that order is cancelled.
 */
export async function placeOrderAndPay(_state: FormState, formData: FormData): Promise<FormState> {
  const input = placeOrderInputFrom(formData)
  const user = await requireUser(`/checkout?${orderRequestQuery(input)}`)
  let order
  try {
    order = await placeOrder(user, input)
  } catch (error) {
    if (isAppError(error)) return errorState(error.message, formData, error.fieldErrors)
    throw error
  }
  await cancelReplacedOrder(user, input.replaces ?? '', order)
  let redirectUrl: string
  try {
    ;({ redirectUrl } = await startPayment(order))
  } catch (error) {
    if (!isAppError(error)) throw error
    redirect(`/dashboard/my-orders/${order.number}?payment=unavailable`)
  }
  redirect(redirectUrl)
}

/** A new payment attempt for an order that is still unpaid (after a failure, or coming back later). */
export async function payOrder(formData: FormData): Promise<void> {
  const number = String(formData.get('order') ?? '')
  const user = await requireUser(`/dashboard/my-orders/${number}`)
  const order = await getMyOrder(user, number)
  if (!order) redirect('/dashboard/my-orders')
  let redirectUrl: string
  try {
    ;({ redirectUrl } = await startPayment(order))
  } catch (error) {
    if (!isAppError(error)) throw error
    redirect(`/dashboard/my-orders/${number}?payment=${error.code === 'unprocessable' ? 'not-needed' : 'unavailable'}`)
  }
  redirect(redirectUrl)
}

export async function cancelMyOrder(formData: FormData): Promise<void> {
  const number = String(formData.get('order') ?? '')
  const user = await requireUser(`/dashboard/my-orders/${number}`)
  try {
    await cancelOrder(user, number)
  } catch (error) {
    if (!isAppError(error)) throw error
    redirect(`/dashboard/my-orders/${number}?cancel=refused`)
  }
  redirect(`/dashboard/my-orders/${number}?cancelled=1`)
}

/** The test payment page's two buttons: the payer decides what the "bank" says. */
export async function completeTestPayment(formData: FormData): Promise<void> {
  const sessionId = String(formData.get('session') ?? '')
  const outcome = formData.get('outcome') === 'succeed' ? 'paid' : 'failed'
  const user = await requireUser(`/payment/test?session=${sessionId}`)
  const found = paymentsMode() === 'test' ? await getMyOrderBySession(user, sessionId) : null
  if (!found || found.attempt.provider !== 'test' || found.order.customer !== user.id) redirect('/dashboard/my-orders')
  const number = found.order.number
  // Like a Stripe page: once closed (a newer attempt, a cancel, the order's expiry) it takes no payment.
  if (found.attempt.status !== 'open') redirect(`/payment/success?order=${number}&session_id=${sessionId}`)
  await applySessionOutcome(await payloadClient(), {
    sessionId,
    outcome,
    reference: outcome === 'paid' ? `test_pi_${sessionId.replace(/^test_cs_/, '')}` : undefined,
    failureReason: outcome === 'failed' ? 'The test payment was declined.' : undefined,
    method: outcome === 'paid' ? 'test' : undefined,
    source: 'test-page',
  })
  redirect(
    outcome === 'paid' ? `/payment/success?order=${number}&session_id=${sessionId}` : `/payment/failed?order=${number}&reason=declined`,
  )
}

/** "Ask to stop the campaign" on a paid or running order: staff decide, the order page shows the outcome. */
export async function askToStopMyCampaign(_state: FormState, formData: FormData): Promise<FormState> {
  const parsed = parseForm(stopRequestSchema, formData)
  if (!parsed.ok) return parsed.state
  const user = await requireUser(`/dashboard/my-orders/${parsed.data.order}`)
  try {
    await askToStop(user, parsed.data.order, parsed.data.reason)
  } catch (error) {
    if (isAppError(error)) return errorState(error.message, formData, error.fieldErrors)
    throw error
  }
  redirect(`/dashboard/my-orders/${parsed.data.order}?stop=requested`)
}
