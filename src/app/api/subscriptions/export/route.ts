import { stringify } from 'csv-stringify/sync'

import { apiRoute } from '@/lib/services/api'
import { subscribersForExport } from '@/lib/services/subscriptions'

/** The subscriber list as CSV, for staff (decision 018): what the admin shows, one row per subscriber. */
export const GET = apiRoute(
  async () => {
    const rows = await subscribersForExport()
    const csv = stringify(rows, { header: true, columns: ['email', 'status', 'topics', 'source', 'confirmedAt', 'createdAt'] })
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'no-store',
      },
    })
  },
  { auth: 'staff', limit: 'none', maxBodyBytes: 0 },
)
