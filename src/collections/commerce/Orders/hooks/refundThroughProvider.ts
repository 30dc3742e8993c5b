import { APIError, type CollectionBeforeChangeHook } from 'payload'

import type { ProviderName } from '@/commerce/status'
import { providerFor } from '@/lib/commerce/payments'
import { ERROR_CODES } from '@/lib/errors'
import type { Order } from '@/payload-types'

/**
 * Marking an order refunded refunds it at the payment provider first; if the provider refuses, the
 * status stays as it was and staff see why.
 */
export const refundThroughProvider: CollectionBeforeChangeHook<Order> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || data.status !== 'refunded' || originalDoc?.status === 'refunded') return data
  const payments = originalDoc?.payments ?? []
  const paid = payments.find((payment) => payment.status === 'paid')
  if (!paid?.reference) throw new APIError('This order has no recorded payment to refund.', ERROR_CODES.bad_request.status, null, true)
  const provider = providerFor(paid.provider as ProviderName, req.payload)
  if (!provider)
    throw new APIError(`Refunds through ${paid.provider} are not configured on this server.`, ERROR_CODES.bad_request.status, null, true)
  try {
    const { refundId } = await provider.refund(paid.reference, originalDoc?.amount ?? 0)
    return {
      ...data,
      refund: { reference: refundId, at: new Date().toISOString() },
      payments: payments.map((payment) =>
        payment === paid ? { ...payment, status: 'refunded' as const, refundReference: refundId } : payment,
      ),
    }
  } catch (error) {
    throw new APIError(
      `The refund failed, so the order was not changed: ${error instanceof Error ? error.message : 'unknown error'}`,
      ERROR_CODES.bad_gateway.status,
      null,
      true,
    )
  }
}
