import { describe, expect, it } from 'vitest'

import { placeOrderSchema } from '@/commerce/checkout-schema'
import { formatMoney } from '@/commerce/money'
import { paymentMethodLabel } from '@/commerce/payment-methods'
import { sessionExpiresAt } from '@/commerce/providers/stripe'
import { ORDER_NUMBER_PATTERN, orderNumber } from '@/commerce/order-number'
import {
  assertTransition,
  canTransition,
  isAwaitingPayment,
  isPaid,
  ORDER_STATUSES,
  TRANSITIONS,
  type OrderStatus,
} from '@/commerce/status'
import { describeTargeting, targetingFor } from '@/commerce/targeting'
import { targetingSchema } from '@/commerce/targeting-schema'

const allowed: [OrderStatus, OrderStatus][] = [
  ['pending_payment', 'paid'],
  ['pending_payment', 'payment_failed'],
  ['pending_payment', 'cancelled'],
  ['payment_failed', 'pending_payment'],
  ['payment_failed', 'paid'],
  ['payment_failed', 'cancelled'],
  ['pending_payment', 'expired'],
  ['payment_failed', 'expired'],
  ['paid', 'in_progress'],
  ['paid', 'refunded'],
  ['in_progress', 'completed'],
  ['in_progress', 'refunded'],
]

describe('order transition table', () => {
  it('allows exactly the documented transitions', () => {
    const table = ORDER_STATUSES.flatMap((from) => TRANSITIONS[from].map((to) => [from, to]))
    expect(table.sort()).toEqual([...allowed].sort())
  })

  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      if (from === to) continue
      const expected = allowed.some(([a, b]) => a === from && b === to)
      it(`${expected ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(expected)
        if (expected) expect(() => assertTransition(from, to)).not.toThrow()
        else expect(() => assertTransition(from, to)).toThrow(/cannot go from/)
      })
    }
  }

  it('treats staying in the same status as no transition', () => {
    for (const status of ORDER_STATUSES) expect(() => assertTransition(status, status)).not.toThrow()
  })

  it('knows which states hold money and which still wait for it', () => {
    expect(ORDER_STATUSES.filter(isPaid)).toEqual(['paid', 'in_progress', 'completed', 'refunded'])
    expect(ORDER_STATUSES.filter(isAwaitingPayment)).toEqual(['pending_payment', 'payment_failed'])
  })
})

describe('money', () => {
  it('formats integer minor units with Intl', () => {
    expect(formatMoney(4900, 'usd')).toBe('$49.00')
    expect(formatMoney(29_900, 'eur')).toBe('€299.00')
    expect(formatMoney(199, 'gbp')).toBe('£1.99')
    expect(formatMoney(1_234_500, 'usd')).toBe('$12,345.00')
  })
})

describe('order numbers', () => {
  it('carry the year and month and six unambiguous characters', () => {
    let i = 0
    const sequence = [0, 0.1, 0.5, 0.99, 0.3, 0.7]
    const number = orderNumber(new Date('2026-11-21T10:00:00Z'), () => sequence[i++ % sequence.length]!)
    expect(number).toMatch(ORDER_NUMBER_PATTERN)
    expect(number.startsWith('TL-2611-')).toBe(true)
    for (let n = 0; n < 200; n++) expect(orderNumber(new Date())).toMatch(ORDER_NUMBER_PATTERN)
  })
})

describe('targeting', () => {
  it('validates countries, interests and ages with clear messages', () => {
    expect(targetingSchema.parse({})).toEqual({ countries: [], interests: [], ageMin: 18, ageMax: 65 })
    const messages = (input: unknown) => {
      const result = targetingSchema.safeParse(input)
      return result.success ? [] : result.error.issues.map((issue) => issue.message)
    }
    expect(messages({ countries: ['XX'], interests: ['Knitting'] })).toEqual([
      'Choose countries from the list.',
      'Choose interests from the list.',
    ])
    expect(messages({ ageMin: 40, ageMax: 30 })).toEqual(['The oldest age must be at least the youngest.'])
    expect(messages({ ageMin: 13 })).toEqual(['Ads can target ages 18 and up.'])
    expect(targetingSchema.safeParse({ countries: Array(11).fill('US') }).success).toBe(false)
  })

  it('keeps only what the service offers', () => {
    const chosen = { countries: ['US'], interests: ['Gaming' as const], ageMin: 25, ageMax: 34 }
    expect(targetingFor({ countries: true, interests: false, ageRange: false }, chosen)).toEqual({
      countries: ['US'],
      interests: [],
      ageMin: 18,
      ageMax: 65,
    })
    expect(describeTargeting({ countries: [], interests: [], ageMin: 18, ageMax: 65 })).toEqual([
      'Countries: worldwide',
      'Interests: anyone who watches similar videos',
      'Ages: 18–65+',
    ])
  })
})

describe('checkout input', () => {
  it('needs the terms accepted and carries no price', () => {
    const base = { service: 'views-campaign', package: 'p1', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', targeting: {} }
    expect(placeOrderSchema.safeParse({ ...base, acceptTerms: false }).success).toBe(false)
    const parsed = placeOrderSchema.parse({ ...base, acceptTerms: true, price: 1, amount: 1 })
    expect(parsed).not.toHaveProperty('price')
    expect(parsed).not.toHaveProperty('amount')
  })
})

describe('Checkout Session expiry', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const seconds = (date: Date) => date.getTime() / 1000

  it('closes with the order when Stripe allows it', () => {
    expect(sessionExpiresAt(new Date('2026-11-23T18:00:00Z'), now)).toBe(seconds(new Date('2026-11-23T18:00:00Z')))
  })

  it('stays inside Stripe’s window of 30 minutes to 24 hours, with a minute of margin', () => {
    expect(sessionExpiresAt(new Date('2026-11-23T12:10:00Z'), now)).toBe(seconds(now) + 31 * 60)
    expect(sessionExpiresAt(new Date('2026-11-30T12:00:00Z'), now)).toBe(seconds(now) + 24 * 3600 - 60)
  })
})

describe('payment methods on receipts', () => {
  it('name the method actually used', () => {
    expect(paymentMethodLabel('stripe', 'card')).toBe('Card via Stripe')
    expect(paymentMethodLabel('stripe', 'sepa_debit')).toBe('SEPA Direct Debit via Stripe')
    expect(paymentMethodLabel('stripe', 'cashapp')).toBe('cashapp via Stripe')
    expect(paymentMethodLabel('stripe', null)).toBe('Paid via Stripe')
    expect(paymentMethodLabel('test', 'test')).toBe('Test payment (no money moved)')
  })
})
