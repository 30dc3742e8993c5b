import { issueRefundSchema } from '@/commerce/refund-schema'
import { idFromText } from '@/lib/campaign-delivery/campaign'
import { apiRoute } from '@/lib/services/api'
import { refundPanel, staffIssueRefund } from '@/lib/services/commerce/refunds'

/** GET /api/commerce/orders/{order}/refunds — staff: the order's refunds and requests, and what each rule would refund now. */
export const GET = apiRoute<{ order: string }, 'staff'>(
  async ({ params: { order } }) => Response.json(await refundPanel(idFromText(order))),
  {
    auth: 'staff',
    limit: 'none',
    maxBodyBytes: 0,
  },
)

/**
 * POST /api/commerce/orders/{order}/refunds — staff issue a refund by a rule for the amount they were
 * shown (409 when it changed). The same `requestKey` again (a double click, a retry after a timeout)
 * answers with the same refund and never makes a second one.
 */
export const POST = apiRoute<{ order: string }, 'staff', undefined, typeof issueRefundSchema>(
  async ({ params: { order }, user, body }) =>
    Response.json(await staffIssueRefund({ ...body, order: idFromText(order), staff: user.id }), { status: 201 }),
  { auth: 'staff', limit: 'none', maxBodyBytes: 4096, body: issueRefundSchema },
)
