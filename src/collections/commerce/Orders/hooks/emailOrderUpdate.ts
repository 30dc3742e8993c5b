import type { CollectionAfterChangeHook } from 'payload'

import { STATUS_NEXT_STEPS } from '@/commerce/status'
import { orderUpdateMessage, type OrderEmailStatus } from '@/emails/templates'
import { orderEmailSummary, orderPageUrl } from '@/lib/commerce/order-summary'
import { queueEmail } from '@/lib/email/queue'
import { env } from '@/lib/env'
import type { Order } from '@/payload-types'

const EMAILED: readonly string[] = ['paid', 'in_progress', 'completed', 'refunded'] satisfies OrderEmailStatus[]

/**
 * The customer hears about the steps that matter to them: paid, started, completed, refunded. A
 * refund made by the rules sends its own email with the credit note instead (`refundEmailed`).
 */
export const emailOrderUpdate: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, operation, req }) => {
  if (req.context.disableEmails || req.context.refundEmailed || !doc.customerEmail || !EMAILED.includes(doc.status)) return doc
  if (operation === 'update' && previousDoc?.status === doc.status) return doc
  const message = orderUpdateMessage(
    { name: doc.customerName },
    orderEmailSummary(doc),
    doc.status as OrderEmailStatus,
    STATUS_NEXT_STEPS[doc.status],
    orderPageUrl(doc),
    env.NEXT_PUBLIC_SERVER_URL,
  )
  await queueEmail(req.payload, doc.customerEmail, message, req)
  return doc
}
