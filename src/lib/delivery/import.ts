import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { isStaffUser } from '@/lib/roles'
import type { User } from '@/payload-types'
import { DeliveryCsvError, parseDeliveryReport } from '@/tools/campaign-delivery/csv'

export type ImportResult = { imported: number; replaced: number; first: string; last: string }

const DELIVERABLE_STATES = ['paid', 'in_progress', 'completed']

/**
 * Imports a daily report into an order's delivery, all or nothing: the whole file is checked first
 * (a bad row refuses it with its row number), then the days it covers are replaced in one transaction,
 * so importing the same report twice gives the same records, never twice as many.
 */
export async function importDeliveryReport(payload: Payload, { user, orderId, text }: { user: User | null; orderId: number | string; text: string }): Promise<ImportResult> {
  if (!user) throw new AppError('unauthorized')
  if (!isStaffUser(user)) throw new AppError('forbidden', 'Only staff import delivery reports.')
  const order = await payload.findByID({ collection: 'orders', id: orderId, depth: 0, select: { status: true, currency: true, number: true }, disableErrors: true, overrideAccess: true })
  if (!order) throw new AppError('not_found', 'There is no such order.')
  if (!DELIVERABLE_STATES.includes(order.status)) throw new AppError('unprocessable', 'Delivery can only be recorded for a paid order.')
  let report
  try {
    report = parseDeliveryReport(text)
  } catch (error) {
    if (error instanceof DeliveryCsvError) throw new AppError('bad_request', `Nothing was imported. ${error.message}`, { fieldErrors: { report: error.message } })
    throw error
  }
  if (report.currency && report.currency.toLowerCase() !== order.currency) {
    throw new AppError('bad_request', `Nothing was imported. The report is in ${report.currency}; order ${order.number} is paid in ${order.currency.toUpperCase()}.`, { fieldErrors: { report: 'Wrong currency.' } })
  }

  const req = await createLocalReq({ user }, payload)
  const ownTransaction = await initTransaction(req)
  let replaced = 0
  try {
    const dayIso = (day: string) => `${day}T00:00:00.000Z`
    const { docs: existing } = await payload.find({
      collection: 'campaign-deliveries',
      where: { and: [{ order: { equals: order.id } }, { day: { in: report.days.map((d) => dayIso(d.day)) } }] },
      pagination: false,
      limit: 0,
      depth: 0,
      select: { day: true },
      req,
    })
    replaced = existing.length
    for (const doc of existing) await payload.delete({ collection: 'campaign-deliveries', id: doc.id, req, depth: 0, overrideAccess: false, user })
    for (const day of report.days) {
      await payload.create({ collection: 'campaign-deliveries', data: { order: order.id, ...day, day: dayIso(day.day), note: 'Imported from the daily report' }, req, depth: 0, overrideAccess: false, user })
    }
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  return { imported: report.days.length, replaced, first: report.days[0]!.day, last: report.days[report.days.length - 1]!.day }
}
