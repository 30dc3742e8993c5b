import { apiRoute } from '@/lib/services/api'
import { payloadClient } from '@/lib/payload/client'
import { getApiUser } from '@/lib/data/session'
import { importDeliveryReport } from '@/lib/campaign-delivery/import'
import { AppError } from '@/lib/errors'
import { readBody } from '@/lib/http/request-body'
import { decodeReport, MAX_REPORT_BYTES } from '@/tools/campaign-delivery/csv'

/**
 * POST /api/campaign-delivery/{order}/import (multipart, field `report`): staff import a Google Ads
 * daily report into the order's delivery. 400 names the bad row; nothing is imported then.
 */
export const POST = apiRoute(async (request: Request, { params }: { params: Promise<{ order: string }> }) => {
  const payload = await payloadClient()
  const user = await getApiUser(request)
  const { order } = await params
  // Counted while streaming like every other body (a multipart envelope adds a few hundred bytes).
  const body = await readBody(request, MAX_REPORT_BYTES + 64 * 1024)
  const form = await new Response(body as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  })
    .formData()
    .catch(() => null)
  const file = form?.get('report')
  if (!(file instanceof File))
    throw new AppError('bad_request', 'Attach the report as a CSV file.', { fieldErrors: { report: 'Choose a CSV file.' } })
  if (file.size > MAX_REPORT_BYTES)
    throw new AppError('payload_too_large', 'The file is larger than 2 MB; a daily report is far smaller. Check it is the right export.')
  const result = await importDeliveryReport(payload, {
    user,
    orderId: /^\d+$/.test(order) ? Number(order) : order,
    text: decodeReport(new Uint8Array(await file.arrayBuffer())),
  })
  return Response.json(result)
})
