import { createLocalReq, type Payload, type SendEmailOptions } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { getSubscriptionCounts } from '@/lib/data/subscriptions'
import { confirmSubscription, subscribe, subscribersForExport } from '@/lib/services/subscriptions'
import { queueWeeklyDigest, sendDelivery } from '@/lib/subscriptions/mailing'
import { isoWeek } from '@/tools/subscriptions/digest'

import { linkIn, queuedEmails } from './support/emails'
import { createAuthor, createUser, lexicalParagraph, testPayload } from './support/payload'

/**
 * Issue 39 (decision 018): double opt-in, the weekly digest sent once per subscriber and week even
 * when its run restarts, one-click unsubscribe without cookies, and old post addresses answering 308.
 */
let payload: Payload
let authorId: number
const sent: SendEmailOptions[] = []
// A Monday: the digest of the week before covers the posts published below.
const MONDAY = new Date('2026-11-23T08:00:00Z')
const LAST_WEEK = new Date('2026-11-18T10:00:00Z')

beforeAll(async () => {
  payload = await testPayload()
  authorId = (await createAuthor(payload)).id
  await publish('A week one post', 'week-one-post')
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(message as SendEmailOptions)
  })
})
beforeEach(async () => {
  sent.length = 0
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendSubscriptionEmail' } } })
})

const publish = (title: string, slug: string, publishedAt = LAST_WEEK) =>
  payload.create({
    collection: 'posts',
    data: {
      title,
      slug,
      excerpt: 'What the post is about.',
      content: lexicalParagraph('Words.'),
      authors: [authorId],
      publishedAt: publishedAt.toISOString(),
      _status: 'published',
    },
    depth: 0,
  })

/** Runs the queued subscription emails as the job runner would, each job once. */
async function runQueuedEmails() {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendSubscriptionEmail' } },
    limit: 0,
    pagination: false,
  })
  for (const job of docs) await sendDelivery(payload, { ...(job.input as { digest: string; subscriber: string }), job: job.id })
}

/** Subscribes `email` and returns its confirmation link's token, not yet followed. */
async function confirmationToken(email: string) {
  expect(await subscribe({ email, topics: [] }, null)).toBe('check-inbox')
  return linkIn(queuedEmails(email).at(-1)!, '/subscriptions/confirm').searchParams.get('token')!
}

async function confirmedSubscriber(email: string) {
  expect(await subscribe({ email, topics: [] }, null)).toBe('check-inbox')
  const link = linkIn(queuedEmails(email).at(-1)!, '/subscriptions/confirm')
  expect(await confirmSubscription(link.searchParams.get('token')!)).toMatch(/\/subscriptions\/preferences\?token=/)
  return link
}

describe('subscribing', () => {
  it('sends nothing but the confirmation until the link is followed, and the link works once', async () => {
    const email = `reader-${Date.now()}@example.test`
    await subscribe({ email, topics: [], source: '/blog/week-one-post' }, null)
    await queueWeeklyDigest(payload, { now: MONDAY })
    await runQueuedEmails()
    expect(sent.filter((message) => message.to === email)).toEqual([])

    const link = linkIn(queuedEmails(email).at(-1)!, '/subscriptions/confirm')
    expect(await confirmSubscription(link.searchParams.get('token')!)).not.toBeNull()
    expect(await confirmSubscription(link.searchParams.get('token')!)).toBeNull()
    const { docs } = await payload.find({ collection: 'subscribers', where: { email: { equals: email } } })
    expect(docs[0]).toMatchObject({ status: 'subscribed', source: '/blog/week-one-post' })
  })

  it('answers the same for a new, a waiting and a subscribed address, and keeps one record', async () => {
    const email = `twice-${Date.now()}@example.test`
    expect(await subscribe({ email, topics: [] }, null)).toBe('check-inbox')
    expect(await subscribe({ email, topics: [] }, null)).toBe('check-inbox')
    await confirmSubscription(linkIn(queuedEmails(email).at(-1)!, '/subscriptions/confirm').searchParams.get('token')!)
    const before = queuedEmails(email).length
    expect(await subscribe({ email, topics: [] }, null)).toBe('check-inbox')
    expect(queuedEmails(email).length).toBe(before)
    expect((await payload.count({ collection: 'subscribers', where: { email: { equals: email } } })).totalDocs).toBe(1)
  })
})

