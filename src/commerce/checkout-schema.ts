import { z } from 'zod'

import type { OrderRequestDraft } from './checkout'
import { targetingSchema } from './targeting-schema'

/**
 * What the promote-video wizard hands to checkout. Only references: the price comes from the
 * service package in the database, never from the browser. Apart from the encoding (checkout.ts)
 * so that the wizard's page does not load zod.
 */
export const orderRequestSchema = z.object({
  service: z.string().trim().min(1, 'Choose a service.').max(80),
  package: z.string().trim().min(1, 'Choose a package.').max(80),
  videoUrl: z.string().trim().min(1, 'Paste the link of the video to promote.').max(2048),
  targeting: targetingSchema,
  /** The unpaid order this one replaces ("change the package"): it is cancelled when this one is placed. */
  replaces: z.string().trim().max(40).optional(),
}) satisfies z.ZodType<OrderRequestDraft> // a checked request goes back into links and forms through checkout.ts's encoding

export type OrderRequest = z.output<typeof orderRequestSchema>

export const placeOrderSchema = orderRequestSchema.extend({
  acceptTerms: z.literal(true, { error: 'Accept the terms of service to place the order.' }),
})

export type PlaceOrderInput = z.input<typeof placeOrderSchema>
