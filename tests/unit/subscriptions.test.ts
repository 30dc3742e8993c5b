import { describe, expect, it } from 'vitest'

import { fieldErrorsFrom } from '@/lib/errors'
import { subscribeSchema, subscriptionTopics, TOPICS_ERROR } from '@/lib/subscriptions/schema'
import { emailHash, signToken, verifyToken } from '@/lib/subscriptions/tokens'
import { isoWeek, postsForSubscriber, previousWeek, type DigestPost } from '@/tools/subscriptions/digest'

const SECRET = 'unit-test-secret-0123456789abcdef0123'

describe('subscription tokens', () => {
  const claims = { purpose: 'confirm' as const, subscriber: '42', nonce: 'n1', expiresAt: Date.parse('2026-11-26T12:00:00Z') }

  it('verify what they were signed with, before they expire', () => {
    const token = signToken(claims, SECRET)
    expect(verifyToken(token, 'confirm', SECRET, Date.parse('2026-11-26T11:59:59Z'))).toEqual({ ok: true, claims })
    expect(verifyToken(token, 'confirm', SECRET, claims.expiresAt)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse a changed token, another secret, another purpose and garbage', () => {
    const token = signToken(claims, SECRET)
    const [, mac] = token.split('.')
    const forged = `${Buffer.from(JSON.stringify({ ...claims, subscriber: '43' })).toString('base64url')}.${mac}`
    expect(verifyToken(forged, 'confirm', SECRET, 0)).toEqual({ ok: false, reason: 'tampered' })
    expect(verifyToken(token, 'confirm', `${SECRET}x`, 0)).toEqual({ ok: false, reason: 'tampered' })
    expect(verifyToken(token, 'manage', SECRET, 0)).toEqual({ ok: false, reason: 'wrong-purpose' })
    expect(verifyToken('not-a-token', 'confirm', SECRET, 0)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('hash an address the same whatever its case, and never as the address itself', () => {
    expect(emailHash(' Reader@Example.test', SECRET)).toBe(emailHash('reader@example.test', SECRET))
    expect(emailHash('reader@example.test', SECRET)).not.toContain('reader')
  })
})

describe('digest weeks', () => {
  it('are ISO weeks from Monday to Monday, UTC', () => {
    expect(isoWeek(new Date('2026-11-26T15:00:00Z'))).toEqual({
      key: '2026-W48',
      start: new Date('2026-11-23T00:00:00Z'),
      end: new Date('2026-11-30T00:00:00Z'),
    })
    // 1 January 2027 is a Friday: it belongs to the last week of 2026.
    expect(isoWeek(new Date('2027-01-01T00:00:00Z')).key).toBe('2026-W53')
    expect(isoWeek(new Date('2026-01-01T00:00:00Z')).key).toBe('2026-W01')
  })

  it('a Monday run covers the week that just ended, Sunday night included', () => {
    const week = previousWeek(new Date('2026-11-30T08:00:00Z'))
    expect(week.key).toBe('2026-W48')
    // The digest's query takes start inclusive and end exclusive (lib/subscriptions/mailing.ts).
    expect(week.start.toISOString()).toBe('2026-11-23T00:00:00.000Z')
    expect(week.end.toISOString()).toBe('2026-11-30T00:00:00.000Z')
  })
})

describe('digest selection', () => {
  const post = (id: number, categories: number[], day: number): DigestPost => ({
    id,
    title: `Post ${id}`,
    excerpt: '',
    slug: `post-${id}`,
    publishedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`,
    categories,
  })
  const posts = [post(1, [10], 23), post(2, [20], 25), post(3, [10, 30], 24), post(4, [], 26)]

  it('gives every post, newest first, to a subscriber without topics', () => {
    expect(postsForSubscriber(posts, []).map((p) => p.id)).toEqual([4, 2, 3, 1])
  })

  it('gives only the posts in the chosen topics, whatever the id type', () => {
    expect(postsForSubscriber(posts, ['10']).map((p) => p.id)).toEqual([3, 1])
    expect(postsForSubscriber(posts, [30, 20]).map((p) => p.id)).toEqual([2, 3])
    expect(postsForSubscriber(posts, [99])).toEqual([])
  })
})

describe('the subscribe form’s input', () => {
  const errorsOf = (input: unknown) => {
    const parsed = subscribeSchema.safeParse(input)
    return parsed.success ? {} : fieldErrorsFrom(parsed.error.issues)
  }

  it('takes an email alone as every topic, and chosen category ids once each', () => {
    expect(subscribeSchema.parse({ email: 'reader@example.test' })).toEqual({ email: 'reader@example.test', topics: [] })
    expect(subscribeSchema.parse({ email: 'reader@example.test', topics: ['12', '7', '12'], source: '/blog/a-post' })).toEqual({
      email: 'reader@example.test',
      topics: ['12', '7'],
      source: '/blog/a-post',
    })
    // MongoDB's ids are hexadecimal strings.
    expect(subscribeSchema.parse({ topics: ['6745a1b2c3d4e5f601234567'] }).topics).toEqual(['6745a1b2c3d4e5f601234567'])
  })

  it('refuses what is not a list of ids, as an error on the topics field itself', () => {
    expect(errorsOf({ email: 'reader@example.test', topics: ['12', 'no spaces or <tags>'] })).toEqual({ topics: TOPICS_ERROR })
    expect(errorsOf({ email: 'reader@example.test', topics: '12' })).toEqual({ topics: TOPICS_ERROR })
    expect(errorsOf({ email: 'reader@example.test', topics: [''] })).toEqual({ topics: TOPICS_ERROR })
    expect(errorsOf({ email: 'reader@example.test', topics: Array.from({ length: 51 }, (_, n) => String(n)) })).toEqual({
      topics: TOPICS_ERROR,
    })
    expect(errorsOf({ email: 'not-an-address', topics: ['12'] })).toEqual({ email: expect.any(String) })
  })

  it('offers categories to the browser by id and title only', () => {
    const category = { id: 3, title: 'Growth', slug: 'growth', updatedAt: '2026-11-01T00:00:00Z' }
    expect(subscriptionTopics([category])).toEqual([{ id: '3', title: 'Growth' }])
  })
})
