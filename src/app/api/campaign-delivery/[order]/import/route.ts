import { headers } from 'next/headers'

import { apiRoute } from '@/lib/api'
import { payloadClient } from '@/lib/data/payload'
import { importDeliveryReport } from '@/lib/delivery/import'
import { AppError } from '@/lib/errors'
import type { User } from '@/payload-types'
import { decodeReport, MAX_REPORT_BYTES } from '@/tools/campaign-delivery/csv'

/**
 * POST /api/campaign-delivery/{order}/import (multipart, field `report`): staff import a Google Ads
 * daily report into the order's delivery. 400 names the bad row; nothing is imported then.
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ order: string }> }) => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const { order } = await params
  const form = await request.formData().catch(() => null)
  const file = form?.get('report')
  if (!(file instanceof File)) throw new AppError('bad_request', 'Attach the report as a CSV file.', { fieldErrors: { report: 'Choose a CSV file.' } })
  if (file.size > MAX_REPORT_BYTES) throw new AppError('payload_too_large', 'The file is larger than 2 MB; a daily report is far smaller. Check it is the right export.')
  const result = await importDeliveryReport(payload, { user: user as User | null, orderId: /^\d+$/.test(order) ? Number(order) : order, text: decodeReport(new Uint8Array(await file.arrayBuffer())) })
  return Response.json(result)
})
