import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { jobRunners, SCHEDULED_QUEUE } from '@/jobs/runners'

import { testPayload } from './support/payload'

/**
 * The job runners as Payload's autoRun drives them: the every-few-seconds runner only runs queued
 * work, and the scheduled tasks are planned into and run from a queue of their own, once a minute.
 */
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const SCHEDULED_TASKS = [
  'expireUnpaidOrders',
  'trackVideoViews',
  'weeklyDeliveryEmails',
  'refreshChannels',
  'refreshDatabaseStatistics',
  'weeklySubscriptionDigest',
  'deleteUnconfirmedSubscriptions',
  'readWatchlists',
  'weeklyWatchlistDigest',
  'checkRankings',
]

async function jobsOf(task: string) {
  const { docs } = await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: task } }, depth: 0, overrideAccess: true })
  return docs
}

describe('job runners', () => {
  it('plan every scheduled task on a runner that plans its queue, and never on the every-few-seconds runner', () => {
    const runners = jobRunners(5)
    const planned = new Set(runners.filter((runner) => !runner.disableScheduling).map((runner) => runner.queue))
    const scheduled = (payload.config.jobs.tasks ?? []).filter((task) => task.schedule?.length)
    expect(scheduled.map((task) => task.slug).sort()).toEqual([...SCHEDULED_TASKS].sort())
    for (const task of scheduled) for (const entry of task.schedule ?? []) expect(planned, `${task.slug} is planned`).toContain(entry.queue)

    const everyFiveSeconds = runners.find((runner) => runner.cron === '*/5 * * * * *')
    expect(everyFiveSeconds).toMatchObject({ queue: 'default', disableScheduling: true })
    expect(new Set(runners.map((runner) => runner.queue)).size, 'one runner per queue').toBe(runners.length)
    // JOBS_RUN_EVERY_SECONDS sets the period of the queued work only; the schedules stay once a minute.
    expect(jobRunners(1).map((runner) => runner.cron)).toEqual(['*/1 * * * * *', '0 * * * * *'])
  })

  it('queue the scheduled tasks on their own queue, and only its runner runs them when due', async () => {
    expect((await payload.jobs.handleSchedules({ queue: 'default' })).queued).toEqual([])

    const { queued } = await payload.jobs.handleSchedules({ queue: SCHEDULED_QUEUE })
    expect(queued.map((queueable) => queueable.taskConfig?.slug).sort()).toEqual([...SCHEDULED_TASKS].sort())
    const [expiry] = await jobsOf('expireUnpaidOrders')
    expect(expiry).toMatchObject({ queue: SCHEDULED_QUEUE })
    expect(new Date(String(expiry!.waitUntil)).getTime()).toBeGreaterThan(Date.now())

    // Planning again before the next run queues nothing twice.
    expect((await payload.jobs.handleSchedules({ queue: SCHEDULED_QUEUE })).queued).toEqual([])

    await payload.update({
      collection: 'payload-jobs',
      id: expiry!.id,
      data: { waitUntil: new Date(Date.now() - 1_000).toISOString() },
      depth: 0,
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: 'default' })
    const stillQueued = await jobsOf('expireUnpaidOrders')
    expect(stillQueued.map((job) => job.id)).toEqual([expiry!.id])
    expect(stillQueued[0]!.completedAt ?? null).toBeNull()

    // Payload deletes a job once it completes (an errored one would stay, marked hasError).
    await payload.jobs.run({ queue: SCHEDULED_QUEUE })
    expect(await jobsOf('expireUnpaidOrders')).toEqual([])
    // The others are not due yet and stay queued.
    const [tracking] = await jobsOf('trackVideoViews')
    expect(tracking!.completedAt ?? null).toBeNull()
    expect(tracking!.hasError).toBeFalsy()
  })
})
