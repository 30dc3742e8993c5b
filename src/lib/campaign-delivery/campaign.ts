import type { Order } from '@/payload-types'

/** Days of tracking after completion: enough to see whether the extra views stick. */
export const TRACK_DAYS_AFTER_COMPLETION = 14

const DAY_MS = 24 * 60 * 60 * 1000

/** When the order last entered `status` (from its history), or null. */
export function enteredAt(order: Pick<Order, 'statusHistory'>, status: Order['status']): Date | null {
  const entry = [...(order.statusHistory ?? [])].reverse().find((e) => e.status === status)
  return entry ? new Date(entry.at) : null
}

/** The campaign's dates as the customer sees them: started when it went live, ended when completed (or planned end). */
export function campaignDates(order: Pick<Order, 'statusHistory' | 'item'>) {
  const startedAt = enteredAt(order, 'in_progress')
  const completedAt = enteredAt(order, 'completed')
  const plannedEnd = startedAt ? new Date(startedAt.getTime() + order.item.durationDays * DAY_MS) : null
  return { paidAt: enteredAt(order, 'paid'), startedAt, completedAt, plannedEnd }
}

/** Whether delivery can be recorded for an order: from payment until completion (the admin's import and its days too). */
export const acceptsDelivery = (status: Order['status'] | undefined): boolean =>
  status === 'paid' || status === 'in_progress' || status === 'completed'

/** Whether the view tracker still records this order's video: from payment until 14 days after completion. */
export function isTracked(order: Pick<Order, 'status' | 'statusHistory'>, now: Date): boolean {
  if (order.status === 'paid' || order.status === 'in_progress') return true
  if (order.status !== 'completed') return false
  const completedAt = enteredAt(order, 'completed')
  return completedAt !== null && now.getTime() - completedAt.getTime() <= TRACK_DAYS_AFTER_COMPLETION * DAY_MS
}

export const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** Job inputs and URLs carry ids as text: numbers on SQLite and PostgreSQL, ObjectId strings on MongoDB. */
export const idFromText = (text: string): number | string => (/^\d+$/.test(text) ? Number(text) : text)
