import { APIError, type CollectionBeforeOperationHook, type FlattenedField, type Payload, type Where } from 'payload'

/**
 * Payload hands REST and GraphQL query values to the database adapter as they come; an id of "abc"
 * (SQLite ids are whole numbers, MongoDB's 24-hex-digit ObjectIds), a date of "soon", an object where
 * a value belongs, `near` on a text field or a page of 1e30 ends in a driver error (or a mongoose
 * CastError) and a 500. This hook answers such requests with a 400 (or a 404 for an id that cannot
 * exist) before they get that far. Dotted paths
 * (`authors.id`, `meta.image`) are followed through relationships and groups to the field they name.
 */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** Field types whose values are stored as they are: any JSON may be compared with them. */
const STRUCTURED_TYPES = new Set(['json', 'richText', 'point', 'array', 'blocks', 'group', 'tab', 'join'])

function values(operator: string, value: unknown): unknown[] {
  if (LIST_OPERATORS.has(operator) && typeof value === 'string') return value.split(',')
  return Array.isArray(value) ? value : [value]
}

const isNumericId = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim()))
const isObjectId = (value: unknown) => typeof value === 'string' && /^[0-9a-f]{24}$/i.test(value.trim())

type IdKind = { valid: (value: unknown) => boolean; description: string }
const ID_KINDS: Record<'number' | 'text', IdKind> = {
  number: { valid: isNumericId, description: 'whole numbers' },
  text: { valid: isObjectId, description: '24 hexadecimal digits' },
}
const isDate = (value: unknown) =>
  value instanceof Date || ((typeof value === 'string' || typeof value === 'number') && Number.isFinite(new Date(value).getTime()))
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date)

const ID_FIELD = { type: 'number', name: 'id' } as FlattenedField

/** The field a (dotted) query path names, through relationships to one collection and nested fields; null when unknown. */
function resolvePath(path: string, fields: FlattenedField[], payload: Payload): FlattenedField | null {
  const [head, ...rest] = path.split('.')
  if (head === 'id' && rest.length === 0) return ID_FIELD
  const field = fields.find((candidate) => candidate.name === head)
  if (!field || rest.length === 0) return field ?? null
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const related = payload.collections[field.relationTo]?.config.flattenedFields
    return related ? resolvePath(rest.join('.'), related, payload) : null
  }
  if ((field.type === 'group' || field.type === 'array' || field.type === 'tab') && 'flattenedFields' in field)
    return resolvePath(rest.join('.'), field.flattenedFields, payload)
  return null
}

type Context = { fields: FlattenedField[]; ids: IdKind; payload: Payload }

function problemWithCondition(path: string, field: FlattenedField, operator: string, value: unknown, ids: IdKind): string | null {
  if (GEO_OPERATORS.has(operator)) return field.type === 'point' ? null : `"${operator}" only applies to location fields, not "${path}".`
  if (operator === 'exists' || value === null || value === undefined || STRUCTURED_TYPES.has(field.type)) return null
  const list = values(operator, value)
  if (list.some(isPlainObject)) return `"${path}" takes a value, not an object.`
  const idLike = field === ID_FIELD || ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
  if (idLike && !list.every(ids.valid)) return `"${path}" takes ids, which are ${ids.description}.`
  if (field.type === 'date' && !['like', 'contains'].includes(operator) && !list.every(isDate)) return `"${path}" takes dates.`
  return null
}

function problemWith(where: Where, context: Context): string | null {
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      for (const nested of Array.isArray(condition) ? (condition as Where[]) : []) {
        const problem = isPlainObject(nested) ? problemWith(nested, context) : `"${path}" takes a list of conditions.`
        if (problem) return problem
      }
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const field = resolvePath(path, context.fields, context.payload)
    if (!field) continue
    for (const [operator, value] of Object.entries(condition)) {
      const problem = problemWithCondition(path, field, operator, value, context.ids)
      if (problem) return problem
    }
  }
  return null
}

/** `page`, `limit` and `depth` as REST and GraphQL pass them on: whole numbers in range, or absent. */
function problemWithPaging(args: { page?: unknown; limit?: unknown; depth?: unknown }): string | null {
  const wholeNumber = (value: unknown, min: number) =>
    value === undefined || (typeof value === 'number' && Number.isSafeInteger(value) && value >= min)
  if (!wholeNumber(args.page, 1)) return 'page must be a whole number from 1.'
  if (!wholeNumber(args.limit, 0)) return 'limit must be a whole number from 0.'
  if (!wholeNumber(args.depth, 0)) return 'depth must be a whole number from 0.'
  return null
}

export const rejectMalformedQueries: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  // A guard for what arrives over HTTP; the app's own Local API calls build their queries themselves.
  if (req.payloadAPI === 'local') return args
  const ids = ID_KINDS[req.payload.db.defaultIDType === 'number' ? 'number' : 'text']
  const { id, where } = args as { id?: unknown; where?: Where }
  if (id !== undefined && id !== null && ['read', 'update', 'delete'].includes(operation) && !ids.valid(id))
    throw new APIError('Not Found', 404, null, true)
  const paging = problemWithPaging(args as { page?: unknown; limit?: unknown; depth?: unknown })
  if (paging) throw new APIError(`The query is not valid: ${paging}`, 400, null, true)
  if (where && typeof where === 'object') {
    const problem = problemWith(where, { fields: collection.flattenedFields, ids, payload: req.payload })
    if (problem) throw new APIError(`The query is not valid: ${problem}`, 400, null, true)
  }
  return args
}
