import { z } from 'zod'

import { REFUND_RULES } from './refund-rules'

/** The customer's "Ask to stop the campaign" form: the order and, optionally, why. */
export const stopRequestSchema = z.object({
  order: z.string().min(1, 'The order is missing.'),
  reason: z.string().trim().max(1000, 'Keep it under 1,000 characters.').default(''),
})

/** Staff issuing a refund (or approving a request, with its key) for the amount they were shown. */
export const issueRefundSchema = z.object({
  rule: z.enum(REFUND_RULES, { message: 'Choose the rule that applies.' }),
  requestKey: z.string().trim().min(16, 'The request key is missing: reload the order.').max(100),
  expectedAmount: z.number().int().min(1),
  reason: z.string().trim().max(1000, 'Keep it under 1,000 characters.').optional(),
})

/** Staff declining a customer's request to stop: the reason is what the customer reads. */
export const declineRefundSchema = z.object({
  reason: z.string().trim().min(5, 'Tell the customer why, in a sentence.').max(1000, 'Keep it under 1,000 characters.'),
})
