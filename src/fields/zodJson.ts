import type { Validate } from 'payload'
import type { z } from 'zod'

/**
 * A JSON field's validation from the zod schema the app itself uses for that data, so REST,
 * GraphQL and the admin cannot store anything the app would not have produced.
 */
export function validateWith(schema: z.ZodType): Validate {
  return (value: unknown) => {
    if (value === null || value === undefined) return true
    const result = schema.safeParse(value)
    if (result.success) return true
    const issue = result.error.issues[0]
    return `${issue?.path.length ? `${issue.path.join('.')}: ` : ''}${issue?.message ?? 'Not valid.'}`
  }
}
