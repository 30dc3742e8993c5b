import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { FAKE_YOUTUBE_ENV, startFakeYouTube } from '../support/fake-youtube'
import { fakeApiKeys } from '../support/youtube-fixtures'

/**
 * Campaign delivery on the Payload Local API: the daily report import (all or nothing, re-import
 * replaces), the view-tracking job against the YouTube fake (50 ids a call, quota, outages), the
 * weekly and final emails, and the completion reason.
 */
const youtube = await startFakeYouTube({ port: 0 })
Object.assign(process.env, FAKE_YOUTUBE_ENV(youtube.url), { YOUTUBE_API_KEY: fakeApiKeys.valid })

const { testPayload, createUser } = await import('./support/payload')
const { importDeliveryReport } = await import('@/lib/campaign-delivery/import')
const { recordVideoSnapshots } = await import('@/lib/campaign-delivery/tracking')
const { sendWeeklyProgressEmails } = await import('@/lib/campaign-delivery/emails')
const { quotaUsed } = await import('@/lib/youtube/quota')

const payload = await testPayload()

afterAll(async () => {
  await youtube.close()
})

type User = Awaited<ReturnType<typeof createUser>>
let staff: User
let alice: User
let counter = 0

beforeAll(async () => {
  staff = await createUser(payload, ['editor'], { _verified: true })
  alice = await createUser(payload, ['customer'], { _verified: true })
})

const DAY = 24 * 60 * 60 * 1000

/** An order moved along `path` by staff, as the admin would; history entries are dated `startedDaysAgo` back. */
async function orderIn(path: ('paid' | 'in_progress' | 'completed')[], { videoId = 'promoVideo0', startedDaysAgo = 0 } = {}) {
  counter += 1
  const order = await payload.create({
    collection: 'orders',
    data: {
      number: `TL-TEST-${Date.now()}-${counter}`,
      status: 'pending_payment',
      customer: alice.id,
      customerName: 'Alice Example',
      customerEmail: alice.email,
      item: {
        serviceName: 'Views campaign',
        serviceSlug: 'views-campaign',
        packageId: 'pkg',
        packageName: 'Growth',
        deliverable: '5,000–7,000 views',
        durationDays: 14,
      },
      video: { url: `https://youtu.be/${videoId}`, videoId, title: 'A promoted video' },
      targeting: {},
      amount: 9900,
      currency: 'usd',
    },
    depth: 0,
    context: { disableEmails: true },
  })
  for (const status of path)
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status, ...(status === 'completed' ? { completionReason: 'test' } : {}) },
      depth: 0,
      context: { disableEmails: true },
    })
  const updated = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
  const at = new Date(Date.now() - startedDaysAgo * DAY).toISOString()
  const history = (updated.statusHistory ?? []).map((entry) => (entry.status === 'in_progress' ? { ...entry, at } : entry))
  // History is frozen (hooks keep it as it was): the test dates it back in the database, as time passing would.
  await payload.db.updateOne({ collection: 'orders', id: order.id, data: { statusHistory: history } })
  return payload.findByID({ collection: 'orders', id: order.id, depth: 0 })
}

const deliveries = async (orderId: number | string) =>
  (
    await payload.find({
      collection: 'campaign-deliveries',
      where: { order: { equals: orderId } },
      sort: 'day',
      pagination: false,
      limit: 0,
      depth: 0,
    })
  ).docs

const REPORT = [
  'Video campaign report',
  '"November 1, 2026 - November 3, 2026"',
  'Day,Currency code,Impressions,Views,Cost,Watch time',
  '2026-11-01,USD,"1,000",250,12.50,1:00:00',
  '2026-11-02,USD,"1,200",300,15.00,1:10:00',
  '2026-11-03,USD,"1,100",280,14.00,0:55:00',
  'Total: Account,USD,"3,300",830,41.50,3:05:00',
].join('\n')

