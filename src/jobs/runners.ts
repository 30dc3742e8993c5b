import type { JobsConfig } from 'payload'

type Runner = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/** The queue the scheduled tasks are planned into and run from (their `schedule` entries name it). */
export const SCHEDULED_QUEUE = 'scheduled'

/**
 * The job runners of the one instance that runs the queue. Queued work (emails, scheduled
 * publishing, delivery jobs) runs every five seconds without planning the schedules: planning parses
 * every task's cron expression and reads and writes the job statistics, which held the event loop
 * every five seconds (decision 015). The scheduled tasks are
 * minute-granular, so they are planned and run once a minute, from a queue of their own so the two
 * runners never claim the same job.
 */
export const JOB_RUNNERS: Runner[] = [
  { cron: '*/5 * * * * *', queue: 'default', disableScheduling: true },
  { cron: '0 * * * * *', queue: SCHEDULED_QUEUE },
]
