import { payloadClient } from '@/lib/payload/client'
import { reportCsvResponse } from '@/lib/campaign-delivery/report-csv'
import type { User } from '@/payload-types'

/** GET /dashboard/my-orders/{number}/report/daily.csv: the campaign's daily figures (owner and staff). */
export async function GET(request: Request, { params }: { params: Promise<{ number: string }> }) {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  return reportCsvResponse(payload, user as User | null, (await params).number)
}
