import type { Payload, RequestContext } from 'payload'

import { orderNumber } from '@/commerce/order-number'
import type { Order } from '@/payload-types'

/**
 * Demo delivery: the demo customer's completed and running campaigns get daily figures and
 * YouTube counter snapshots, and five past Growth views campaigns give the pricing page real
 * estimates. Idempotent: nothing is added once any delivery exists.
 */
const context: RequestContext = { disableRevalidate: true, seeding: true, disableEmails: true }
const DAY = 24 * 60 * 60 * 1000
const iso = (t: number) => new Date(t).toISOString()
const dayIso = (t: number) => `${iso(t).slice(0, 10)}T00:00:00.000Z`

/** Deterministic wobble so the demo's days differ without randomness. */
const wobble = (i: number, seed: number) => 0.8 + (((i + 1) * 7919 * (seed + 3)) % 41) / 100

async function addDays(payload: Payload, order: Order, start: number, count: number, perDay: number, seed: number) {
  for (let i = 0; i < count; i += 1) {
    const views = Math.round(perDay * wobble(i, seed))
    const impressions = Math.round(views * (3.4 + (i % 3) * 0.3))
    await payload.create({
      collection: 'campaign-deliveries',
      data: { order: order.id, day: dayIso(start + i * DAY), impressions, views, watchSeconds: views * 74, spend: Math.round(views * 1.6) },
      depth: 0,
      context,
    })
  }
}

async function addSnapshots(
  payload: Payload,
  order: Order,
  from: number,
  to: number,
  baseline: number,
  dailyOrganic: number,
  campaign: { start: number; end: number; perDay: number },
) {
  let count = baseline
  for (let t = from; t <= to; t += DAY) {
    const during = t >= campaign.start && t < campaign.end
    count += dailyOrganic + (during ? Math.round(campaign.perDay * 1.1) : 0)
    await payload.create({
      collection: 'video-snapshots',
      data: {
        order: order.id,
        videoId: order.video.videoId,
        takenAt: iso(t),
        day: iso(t).slice(0, 10),
        viewCount: count,
        likeCount: Math.round(count * 0.035),
        commentCount: Math.round(count * 0.004),
      },
      depth: 0,
      context,
    })
  }
}

/** Dates the order's history as if it had happened over time (history is frozen to the API). */
async function dateHistory(payload: Payload, order: Order, at: Partial<Record<Order['status'], number>>) {
  const current = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
  const statusHistory = (current.statusHistory ?? []).map((entry) =>
    at[entry.status] !== undefined ? { ...entry, at: iso(at[entry.status]!) } : entry,
  )
  await payload.db.updateOne({ collection: 'orders', id: order.id, data: { statusHistory } })
}

async function pastCampaign(payload: Payload, index: number, now: number) {
  const service = (await payload.find({ collection: 'services', where: { slug: { equals: 'views-campaign' } }, limit: 1, depth: 0 }))
    .docs[0]
  const pkg = service?.packages?.find((p) => p.name === 'Growth')
  if (!service || !pkg) return
  const placed = now - (120 - index * 15) * DAY
  const order = await payload.create({
    collection: 'orders',
    data: {
      number: orderNumber(new Date(placed)),
      status: 'pending_payment',
      customerName: 'Past customer',
      service: service.id,
      item: {
        serviceName: service.name,
        serviceSlug: service.slug ?? '',
        packageId: pkg.id ?? '',
        packageName: pkg.name,
        deliverable: pkg.deliverable,
        durationDays: pkg.durationDays,
      },
      video: {
        url: `https://www.youtube.com/watch?v=pastDemo0${index}x`,
        videoId: `pastDemo0${index}x`,
        title: `A past promoted video (${index + 1})`,
      },
      targeting: { countries: ['US'], interests: [], ageMin: 18, ageMax: 65 },
      amount: pkg.price,
      currency: pkg.currency,
      createdAt: iso(placed),
    },
    depth: 0,
    context: { ...context, statusChangedBy: 'customer' },
  })
  for (const status of ['paid', 'in_progress'] as const)
    await payload.update({ collection: 'orders', id: order.id, data: { status }, depth: 0, context })
  await addDays(payload, order, placed + 2 * DAY, 14, 380 + index * 25, index)
  await payload.update({ collection: 'orders', id: order.id, data: { status: 'completed' }, depth: 0, context })
  await dateHistory(payload, order, {
    pending_payment: placed,
    paid: placed + DAY,
    in_progress: placed + 2 * DAY,
    completed: placed + 16 * DAY,
  })
}

export async function seedDelivery(payload: Payload, now: number) {
  // Deliveries left behind by a --force wipe of orders have lost their order: they do not count.
  if ((await payload.count({ collection: 'campaign-deliveries', where: { order: { exists: true } } })).totalDocs > 0) return
  const { docs } = await payload.find({
    collection: 'orders',
    where: { customerEmail: { equals: 'demo@tubelift.dev' } },
    pagination: false,
    limit: 0,
    depth: 0,
  })
  const completed = docs.find((o) => o.status === 'completed')
  if (completed) {
    // The demo order is dated when it was placed (seed/index.ts): its campaign ran from two days after.
    const placed = new Date(completed.createdAt).getTime()
    const start = placed + 2 * DAY
    await dateHistory(payload, completed, { pending_payment: placed, paid: placed + DAY, in_progress: start, completed: start + 14 * DAY })
    await addDays(payload, completed, start, 14, 420, 1)
    await addSnapshots(payload, completed, placed + DAY, Math.min(now, start + 28 * DAY), 18_240, 35, {
      start,
      end: start + 14 * DAY,
      perDay: 420,
    })
  }
  const running = docs.find((o) => o.status === 'in_progress')
  if (running) {
    const start = now - 5 * DAY - 3 * 60 * 60 * 1000
    const placed = new Date(running.createdAt).getTime()
    await dateHistory(payload, running, { pending_payment: placed, paid: placed + 60 * 60 * 1000, in_progress: start })
    await addDays(payload, running, start, 5, 150, 2)
    await addSnapshots(payload, running, start - DAY, now, 2_310, 12, { start, end: start + 14 * DAY, perDay: 150 })
  }
  for (let i = 0; i < 5; i += 1) await pastCampaign(payload, i, now)
}
