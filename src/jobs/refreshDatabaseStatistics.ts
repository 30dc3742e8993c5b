import type { TaskConfig } from 'payload'

import { refreshSqliteStatistics } from '@/lib/database/statistics'
import { SCHEDULED_QUEUE } from '@/jobs/runners'

/**
 * Refreshes SQLite's query planner statistics every 6 hours, as content grows and shifts (they are
 * also gathered when the server starts; see lib/database/statistics.ts). Nothing to do on MongoDB.
 */
export const refreshDatabaseStatisticsTask: TaskConfig<'refreshDatabaseStatistics'> = {
  slug: 'refreshDatabaseStatistics',
  label: 'Refresh database statistics',
  schedule: [{ cron: '0 30 */6 * * *', queue: SCHEDULED_QUEUE }],
  retries: 2,
  outputSchema: [{ name: 'analyzed', type: 'checkbox' }],
  handler: async ({ req }) => ({ output: { analyzed: await refreshSqliteStatistics(req.payload) } }),
}
