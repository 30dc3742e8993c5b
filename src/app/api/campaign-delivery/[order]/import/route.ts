import { idFromText } from '@/lib/campaign-delivery/campaign'
import { importDeliveryReport } from '@/lib/campaign-delivery/import'
import { AppError } from '@/lib/errors'
import { payloadClient } from '@/lib/payload/client'
import { apiRoute } from '@/lib/services/api'
import { decodeReport, MAX_REPORT_BYTES } from '@/tools/campaign-delivery/csv'

/**
 * POST /api/campaign-delivery/{order}/import (multipart, field `report`): staff import a Google Ads
 * daily report into the order's delivery. 400 names the bad row; nothing is imported then.
 */
export const POST = apiRoute<{ order: string }, 'staff', undefined, 'form-data'>(
  async ({ params: { order }, user, body }) => {
    const file = body.get('report')
    if (!(file instanceof File))
      throw new AppError('bad_request', 'Attach the report as a CSV file.', { fieldErrors: { report: 'Choose a CSV file.' } })
    if (file.size > MAX_REPORT_BYTES)
      throw new AppError('payload_too_large', 'The file is larger than 2 MB; a daily report is far smaller. Check it is the right export.')
    const result = await importDeliveryReport(await payloadClient(), {
      user,
      orderId: idFromText(order),
      text: decodeReport(new Uint8Array(await file.arrayBuffer())),
    })
    return Response.json(result)
  },
  // A multipart envelope adds a few hundred bytes to the file.
  { auth: 'staff', limit: 'none', maxBodyBytes: MAX_REPORT_BYTES + 64 * 1024, body: 'form-data' },
)
