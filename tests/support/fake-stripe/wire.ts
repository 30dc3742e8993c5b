import { randomBytes } from 'node:crypto'

/* Stripe's wire format as the fake speaks it: ids, form-encoded parameters, replies and error bodies. */

// ---------------------------------------------------------------------------------------------
// Ids and small helpers

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Stripe ids are a type prefix plus random base62 (Checkout Session ids are much longer). */
export function randomId(prefix: string, length = 24): string {
  let out = ''
  for (const byte of randomBytes(length)) out += BASE62[byte % 62]
  return `${prefix}${out}`
}

export const now = () => Math.floor(Date.now() / 1000)

export const clone = <T>(value: T): T => structuredClone(value)

export function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Amounts are integers in the currency's minor unit; Intl knows how many decimals each has. */
export function formatAmount(amount: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() })
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2
    return format.format(amount / 10 ** digits)
  } catch {
    return `${amount} ${currency}`
  }
}

// ---------------------------------------------------------------------------------------------
// Form bodies. The SDK encodes nested params the way Rack/qs do: `metadata[order_id]=42`,
// `line_items[0][price_data][unit_amount]=1900`, `expand[0]=line_items` (older clients: `expand[]=`).

export type FormValue = string | FormValue[] | { [key: string]: FormValue }
export type FormObject = { [key: string]: FormValue }

const KEY_SEGMENTS = /^([^[\]]+)((?:\[[^[\]]*\])*)$/
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

export function isObject(value: FormValue | undefined): value is FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Decodes `a[b][0][c]=v` pairs into nested objects; objects keyed 0..n-1 become arrays (except metadata). */
export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {}
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const match = KEY_SEGMENTS.exec(rawKey)
    const path = match ? [match[1] ?? '', ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')] : [rawKey]
    if (path.some((segment) => UNSAFE_KEYS.has(segment))) continue
    let node: FormObject = root
    path.forEach((segment, i) => {
      // `expand[]=a&expand[]=b`: an empty segment appends.
      const key = segment === '' ? String(Object.keys(node).length) : segment
      if (i === path.length - 1) {
        node[key] = value
        return
      }
      const next = node[key]
      if (!isObject(next)) node[key] = {}
      node = node[key] as FormObject
    })
  }
  return listify(root, '') as FormObject
}

function listify(value: FormValue, parentKey: string): FormValue {
  if (!isObject(value)) return value
  const keys = Object.keys(value)
  const entries = keys.map((k) => [k, listify(value[k] as FormValue, k)] as const)
  const indexed = keys.length > 0 && parentKey !== 'metadata' && keys.every((k) => /^\d+$/.test(k))
  if (indexed) {
    const sorted = [...entries].sort(([a], [b]) => Number(a) - Number(b))
    if (sorted.every(([k], i) => Number(k) === i)) return sorted.map(([, v]) => v)
  }
  return Object.fromEntries(entries)
}

/** Idempotency compares parameters, not bytes: the same params in another order are the same request. */
export function canonicalParams(body: string): string {
  return JSON.stringify([...new URLSearchParams(body)].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b))))
}

// ---------------------------------------------------------------------------------------------
// Replies and Stripe's error bodies

export type Reply = { status: number; headers: Record<string, string>; body: string }

type StripeErrorBody = {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error' | 'card_error'
  message: string
  code?: string
  param?: string
  decline_code?: string
  doc_url?: string
}

/**
 * An error answer. `saved` says whether the endpoint had begun executing: Stripe stores those
 * results under the idempotency key, but not parameter validation failures (retrying those with the
 * same key is allowed).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
    readonly saved = false,
  ) {
    super(error.message)
  }
}

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  // Stripe pretty-prints its JSON with two spaces.
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value, null, 2) }
}

export function errorReply(status: number, error: StripeErrorBody, headers: Record<string, string> = {}): Reply {
  const docUrl = error.code ? { doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}` } : {}
  return json(status, { error: { ...error, ...docUrl } }, headers)
}

export const invalid = (message: string, param?: string, code?: string): ApiError =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) })

export const missing = (param: string): ApiError => invalid(`Missing required param: ${param}.`, param, 'parameter_missing')

export const noSuch = (status: number, kind: string, id: string, param: string): ApiError =>
  new ApiError(status, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param })

// ---------------------------------------------------------------------------------------------
// Parameter reading, with Stripe's complaints about wrong types and unknown names

export function rejectUnknown(params: FormObject, known: readonly string[], prefix: string): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key))
      throw invalid(`Received unknown parameter: ${prefix ? `${prefix}[${key}]` : key}`, prefix ? `${prefix}[${key}]` : key)
  }
}

export function optionalString(params: FormObject, key: string, param = key): string | undefined {
  const value = params[key]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param)
  return value
}

export function requiredString(params: FormObject, key: string, param = key): string {
  const value = optionalString(params, key, param)
  if (value === undefined || value === '') throw missing(param)
  return value
}

export function optionalInteger(params: FormObject, key: string, param = key): number | undefined {
  const value = optionalString(params, key, param)
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param)
  return Number(value)
}

export function optionalList(params: FormObject, key: string, param = key): FormValue[] | undefined {
  const value = params[key]
  if (value === undefined || value === '') return undefined
  if (!Array.isArray(value)) throw invalid('Invalid array', param)
  return value
}

export function stringList(params: FormObject, key: string): string[] | undefined {
  const list = optionalList(params, key)
  return list?.map((item, i) => {
    if (typeof item !== 'string') throw invalid(`Invalid string: ${key}[${i}]`, `${key}[${i}]`)
    return item
  })
}

/** metadata[k]=v pairs: Stripe's limits are 50 keys, 40-character keys and 500-character values. */
export function readMetadata(params: FormObject, key: string, param = key): Record<string, string> {
  const value = params[key]
  if (value === undefined || value === '') return {}
  if (!isObject(value)) throw invalid('Invalid hash', param)
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalid(`Invalid value for metadata key ${k}: metadata values must be strings.`, `${param}[${k}]`)
    if (k.length > 40)
      throw invalid(`Metadata keys can have up to 40 characters, but you passed in a key that is ${k.length} characters.`, `${param}[${k}]`)
    if (v.length > 500)
      throw invalid(
        `Metadata values can have up to 500 characters, but you passed in a value that is ${v.length} characters.`,
        `${param}[${k}]`,
      )
    if (v !== '') out[k] = v // An empty value unsets the key.
  }
  if (Object.keys(out).length > 50) throw invalid('You can only specify up to 50 metadata keys.', param)
  return out
}

export function readExpand(params: FormObject): string[] {
  return stringList(params, 'expand') ?? []
}