describe('topics chosen in the form', () => {
  const category = (title: string) => payload.create({ collection: 'categories', data: { title: `${title} ${Date.now()}` }, depth: 0 })
  const subscriberOf = async (email: string) =>
    (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 })).docs[0]

  it('wait on a new subscription, apply once confirmed, and an anonymous form never changes them', async () => {
    const [growth, editing] = [await category('Growth'), await category('Editing')]
    const email = `topics-${Date.now()}@example.test`
    expect(await subscribe({ email, topics: [String(growth.id)] }, null)).toBe('check-inbox')
    expect(await subscriberOf(email)).toMatchObject({ status: 'pending', topics: [growth.id] })
    // Anyone can type this address while it waits: same answer, and its topics stay.
    expect(await subscribe({ email, topics: [String(editing.id)] }, null)).toBe('check-inbox')
    expect((await subscriberOf(email))?.topics).toEqual([growth.id])

    await confirmSubscription(linkIn(queuedEmails(email).at(-1)!, '/subscriptions/confirm').searchParams.get('token')!)
    expect(await subscriberOf(email)).toMatchObject({ status: 'subscribed', topics: [growth.id] })
    expect(await subscribe({ email, topics: [] }, null)).toBe('check-inbox')
    expect((await subscriberOf(email))?.topics).toEqual([growth.id])
  })

  it('refuse an id that is no category as a 400 next to the field, the same for any address, storing nothing', async () => {
    const { POST } = await import('@/app/api/subscriptions/route')
    const [fresh, subscribed] = [`topics-new-${Date.now()}@example.test`, `topics-known-${Date.now()}@example.test`]
    await confirmedSubscriber(subscribed)
    const growth = await category('Growth')
    for (const email of [fresh, subscribed]) {
      const response = await POST(
        new Request('http://127.0.0.1:9/api/subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.39' },
          body: JSON.stringify({ email, topics: [String(growth.id), '999999'] }),
        }),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ error: { fields: { topics: expect.stringMatching(/no longer exists/) } } })
    }
    expect(await subscriberOf(fresh)).toBeUndefined()
    expect((await subscriberOf(subscribed))?.topics).toEqual([])
  })
})

describe('the preferences link', () => {
  it('saves the topics ticked on the page, leaving out what is no category id, and refuses a made-up token', async () => {
    const { POST } = await import('@/app/api/subscriptions/preferences/route')
    const email = `prefs-${Date.now()}@example.test`
    const preferences = new URL((await confirmSubscription(await confirmationToken(email)))!)
    const token = preferences.searchParams.get('token')!
    const growth = await payload.create({ collection: 'categories', data: { title: `Prefs ${Date.now()}` }, depth: 0 })
    const save = (token: string, topics: string[]) => {
      const form = new FormData()
      form.set('token', token)
      for (const topic of topics) form.append('topics', topic)
      return POST(new Request('http://127.0.0.1:9/api/subscriptions/preferences', { method: 'POST', body: form }))
    }

    const saved = await save(token, [String(growth.id), '<script>'])
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toMatch(/saved=1$/)
    const subscriber = (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, depth: 0 })).docs[0]
    expect(subscriber?.topics).toEqual([growth.id])

    const refused = await save(token.replace(/\.[^.]+$/, '.forged'), [])
    expect(refused.headers.get('location')).toBe('/subscriptions/preferences')
    expect((await payload.findByID({ collection: 'subscribers', id: subscriber!.id, depth: 0 })).topics).toEqual([growth.id])
  })
})

describe('a signed-in reader and staff', () => {
  it('subscribes a verified account in one click, without a confirmation email, and lists it in the export', async () => {
    const reader = await createUser(payload, ['customer'], { _verified: true })
    expect(await subscribe({ topics: [] }, reader)).toBe('subscribed')
    expect(queuedEmails(reader.email)).toEqual([])
    const rows = await subscribersForExport()
    expect(rows.find((row) => row.email === reader.email.toLowerCase())).toMatchObject({ status: 'subscribed', topics: '' })
    // The admin's figures above the list are read as the staff member, with access control on.
    const staff = await createUser(payload, ['editor'])
    const counts = await getSubscriptionCounts(staff)
    expect(counts.subscribed).toBe(
      (await payload.count({ collection: 'subscribers', where: { status: { equals: 'subscribed' } } })).totalDocs,
    )
    expect(counts.subscribed).toBeGreaterThan(0)
    await expect(getSubscriptionCounts(await createUser(payload, ['customer']))).rejects.toThrow()
    // Deleting the account deletes the subscription (docs/delete-rules.md).
    await payload.delete({ collection: 'users', id: reader.id })
    expect((await payload.count({ collection: 'subscribers', where: { email: { equals: reader.email.toLowerCase() } } })).totalDocs).toBe(0)
  })
})

