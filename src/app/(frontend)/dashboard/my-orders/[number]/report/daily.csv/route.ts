import { reportCsvResponse } from '@/lib/campaign-delivery/report-csv'
import { payloadClient } from '@/lib/payload/client'
import { apiRoute } from '@/lib/services/api'

/** GET /dashboard/my-orders/{number}/report/daily.csv: the campaign's daily figures (owner and staff; others sign in). */
export const GET = apiRoute<{ number: string }, 'optional'>(
  async ({ params, user }) => reportCsvResponse(await payloadClient(), user, params.number),
  { auth: 'optional', limit: 'none', maxBodyBytes: 0 },
)
