import {
  APIError,
  ValidationError,
  type AccessArgs,
  type CollectionBeforeOperationHook,
  type FieldAccess,
  type FlattenedField,
  type PayloadRequest,
} from 'payload'

/**
 * What a visitor sends to be stored (REST, GraphQL, the admin, or the site's forms through the Local
 * API with access control on) is stored as sent or refused with a field error, never quietly changed:
 * - a document is a JSON object (a body of `null` or `"x"` is a 400, not a 500);
 * - text fields take text: a number or object is not turned into a string, and a NUL character
 *   (which SQLite would cut the text at) is refused;
 * - a field the sender may not set or change (a customer's own roles or email, an owner) is refused
 *   when the value would change, instead of being dropped while the answer says "updated".
 * Nested text is checked too; field access is checked for top-level fields, where the app sets it.
 */
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])

type FieldProblem = { path: string; message: string }

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const labelOf = (field: FlattenedField) => (typeof field.label === 'string' ? field.label : field.name)

function textProblem(field: FlattenedField, value: unknown, path: string): FieldProblem | null {
  if (value === null || value === undefined) return null
  const items = 'hasMany' in field && field.hasMany && Array.isArray(value) ? value : [value]
  if (!items.every((item) => typeof item === 'string')) return { path, message: `${labelOf(field)} must be text.` }
  if (items.some((item) => (item as string).includes('\u0000')))
    return { path, message: `${labelOf(field)} cannot contain a NUL character.` }
  return null
}

/** Text fields holding something else, anywhere in the document (groups, arrays and blocks included). */
function textProblems(fields: FlattenedField[], data: Record<string, unknown>, prefix = ''): FieldProblem[] {
  const problems: FieldProblem[] = []
  for (const field of fields) {
    const value = data[field.name]
    const path = `${prefix}${field.name}`
    if (TEXT_TYPES.has(field.type)) {
      const problem = textProblem(field, value, path)
      if (problem) problems.push(problem)
    } else if ((field.type === 'group' || field.type === 'tab') && isPlainObject(value)) {
      problems.push(...textProblems(field.flattenedFields, value, `${path}.`))
    } else if (field.type === 'array' && Array.isArray(value)) {
      value.forEach((row, i) => isPlainObject(row) && problems.push(...textProblems(field.flattenedFields, row, `${path}.${i}.`)))
    } else if (field.type === 'blocks' && Array.isArray(value)) {
      value.forEach((row, i) => {
        const block = isPlainObject(row)
          ? field.blocks.find((candidate) => typeof candidate !== 'string' && candidate.slug === row.blockType)
          : undefined
        if (block && typeof block !== 'string')
          problems.push(...textProblems(block.flattenedFields, row as Record<string, unknown>, `${path}.${i}.`))
      })
    }
  }
  return problems
}

/** A stored or sent value in comparable form: relationships by id, dates as ISO text. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable)
  if (value instanceof Date) return value.toISOString()
  if (isPlainObject(value) && 'id' in value) return String(value.id)
  if (typeof value === 'number') return String(value)
  return value ?? null
}
const sameValue = (a: unknown, b: unknown) => JSON.stringify(comparable(a)) === JSON.stringify(comparable(b))

/**
 * Top-level fields in `data` whose create/update access refuses this request. Fields the admin shows
 * read-only are left to Payload (it keeps their stored value): the admin sends them back as loaded.
 */
async function deniedFields(
  fields: FlattenedField[],
  data: Record<string, unknown>,
  operation: 'create' | 'update',
  req: PayloadRequest,
  id: unknown,
) {
  const denied: FlattenedField[] = []
  for (const field of fields) {
    const access = field.access?.[operation] as FieldAccess | undefined
    if (data[field.name] === undefined || !access || field.admin?.readOnly) continue
    const allowed = await access({ id: id as number | string | undefined, data, doc: undefined, req, siblingData: data })
    if (!allowed) denied.push(field)
  }
  return denied
}

const refusal = (field: FlattenedField): FieldProblem => ({
  path: field.name,
  message: (field.custom?.refusedChange as string | undefined) ?? `You cannot change ${labelOf(field)}.`,
})

export const rejectMalformedData: CollectionBeforeOperationHook = async ({ args, collection, operation, overrideAccess, req }) => {
  // What a client sent (REST and GraphQL run with access control on, as do the site's forms); the app's
  // own writes with access control off are left alone.
  if ((operation !== 'create' && operation !== 'update') || overrideAccess === true) return args
  const { data, id } = args as { data?: unknown; id?: unknown }
  if (data === undefined) return args
  if (!isPlainObject(data)) throw new APIError('Send the document as a JSON object.', 400, null, true)
  // Who may not write here at all gets Payload's 403, not a field error.
  const access = collection.access[operation]
  if (access && !(await access({ req, id: id as AccessArgs['id'], data, collectionConfig: collection }))) return args

  const problems = textProblems(collection.flattenedFields, data)
  const denied = await deniedFields(collection.flattenedFields, data, operation, req, id)
  // An update by id may resend a field unchanged (the admin sends the whole document): only a change is refused.
  const stored =
    denied.length && operation === 'update' && id !== undefined
      ? ((await req.payload.db.findOne({ collection: collection.slug, where: { id: { equals: id } }, req })) as Record<
          string,
          unknown
        > | null)
      : null
  // What a create may not set it may still send as the default (the sign-up form sends `roles: ['customer']`).
  const current = (field: FlattenedField) => (stored ? stored[field.name] : 'defaultValue' in field ? field.defaultValue : undefined)
  for (const field of denied)
    if ((operation === 'update' && !stored) || !sameValue(current(field), data[field.name])) problems.push(refusal(field))
  if (problems.length) throw new ValidationError({ collection: collection.slug, errors: problems, req })
  return args
}