describe('importing a daily report', () => {
  it('records every day with its figures and the order’s customer', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    await expect(importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })).resolves.toEqual({
      imported: 3,
      replaced: 0,
      first: '2026-11-01',
      last: '2026-11-03',
    })
    const days = await deliveries(order.id)
    expect(days.map((d) => [d.day.slice(0, 10), d.impressions, d.views, d.spend, d.watchSeconds, d.viewRate])).toEqual([
      ['2026-11-01', 1000, 250, 1250, 3600, 25],
      ['2026-11-02', 1200, 300, 1500, 4200, 25],
      ['2026-11-03', 1100, 280, 1400, 3300, 25.45],
    ])
    expect(days.every((d) => d.customer === alice.id)).toBe(true)
  })

  it('refuses a file with one bad row whole, naming the row, and keeps what was there', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    await importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })
    const bad = REPORT.replace('2026-11-03,USD,"1,100",280', '2026-11-04,USD,"1,100",abc').replace(
      '2026-11-01,USD,"1,000",250,12.50',
      '2026-11-01,USD,"1,000",999,99.00',
    )
    await expect(importDeliveryReport(payload, { user: staff, orderId: order.id, text: bad })).rejects.toMatchObject({
      status: 400,
      message: 'Nothing was imported. Row 6: Views “abc” is not a whole number of 0 or more.',
    })
    expect((await deliveries(order.id)).map((d) => [d.day.slice(0, 10), d.views])).toEqual([
      ['2026-11-01', 250],
      ['2026-11-02', 300],
      ['2026-11-03', 280],
    ])
  })

  it('rolls back every write when one fails half-way', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    await importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })
    const revised = [
      'Day,Impressions,Views,Cost',
      '2026-11-01,5000,1000,20.00',
      '2026-11-02,5000,1000,20.00',
      '2026-11-03,5000,1000,20.00',
    ].join('\n')
    // The database gives out on the second day, after the old days were deleted and the first written.
    const create = payload.create.bind(payload)
    const spy = vi.spyOn(payload, 'create').mockImplementationOnce(create).mockRejectedValueOnce(new Error('disk full'))
    try {
      await expect(importDeliveryReport(payload, { user: staff, orderId: order.id, text: revised })).rejects.toThrow('disk full')
    } finally {
      spy.mockRestore()
    }
    expect((await deliveries(order.id)).map((d) => d.views)).toEqual([250, 300, 280])
  })

  it('replaces the days a re-import covers instead of doubling them', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    await importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })
    const revised = ['Day,Impressions,Views,Cost', '2026-11-03,1500,400,20.00', '2026-11-04,900,200,10.00'].join('\n')
    await expect(importDeliveryReport(payload, { user: staff, orderId: order.id, text: revised })).resolves.toMatchObject({
      imported: 2,
      replaced: 1,
    })
    expect((await deliveries(order.id)).map((d) => [d.day.slice(0, 10), d.views])).toEqual([
      ['2026-11-01', 250],
      ['2026-11-02', 300],
      ['2026-11-03', 400],
      ['2026-11-04', 200],
    ])
  })

  it('is for staff only, on paid orders, in the order’s currency', async () => {
    const order = await orderIn(['paid'])
    await expect(importDeliveryReport(payload, { user: alice, orderId: order.id, text: REPORT })).rejects.toMatchObject({ status: 403 })
    await expect(importDeliveryReport(payload, { user: null, orderId: order.id, text: REPORT })).rejects.toMatchObject({ status: 401 })
    await expect(
      importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT.replace(/USD/g, 'EUR') }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('is in EUR') })
    const unpaid = await orderIn([])
    await expect(importDeliveryReport(payload, { user: staff, orderId: unpaid.id, text: REPORT })).rejects.toMatchObject({ status: 422 })
    expect(await deliveries(order.id)).toHaveLength(0)
  })

  it('computes the view rate of a day staff enter without one', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    const day = await payload.create({
      collection: 'campaign-deliveries',
      data: { order: order.id, day: '2026-12-01', impressions: 400, views: 100, watchSeconds: 0, spend: 0 },
      user: staff,
      overrideAccess: false,
      depth: 0,
    })
    expect(day.viewRate).toBe(25)
  })

  it('lets the customer read their own delivery and nobody else’s', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    await importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })
    const bob = await createUser(payload, ['customer'], { _verified: true })
    const read = (user: User) =>
      payload.find({ collection: 'campaign-deliveries', where: { order: { equals: order.id } }, user, overrideAccess: false, depth: 0 })
    expect((await read(alice)).totalDocs).toBe(3)
    expect((await read(bob)).totalDocs).toBe(0)
    await expect(
      payload.create({
        collection: 'campaign-deliveries',
        data: { order: order.id, day: '2026-12-01', impressions: 1, views: 1, watchSeconds: 0, spend: 0 },
        user: alice,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('completing an order', () => {
  it('needs a reason when no delivery is recorded, and puts it in the history', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    const complete = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'orders',
        id: order.id,
        data: { status: 'completed', ...data },
        user: staff,
        overrideAccess: false,
        depth: 0,
        context: { disableEmails: true },
      })
    await expect(complete({})).rejects.toMatchObject({
      status: 400,
      data: { errors: [expect.objectContaining({ path: 'completionReason' })] },
    })
    const done = await complete({ completionReason: 'The ad platform rejected the video; refunded by bank transfer.' })
    expect(done.statusHistory?.at(-1)).toMatchObject({
      status: 'completed',
      by: 'staff',
      note: 'Completed without recorded delivery: The ad platform rejected the video; refunded by bank transfer.',
    })
  })

  it('needs no reason once delivery is recorded', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    await importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })
    const done = await payload.update({
      collection: 'orders',
      id: order.id,
      data: { status: 'completed' },
      user: staff,
      overrideAccess: false,
      depth: 0,
      context: { disableEmails: true },
    })
    expect(done.statusHistory?.at(-1)).toMatchObject({ status: 'completed', note: null })
  })
})

