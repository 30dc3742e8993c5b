import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { quoteRefund, refundableRemainder, REFUNDABLE_STATES, type RefundInput, type RefundRule } from '@/commerce/refund-rules'
import { refundedAmount } from '@/commerce/refund-status'

const base: RefundInput = {
  rule: 'stopped_early',
  paid: 4900,
  alreadyRefunded: 0,
  deliverable: '5,000–7,000 views',
  deliveredViews: 0,
  spent: 0,
}
const amountOf = (input: Partial<RefundInput>) => {
  const quote = quoteRefund({ ...base, ...input })
  return quote.ok ? quote.amount : 0
}

describe('refund rules', () => {
  it('gives everything back for a disapproval before delivery, and refuses it once views were delivered', () => {
    expect(amountOf({ rule: 'disapproved' })).toBe(4900)
    expect(quoteRefund({ ...base, rule: 'disapproved', deliveredViews: 1 })).toMatchObject({ ok: false })
  })

  it('refunds the undelivered share of a views package, pro rata to the low end of the promise, rounded down', () => {
    expect(amountOf({ deliveredViews: 0 })).toBe(4900)
    expect(amountOf({ deliveredViews: 2500 })).toBe(2450)
    expect(amountOf({ deliveredViews: 1 })).toBe(4899) // 4900 × 4999/5000 = 4899.02
    expect(amountOf({ deliveredViews: 5000 })).toBe(0)
    expect(amountOf({ deliveredViews: 9000 })).toBe(0)
  })

  it('refunds the payment less the ad spend for packages not counted in views', () => {
    expect(amountOf({ deliverable: '100–150 subscribers', spent: 1234 })).toBe(3666)
    expect(amountOf({ deliverable: 'Channel audit', spent: 99_999 })).toBe(0)
  })

  it('subtracts what was already refunded, and refuses once everything is back', () => {
    expect(amountOf({ deliveredViews: 2500, alreadyRefunded: 1000 })).toBe(1450)
    expect(quoteRefund({ ...base, alreadyRefunded: 4900 })).toEqual({
      ok: false,
      reason: 'Everything paid for this order has already been refunded.',
    })
  })

  it('is exact on amounts whose product passes 2^53', () => {
    expect(amountOf({ paid: 10_000_000, deliverable: '1,000,000,000 views', deliveredViews: 333_333_333 })).toBe(6_666_666)
  })
})

const input = fc.record({
  rule: fc.constantFrom<RefundRule>('disapproved', 'stopped_early'),
  paid: fc.integer({ min: 100, max: 10_000_000 }),
  deliverable: fc.constantFrom('5,000–7,000 views', '1,500 views', '100 subscribers', '250,000–300,000 views'),
  deliveredViews: fc.integer({ min: 0, max: 400_000 }),
  spent: fc.integer({ min: 0, max: 12_000_000 }),
})

describe('refund rules (properties)', () => {
  it('a quote is a whole number of cents, above zero and never above what is still refundable', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 12_000_000 }), (facts, alreadyRefunded) => {
        const quote = quoteRefund({ ...facts, alreadyRefunded })
        if (!quote.ok) return
        expect(Number.isSafeInteger(quote.amount)).toBe(true)
        expect(quote.amount).toBeGreaterThan(0)
        expect(quote.amount).toBeLessThanOrEqual(refundableRemainder(facts.paid, alreadyRefunded))
      }),
    )
  })

  it('any sequence of refunds, each as quoted, sums to at most what was paid', () => {
    fc.assert(
      fc.property(input, fc.array(fc.integer({ min: 0, max: 400_000 }), { maxLength: 6 }), (facts, deliveries) => {
        let refunded = 0
        for (const deliveredViews of [facts.deliveredViews, ...deliveries]) {
          const quote = quoteRefund({ ...facts, deliveredViews, alreadyRefunded: refunded })
          if (quote.ok) refunded += quote.amount
        }
        expect(refunded).toBeLessThanOrEqual(facts.paid)
      }),
    )
  })

  it('delivering more never refunds more', () => {
    fc.assert(
      fc.property(input, fc.integer({ min: 0, max: 100_000 }), (facts, more) => {
        const before = quoteRefund({ ...facts, rule: 'stopped_early', alreadyRefunded: 0 })
        const after = quoteRefund({ ...facts, rule: 'stopped_early', alreadyRefunded: 0, deliveredViews: facts.deliveredViews + more })
        expect(after.ok ? after.amount : 0).toBeLessThanOrEqual(before.ok ? before.amount : 0)
      }),
    )
  })
})

describe('refunded so far', () => {
  it('counts refunds on their way or through, never requests, declines or failures', () => {
    expect(
      refundedAmount([
        { status: 'requested', amount: 100 },
        { status: 'declined', amount: 200 },
        { status: 'processing', amount: 400 },
        { status: 'succeeded', amount: 800 },
        { status: 'failed', amount: 1600 },
      ]),
    ).toBe(1200)
  })
})

describe('refundable orders', () => {
  it('are the paid and running ones, as the transition table and the refund policy say', () => {
    expect(REFUNDABLE_STATES).toEqual(['paid', 'in_progress'])
  })
})