describe('the weekly digest', () => {
  it('reaches each subscriber once, even when the run restarts half-way and runs again', async () => {
    const emails = [1, 2, 3].map((n) => `digest-${n}-${Date.now()}@example.test`)
    for (const email of emails) await confirmedSubscriber(email)
    const queue = payload.jobs.queue.bind(payload.jobs)
    let calls = 0
    const crash = vi.spyOn(payload.jobs, 'queue').mockImplementation(async (args) => {
      calls += 1
      if (calls === 2) throw new Error('instance stopped mid-digest')
      return queue(args as never)
    })
    await expect(queueWeeklyDigest(payload, { now: MONDAY })).rejects.toThrow('mid-digest')
    crash.mockRestore()
    await runQueuedEmails()
    // The restarted run, and a second instance running it at the same moment.
    await Promise.all([queueWeeklyDigest(payload, { now: MONDAY }), queueWeeklyDigest(payload, { now: MONDAY })])
    await runQueuedEmails()
    await runQueuedEmails()
    for (const email of emails) expect(sent.filter((message) => message.to === email)).toHaveLength(1)
    // Staff see the mailing's figures (the jobs read it without them).
    const staff = await createUser(payload, ['editor'])
    const where = { key: { equals: `weekly:${isoWeek(LAST_WEEK).key}` } }
    const digest = (await payload.find({ collection: 'subscription-digests', where, user: staff, overrideAccess: false })).docs[0]
    expect(digest).toMatchObject({ failed: 0, waiting: 0 })
    expect(digest?.sent).toBeGreaterThanOrEqual(3)
  })

  it('has a plain-text part and the one-click unsubscribe headers; a POST without cookies ends it at once', async () => {
    const email = `leaver-${Date.now()}@example.test`
    await confirmedSubscriber(email)
    await queueWeeklyDigest(payload, { now: MONDAY })
    await runQueuedEmails()
    const digest = sent.find((message) => message.to === email)!
    expect(digest.text).toContain('/blog/week-one-post')
    const headers = digest.headers as Record<string, string>
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const unsubscribeUrl = headers['List-Unsubscribe']!.replace(/^<|>$/g, '')

    const { POST } = await import('@/app/api/subscriptions/unsubscribe/route')
    const response = await POST(
      new Request(unsubscribeUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(response.status).toBe(200)
    expect((await payload.count({ collection: 'subscribers', where: { email: { equals: email } } })).totalDocs).toBe(0)
    expect(
      (await payload.count({ collection: 'subscription-suppressions', where: { reason: { equals: 'unsubscribed' } } })).totalDocs,
    ).toBeGreaterThan(0)

    sent.length = 0
    await publish('The week after', 'week-two-post', new Date('2026-11-25T10:00:00Z'))
    await queueWeeklyDigest(payload, { now: new Date('2026-11-30T08:00:00Z') })
    await runQueuedEmails()
    expect(sent.filter((message) => message.to === email)).toEqual([])
  })
})

describe('redirects', () => {
  it('keeps a renamed published post’s old address, and refuses a redirect loop', async () => {
    const post = await publish('Renamed later', 'before-rename')
    await payload.update({ collection: 'posts', id: post.id, data: { slug: 'after-rename' }, depth: 0 })
    const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: '/blog/before-rename' } }, depth: 1 })
    expect(docs[0]?.to?.reference).toMatchObject({ slug: 'after-rename' })

    await payload.create({ collection: 'redirects', data: { from: '/old-guide', to: { type: 'custom', url: '/blog/before-rename' } } })
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/blog/after-rename', to: { type: 'custom', url: '/old-guide' } } }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          {
            path: 'from',
            message: expect.stringMatching(/would loop: \/blog\/after-rename → \/old-guide → \/blog\/before-rename → \/blog\/after-rename/),
          },
        ],
      },
    })
  })
})

describe('the privacy policy of an existing site', () => {
  it('gains the subscription section and retention line where it still has the seeded headings, once', async () => {
    const { addSubscriptionClauses } = await import('@/seed/legal-updates')
    const { markdownToLexical, parseMarkdown } = await import('@/seed/lexical')
    const policy = (extra = '') =>
      markdownToLexical(
        parseMarkdown(
          `## The data we collect\n\nWords.\n\n### Technical and error data\n\nWords.\n\n## Why we use your data and our legal bases\n\nWords.\n\n## How long we keep data\n\n- **Support emails:** two years.\n- **Verification and password reset links:** until used.${extra}`,
        ),
        [],
      )
    const write = (content: unknown) =>
      payload.updateGlobal({
        slug: 'privacy-policy',
        data: { title: 'Privacy Policy', effectiveDate: '2026-11-01', content: content as never },
        depth: 0,
      })
    const text = async () => JSON.stringify((await payload.findGlobal({ slug: 'privacy-policy', depth: 0 })).content)
    const req = await createLocalReq({}, payload)

    await write(policy())
    expect(await addSubscriptionClauses(payload, req)).toBe('updated')
    expect(await text()).toMatch(
      /Blog subscription.*Technical and error data.*Why we use your data.*A subscription never confirmed is deleted after 7 days/,
    )
    expect(await addSubscriptionClauses(payload, req)).toBe('reworded')
    expect((await text()).match(/never confirmed/g)).toHaveLength(1)

    await write(markdownToLexical(parseMarkdown('## Our data practices\n\nReworded by staff.'), []))
    expect(await addSubscriptionClauses(payload, req)).toBe('reworded')
    expect(await text()).not.toContain('Blog subscription')
  })
})