describe('view tracking', () => {
  const snapshotsOf = async (ids: (number | string)[]) =>
    (await payload.find({ collection: 'video-snapshots', where: { order: { in: ids } }, pagination: false, limit: 0, depth: 0 })).docs
  const videoCalls = () => youtube.requests.filter((r) => r.path === '/youtube/v3/videos:batchGetStats')

  it('queues a baseline when an order is paid, and the job records the public counters', async () => {
    const order = await orderIn(['paid'], { videoId: 'promoBaseline' })
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'trackVideoViews' } }, { 'input.order': { equals: String(order.id) } }] },
      depth: 0,
    })
    expect(jobs).toHaveLength(1)
    await payload.jobs.runByID({ id: jobs[0]!.id })
    const [snapshot] = await snapshotsOf([order.id])
    expect(snapshot).toMatchObject({
      videoId: 'promoBaseline',
      viewCount: expect.any(Number),
      likeCount: expect.any(Number),
      commentCount: expect.any(Number),
      customer: alice.id,
    })
  })

  it('asks for 50 videos per call, counts each call against the quota, and records each order once a day', async () => {
    // Completed two weeks ago and still tracked, plus 59 running: 60 distinct videos, two orders share one.
    const orders = [await orderIn(['paid', 'in_progress', 'completed'], { videoId: 'promoDone' })]
    for (let i = 0; i < 59; i += 1) orders.push(await orderIn(['paid', 'in_progress'], { videoId: `promoBatch${i}` }))
    orders.push(await orderIn(['paid', 'in_progress'], { videoId: 'promoBatch0' }))
    const now = new Date()
    const before = videoCalls().length
    const quotaBefore = await quotaUsed(payload, 'units', now)
    const result = await recordVideoSnapshots(payload, { now })
    const calls = videoCalls().slice(before)
    expect(calls.map((c) => c.query.id!.split(',').length).sort()).toEqual(expect.arrayContaining([50]))
    expect(calls.every((c) => c.query.part === 'statistics' && c.query.id!.split(',').length <= 50)).toBe(true)
    expect(result.calls).toBe(calls.length)
    expect(await quotaUsed(payload, 'units', now)).toBe(quotaBefore + calls.length)
    expect(await snapshotsOf(orders.map((o) => o.id))).toHaveLength(orders.length)
    // A second run the same day has nothing left to ask.
    const again = await recordVideoSnapshots(payload, { now })
    expect(again).toMatchObject({ recorded: 0, calls: 0 })
    expect(await snapshotsOf(orders.map((o) => o.id))).toHaveLength(orders.length)
  })

  it('when YouTube is down the job fails, is retried later, and records what was missing', async () => {
    const order = await orderIn(['paid', 'in_progress'], { videoId: 'promoOutage' })
    await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'trackVideoViews' } } })
    const job = await payload.jobs.queue({ task: 'trackVideoViews', input: {} })
    youtube.setFault({ kind: 'failing' })
    try {
      await payload.jobs.runByID({ id: job.id })
    } finally {
      youtube.setFault({ kind: 'none' })
    }
    const failed = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })
    expect(failed).toMatchObject({ completedAt: null, hasError: false, totalTried: 1 })
    expect(new Date(failed.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    expect(await snapshotsOf([order.id])).toHaveLength(0)
    // Later: the retry is due, YouTube is back.
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
    await payload.jobs.runByID({ id: job.id })
    // A completed job is deleted from the queue.
    expect(await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, disableErrors: true })).toBeNull()
    expect(await snapshotsOf([order.id])).toHaveLength(1)
  })
})

