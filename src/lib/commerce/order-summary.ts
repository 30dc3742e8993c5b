import { orderTotal } from '@/commerce/money'
import { env } from '@/lib/env'
import type { Order } from '@/payload-types'

/** What order emails say about the order. */
export function orderEmailSummary(order: Order) {
  return {
    number: order.number,
    serviceName: order.item.serviceName,
    packageName: order.item.packageName,
    deliverable: order.item.deliverable,
    videoTitle: order.video.title,
    amount: orderTotal(order),
  }
}

/** The customer's page for the order (and, with a refund number, its credit note). */
export function orderPageUrl(order: Pick<Order, 'number'>, creditNote?: string): string {
  const page = `${env.NEXT_PUBLIC_SERVER_URL}/dashboard/my-orders/${order.number}`
  return creditNote ? `${page}/credit-notes/${creditNote}` : page
}
