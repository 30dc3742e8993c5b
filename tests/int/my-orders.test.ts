import { beforeAll, describe, expect, it } from 'vitest'

import { orderNumber } from '@/commerce/order-number'

const { testPayload, createUser } = await import('./support/payload')
const { storedOrder } = await import('./support/commerce')
const { listMyOrders } = await import('@/lib/data/commerce/orders')

const payload = await testPayload()

type User = Awaited<ReturnType<typeof createUser>>
let carol: User
let dave: User

async function createOrder(customer: User, index: number) {
  return payload.create({
    collection: 'orders',
    data: storedOrder(customer, { number: `${orderNumber(new Date())}-${index}`, title: `Video ${index}` }),
    depth: 0,
    context: { statusChangedBy: 'customer' },
  })
}

beforeAll(async () => {
  carol = await createUser(payload, ['customer'], { _verified: true })
  dave = await createUser(payload, ['customer'], { _verified: true })
  // 55 orders: more than the 50 the page used to stop at.
  for (let index = 0; index < 55; index++) await createOrder(carol, index)
  await createOrder(dave, 99)
})

describe('My orders', () => {
  it('pages through every order of the customer, newest first, and only theirs', async () => {
    const first = await listMyOrders(carol, 1, 20)
    expect(first).toMatchObject({ page: 1, totalPages: 3, totalOrders: 55 })
    expect(first.orders).toHaveLength(20)
    const last = await listMyOrders(carol, 3, 20)
    expect(last.orders).toHaveLength(15)
    const all = [...first.orders, ...(await listMyOrders(carol, 2, 20)).orders, ...last.orders]
    expect(new Set(all.map((order) => order.id)).size).toBe(55)
    expect(all.every((order) => order.customer === carol.id)).toBe(true)
    const placed = all.map((order) => Date.parse(order.createdAt))
    expect(placed).toEqual([...placed].sort((a, b) => b - a))
  })

  it('gives each row what the page shows, without the history, payments and notes it does not', async () => {
    const [row] = (await listMyOrders(dave, 1, 20)).orders
    expect(row).toMatchObject({
      number: expect.stringMatching(/-99$/),
      status: 'pending_payment',
      item: { serviceName: 'Views campaign', packageName: 'Starter' },
      video: { title: 'Video 99', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      amount: 2900,
      currency: 'usd',
    })
    expect(row).not.toHaveProperty('statusHistory')
    expect(row).not.toHaveProperty('payments')
  })

  it('answers an empty page past the end, with the real number of pages', async () => {
    expect(await listMyOrders(carol, 9, 20)).toMatchObject({ orders: [], totalPages: 3, totalOrders: 55 })
    expect(await listMyOrders(dave, 1, 20)).toMatchObject({ totalPages: 1, totalOrders: 1 })
  })
})