describe('weekly progress emails', () => {
  const emailsFor = async (number: string) =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: 'sendEmail' } },
        pagination: false,
        limit: 0,
        depth: 0,
      })
    ).docs.filter((job) => (job.input as { subject?: string }).subject?.includes(number))

  it('go out once per week per running campaign, with a link to the report', async () => {
    const order = await orderIn(['paid', 'in_progress'], { startedDaysAgo: 8 })
    const fresh = await orderIn(['paid', 'in_progress'], { startedDaysAgo: 2 })
    await importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })
    await sendWeeklyProgressEmails(payload)
    await sendWeeklyProgressEmails(payload)
    const sent = await emailsFor(order.number)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.input).toMatchObject({
      to: alice.email,
      subject: `Week 1 of your campaign · order ${order.number}`,
      text: expect.stringContaining(`/dashboard/my-orders/${order.number}/report`),
    })
    expect((sent[0]!.input as { text: string }).text).toContain('830 views')
    expect(await emailsFor(fresh.number)).toHaveLength(0)
    // A week later the second one goes, once.
    await sendWeeklyProgressEmails(payload, { now: new Date(Date.now() + 7 * DAY) })
    await sendWeeklyProgressEmails(payload, { now: new Date(Date.now() + 7 * DAY + 3600_000) })
    expect((await emailsFor(order.number)).map((job) => (job.input as { subject: string }).subject).sort()).toEqual([
      `Week 1 of your campaign · order ${order.number}`,
      `Week 2 of your campaign · order ${order.number}`,
    ])
  })

  it('a final report email is queued on completion, once', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    await importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })
    await payload.update({ collection: 'orders', id: order.id, data: { status: 'completed' }, depth: 0 })
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'finalDeliveryReport' } },
      depth: 0,
      limit: 100,
    })
    const job = jobs.find((j) => (j.input as { order: string }).order === String(order.id))!
    await payload.jobs.runByID({ id: job.id })
    const sent = (await emailsFor(order.number)).filter((j) => (j.input as { subject: string }).subject.startsWith('Your campaign report'))
    expect(sent).toHaveLength(1)
    expect((sent[0]!.input as { text: string }).text).toContain(`/dashboard/my-orders/${order.number}/report`)
  })
})

describe('the report’s CSV download', () => {
  const download = async (number: string, token?: string) => {
    const { GET } = await import('@/app/(frontend)/dashboard/my-orders/[number]/report/daily.csv/route')
    const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {}
    return GET(new Request(`http://127.0.0.1:9/dashboard/my-orders/${number}/report/daily.csv`, { headers }), {
      params: Promise.resolve({ number }),
    })
  }
  const tokenOf = async (user: User) =>
    (await payload.login({ collection: 'users', data: { email: user.email, password: 'correct horse battery staple' } })).token!

  it('serves the owner and staff, answers 404 to another customer and sends the signed-out to sign-in', async () => {
    const order = await orderIn(['paid', 'in_progress'])
    await importDeliveryReport(payload, { user: staff, orderId: order.id, text: REPORT })
    const owner = await download(order.number, await tokenOf(alice))
    expect(owner.status).toBe(200)
    expect(owner.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect((await owner.text()).split('\r\n').slice(0, 2)).toEqual([
      'Day,Impressions,Views,View rate (%),Watch time (seconds),Cost (USD),Public view count',
      '2026-11-01,1000,250,25.00,3600,12.50,',
    ])
    expect((await download(order.number, await tokenOf(staff))).status).toBe(200)
    const bob = await createUser(payload, ['customer'], { _verified: true })
    expect((await download(order.number, await tokenOf(bob))).status).toBe(404)
    const anonymous = await download(order.number)
    expect(anonymous.status).toBe(303)
    expect(anonymous.headers.get('location')).toBe(`/auth?next=${encodeURIComponent(`/dashboard/my-orders/${order.number}/report`)}`)
  })
})

describe('the admin’s running campaigns', () => {
  it('cost two queries however many campaigns run, with each campaign’s own delivery, behind ones first', async () => {
    const { getRunningCampaigns } = await import('@/lib/data/campaign-delivery')
    const quiet = await orderIn(['paid', 'in_progress'], { startedDaysAgo: 5 })
    const reported = await orderIn(['paid', 'in_progress'], { startedDaysAgo: 0 })
    await importDeliveryReport(payload, { user: staff, orderId: reported.id, text: REPORT })
    const find = vi.spyOn(payload, 'find')
    try {
      const campaigns = await getRunningCampaigns(staff)
      expect(find).toHaveBeenCalledTimes(2)
      const of = (id: number | string) => campaigns.find((campaign) => campaign.order.id === id)?.progress
      expect(of(quiet.id)).toMatchObject({ delivered: 0, pace: 'behind' })
      expect(of(reported.id)).toMatchObject({ delivered: 830 })
      const behind = campaigns.map((campaign) => campaign.progress.pace === 'behind')
      expect(behind).toEqual([...behind].sort((a, b) => Number(b) - Number(a)))
    } finally {
      find.mockRestore()
    }
  })

  it('are read with access control on: a customer sees only their own', async () => {
    const { getRunningCampaigns } = await import('@/lib/data/campaign-delivery')
    const bob = await createUser(payload, ['customer'], { _verified: true })
    expect(await getRunningCampaigns(bob)).toEqual([])
    expect((await getRunningCampaigns(alice)).every((campaign) => campaign.order.customer === alice.id)).toBe(true)
  })
})
