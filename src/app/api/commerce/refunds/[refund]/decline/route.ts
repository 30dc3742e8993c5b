import { declineRefundSchema } from '@/commerce/refund-schema'
import { idFromText } from '@/lib/campaign-delivery/campaign'
import { AppError } from '@/lib/errors'
import { apiRoute } from '@/lib/services/api'
import { staffDeclineRequest } from '@/lib/services/commerce/refunds'

/** POST /api/commerce/refunds/{refund}/decline — staff decline a customer's request to stop, with the reason the customer reads. */
export const POST = apiRoute<{ refund: string }, 'staff', undefined, typeof declineRefundSchema>(
  async ({ params: { refund }, user, body }) => {
    if (!/^[\w-]{1,64}$/.test(refund)) throw new AppError('not_found', 'There is no such request.')
    return Response.json(await staffDeclineRequest(idFromText(refund), user, body.reason))
  },
  { auth: 'staff', limit: 'none', maxBodyBytes: 4096, body: declineRefundSchema },
)
