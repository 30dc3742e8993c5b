import type { JobsConfig } from 'payload'

type Runner = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/** The queue the scheduled tasks are planned into and run from (their `schedule` entries name it). */
export const SCHEDULED_QUEUE = 'scheduled'

/**
 * The job runners of an instance that runs the queue. Queued work (emails, scheduled publishing,
 * delivery jobs) runs every `everySeconds` (JOBS_RUN_EVERY_SECONDS, default 5) without planning the
 * schedules: planning parses every task's cron expression and reads and writes the job statistics,
 * which held the event loop on every tick (decision 015). Payload's cron skips a tick while the last
 * one still runs (`protect: true`), so a short period never stacks runs. The scheduled tasks are
 * minute-granular, so they are planned and run once a minute, from a queue of their own so the two
 * runners never claim the same job.
 */
export function jobRunners(everySeconds: number): Runner[] {
  return [
    { cron: `*/${everySeconds} * * * * *`, queue: 'default', disableScheduling: true },
    { cron: '0 * * * * *', queue: SCHEDULED_QUEUE },
  ]
}
