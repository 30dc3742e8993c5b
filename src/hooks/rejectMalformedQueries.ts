import { APIError, type CollectionBeforeOperationHook, type FlattenedField, type Where } from 'payload'

/**
 * Payload hands REST and GraphQL query values to the database adapter as they come; an id of "abc"
 * (SQLite ids are whole numbers, MongoDB's 24-hex-digit ObjectIds), a date of "soon" or `near` on a
 * text field ends in a driver error (or a mongoose CastError) and a 500. This hook answers such
 * requests with a 400 (or a 404 for an id that cannot exist) before they get that far.
 */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])

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

function problemWith(where: Where, fields: FlattenedField[], ids: IdKind): string | null {
  for (const [path, condition] of Object.entries(where)) {
    if (path === 'and' || path === 'or') {
      for (const nested of Array.isArray(condition) ? (condition as Where[]) : []) {
        const problem = problemWith(nested, fields, ids)
        if (problem) return problem
      }
      continue
    }
    if (!condition || typeof condition !== 'object') continue
    const field = path === 'id' ? ({ type: 'number', name: 'id' } as FlattenedField) : fields.find((candidate) => candidate.name === path)
    if (!field) continue
    for (const [operator, value] of Object.entries(condition)) {
      if (GEO_OPERATORS.has(operator) && field.type !== 'point') return `"${operator}" only applies to location fields, not "${path}".`
      if (operator === 'exists' || value === null || value === undefined) continue
      const list = values(operator, value)
      const idLike =
        path === 'id' ||
        ((field.type === 'relationship' || field.type === 'upload') && !('relationTo' in field && Array.isArray(field.relationTo)))
      if (idLike && !list.every(ids.valid)) return `"${path}" takes ids, which are ${ids.description}.`
      if (field.type === 'date' && !['like', 'contains'].includes(operator) && !list.every(isDate)) return `"${path}" takes dates.`
    }
  }
  return null
}

export const rejectMalformedQueries: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  // A guard for what arrives over HTTP; the app's own Local API calls build their queries themselves.
  if (req.payloadAPI === 'local') return args
  const ids = ID_KINDS[req.payload.db.defaultIDType === 'number' ? 'number' : 'text']
  const { id, where } = args as { id?: unknown; where?: Where }
  if (id !== undefined && id !== null && ['read', 'update', 'delete'].includes(operation) && !ids.valid(id))
    throw new APIError('Not Found', 404, null, true)
  if (where && typeof where === 'object') {
    const problem = problemWith(where, collection.flattenedFields, ids)
    if (problem) throw new APIError(`The query is not valid: ${problem}`, 400, null, true)
  }
  return args
}
