import { beforeAll, describe, expect, it } from 'vitest'

import { orderNumber } from '@/commerce/order-number'
import type { OrderStatus } from '@/commerce/status'

const { testPayload, createUser } = await import('./support/payload')
const { storedOrder } = await import('./support/commerce')
const { loadOverview } = await import('@/lib/data/overview')

const payload = await testPayload()

type User = Awaited<ReturnType<typeof createUser>>
let carol: User
let dave: User
let erin: User
let placed = 0

/** An order placed a minute after the previous one, so "newest" is never a tie. */
async function createOrder(customer: User, status: OrderStatus) {
  placed += 1
  return payload.create({
    collection: 'orders',
    data: storedOrder(customer, {
      number: `${orderNumber(new Date())}-O${placed}`,
      status,
      title: `Video ${placed}`,
      createdAt: new Date(Date.UTC(2026, 10, 1, 0, placed)).toISOString(),
    }),
    depth: 0,
    context: { statusChangedBy: 'customer' },
  })
}

const numbers = (orders: { number: string }[]) => orders.map((order) => order.number)

beforeAll(async () => {
  carol = await createUser(payload, ['customer'], { _verified: true })
  dave = await createUser(payload, ['customer'], { _verified: true })
  erin = await createUser(payload, ['customer'], { _verified: true })
  // Carol: 8 unpaid (more than the 5 shown), 4 in progress, 3 closed, mixed in time.
  const statuses: OrderStatus[] = ['paid', 'pending_payment', 'completed', 'pending_payment', 'in_progress', 'pending_payment', 'cancelled']
  for (const status of [
    ...statuses,
    'payment_failed',
    'pending_payment',
    'paid',
    'pending_payment',
    'refunded',
    'pending_payment',
    'paid',
  ] as OrderStatus[])
    await createOrder(carol, status)
  await createOrder(carol, 'pending_payment')
  await createOrder(dave, 'completed')
  await createOrder(dave, 'pending_payment')
})

describe('dashboard overview', () => {
  it('lists the newest five unpaid orders and the campaigns in progress apart, with their totals and the count of all orders', async () => {
    const all = await payload.find({
      collection: 'orders',
      where: { customer: { equals: carol.id } },
      sort: '-createdAt',
      limit: 0,
      depth: 0,
    })
    const newest = (wanted: OrderStatus[]) => all.docs.filter((order) => wanted.includes(order.status))
    const overview = await loadOverview(carol)
    expect(overview.orderCount).toBe(15)
    expect(overview.attention.total).toBe(8)
    expect(numbers(overview.attention.docs)).toEqual(numbers(newest(['pending_payment', 'payment_failed']).slice(0, 5)))
    expect(overview.inProgress.total).toBe(4)
    expect(numbers(overview.inProgress.docs)).toEqual(numbers(newest(['paid', 'in_progress'])))
    expect(overview.attention.docs[0]).toMatchObject({
      status: 'pending_payment',
      item: { serviceName: 'Views campaign', packageName: 'Starter' },
      video: { title: `Video ${placed - 2}` },
    })
    expect(overview.isNew).toBe(false)
  })

  it("shows only the customer's own orders", async () => {
    const overview = await loadOverview(dave)
    expect(overview.orderCount).toBe(2)
    expect(overview.attention.total).toBe(1)
    expect(overview.attention.docs.map((order) => order.video.title)).toEqual([`Video ${placed}`])
    expect(overview.inProgress).toEqual({ docs: [], total: 0 })
  })

  it('calls a customer with no orders and no history new', async () => {
    const overview = await loadOverview(erin)
    expect(overview).toMatchObject({ orderCount: 0, attention: { docs: [], total: 0 }, inProgress: { docs: [], total: 0 }, isNew: true })
  })
})
