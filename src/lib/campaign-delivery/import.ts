import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { AppError } from '@/lib/errors'
import { isStaffUser } from '@/lib/accounts/roles'
import type { CampaignDelivery, User } from '@/payload-types'
import { DeliveryCsvError, parseDeliveryReport } from '@/tools/campaign-delivery/csv'

import { acceptsDelivery } from './campaign'

export type ImportResult = { imported: number; replaced: number; first: string; last: string }

/**
 * Imports a daily report into an order's delivery, all or nothing: the whole file is checked first
 * (a bad row refuses it with its row number), then the days it covers are replaced in one
 * transaction (or, without one, with the previous days restored on failure), so importing the same
 * report twice gives the same records, never twice as many.
 */
type PreviousDay = Pick<CampaignDelivery, 'id' | 'day' | 'impressions' | 'views' | 'watchSeconds' | 'spend' | 'viewRate' | 'note'>

/**
 * Without a database transaction (the SQLite adapter runs without them here), a write that fails
 * half-way is undone by hand: the days this import created go, the days it replaced come back.
 */
async function restore(payload: Payload, orderId: number | string, previous: PreviousDay[], created: (number | string)[]) {
  if (created.length) await payload.delete({ collection: 'campaign-deliveries', where: { id: { in: created } }, depth: 0 })
  for (const { id: _id, ...day } of previous) {
    const exists = await payload.count({
      collection: 'campaign-deliveries',
      where: { and: [{ order: { equals: orderId } }, { day: { equals: day.day } }] },
    })
    if (!exists.totalDocs) await payload.create({ collection: 'campaign-deliveries', data: { ...day, order: orderId as number }, depth: 0 })
  }
}

export async function importDeliveryReport(
  payload: Payload,
  { user, orderId, text }: { user: User | null; orderId: number | string; text: string },
): Promise<ImportResult> {
  if (!user) throw new AppError('unauthorized')
  if (!isStaffUser(user)) throw new AppError('forbidden', 'Only staff import delivery reports.')
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    select: { status: true, currency: true, number: true },
    disableErrors: true,
    overrideAccess: true,
  })
  if (!order) throw new AppError('not_found', 'There is no such order.')
  if (!acceptsDelivery(order.status)) throw new AppError('unprocessable', 'Delivery can only be recorded for a paid order.')
  let report
  try {
    report = parseDeliveryReport(text)
  } catch (error) {
    if (error instanceof DeliveryCsvError)
      throw new AppError('bad_request', `Nothing was imported. ${error.message}`, { fieldErrors: { report: error.message } })
    throw error
  }
  if (report.currency && report.currency.toLowerCase() !== order.currency) {
    throw new AppError(
      'bad_request',
      `Nothing was imported. The report is in ${report.currency}; order ${order.number} is paid in ${order.currency.toUpperCase()}.`,
      { fieldErrors: { report: 'Wrong currency.' } },
    )
  }

  const req = await createLocalReq({ user }, payload)
  const ownTransaction = await initTransaction(req)
  const dayIso = (day: string) => `${day}T00:00:00.000Z`
  const { docs: previous } = await payload.find({
    collection: 'campaign-deliveries',
    where: { and: [{ order: { equals: order.id } }, { day: { in: report.days.map((d) => dayIso(d.day)) } }] },
    pagination: false,
    limit: 0,
    depth: 0,
    select: { day: true, impressions: true, views: true, watchSeconds: true, spend: true, viewRate: true, note: true },
    req,
  })
  const created: (number | string)[] = []
  try {
    for (const doc of previous)
      await payload.delete({ collection: 'campaign-deliveries', id: doc.id, req, depth: 0, overrideAccess: false, user })
    for (const day of report.days) {
      const doc = await payload.create({
        collection: 'campaign-deliveries',
        data: { order: order.id, ...day, day: dayIso(day.day), note: 'Imported from the daily report' },
        req,
        depth: 0,
        overrideAccess: false,
        user,
      })
      created.push(doc.id)
    }
    if (ownTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownTransaction) await killTransaction(req)
    else await restore(payload, order.id, previous, created)
    throw error
  }
  return {
    imported: report.days.length,
    replaced: previous.length,
    first: report.days[0]!.day,
    last: report.days[report.days.length - 1]!.day,
  }
}
