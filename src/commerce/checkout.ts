import { z } from 'zod'

import { targetingSchema } from './targeting'

/**
 * What the promote-video wizard hands to checkout. Only references: the price comes from the
 * service package in the database, never from the browser.
 */
export const orderRequestSchema = z.object({
  service: z.string().trim().min(1, 'Choose a service.').max(80),
  package: z.string().trim().min(1, 'Choose a package.').max(80),
  videoUrl: z.string().trim().min(1, 'Paste the link of the video to promote.').max(2048),
  targeting: targetingSchema,
})

export type OrderRequest = z.output<typeof orderRequestSchema>

export const placeOrderSchema = orderRequestSchema.extend({
  acceptTerms: z.literal(true, { error: 'Accept the terms of service to place the order.' }),
})

export type PlaceOrderInput = z.input<typeof placeOrderSchema>
