import { z } from 'zod'

/** What the editor sends to save a design; the design itself is checked with `parseDesign` (parse.ts). */
export const saveDesignSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: z.string().trim().min(1, 'Name the design.').max(80, 'Keep the name under 80 characters.'),
  design: z.unknown(),
  preview: z
    .string()
    .max(150_000)
    .regex(/^data:image\/jpeg;base64,/)
    .optional(),
})

export type SaveDesignInput = z.input<typeof saveDesignSchema>
