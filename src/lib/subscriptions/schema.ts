import { z } from 'zod'

import { emailSchema } from '@/lib/accounts/schemas'

/**
 * The subscribe form's input, checked by the form before it posts and by the API again. Without an
 * email, a signed-in reader subscribes with their account's address (one click).
 */
export const subscribeSchema = z.object({
  email: emailSchema.optional(),
  topics: z
    .array(z.string().regex(/^[\w-]{1,64}$/, 'Choose topics from the list.'))
    .max(50)
    .default([]),
  /** The page the form was on, shown to staff. */
  source: z.string().max(300).optional(),
})

export type SubscribeInput = z.input<typeof subscribeSchema>
