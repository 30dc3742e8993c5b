import { randomBytes } from 'node:crypto'
import { createServer, request as httpRequest, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'

import Stripe from 'stripe'

/**
 * A loopback stand-in for the slice of api.stripe.com a hosted Checkout integration uses, so the
 * app's real `stripe` SDK can talk to it in tests:
 *
 *   POST /v1/checkout/sessions            create (form-encoded, idempotency keys honoured)
 *   GET  /v1/checkout/sessions/:id        retrieve (expand: line_items, payment_intent)
 *   GET  /v1/checkout/sessions/:id/line_items
 *   POST /v1/checkout/sessions/:id/expire
 *   GET  /v1/payment_intents/:id, GET /v1/payment_methods/:id, GET /v1/events/:id
 *   POST /v1/refunds, GET /v1/refunds/:id
 *
 * plus the page Stripe would host at checkout.stripe.com (GET /pay/:id), whose buttons complete the
 * payment, redirect the browser to success_url and deliver signed webhook events to the app the way
 * Stripe does: JSON Event bodies, `Stripe-Signature` made by the SDK's own signer, retries on
 * failure. Answers use Stripe's wire formats (objects, error bodies, headers) so the app's error
 * handling meets the same shapes it will meet in production.
 */

export type FakeSession = Stripe.Checkout.Session

export type WebhookMode = 'immediate' | 'delayed' | 'never' | 'duplicate' | 'out-of-order'

export type CheckoutFailure = 'server-error' | 'card-error' | 'none'

/** The subset of a PaymentIntent the fake keeps; GET /v1/payment_intents/:id answers with it. */
export type FakePaymentIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_capturable: number
  amount_received: number
  capture_method: 'automatic_async'
  client_secret: string
  confirmation_method: 'automatic'
  created: number
  currency: string
  customer: null
  description: string | null
  last_payment_error: { code: string; decline_code?: string; message: string; type: string } | null
  latest_charge: string | null
  livemode: false
  metadata: Record<string, string>
  payment_method: string | null
  payment_method_types: string[]
  receipt_email: string | null
  status: 'processing' | 'succeeded' | 'requires_payment_method'
}

/** The PaymentMethod a payment used: `type` is what a receipt names (card, sepa_debit). */
export type FakePaymentMethod = {
  id: string
  object: 'payment_method'
  allow_redisplay: 'unspecified'
  billing_details: { address: null; email: string | null; name: string | null; phone: null }
  created: number
  customer: null
  livemode: false
  metadata: Record<string, string>
  type: 'card' | 'sepa_debit'
  card?: { brand: 'visa'; country: 'US'; exp_month: number; exp_year: number; funding: 'credit'; last4: '4242' }
  sepa_debit?: { bank_code: string; branch_code: string; country: 'DE'; fingerprint: string; last4: '3000' }
}

export type FakeRefund = Stripe.Refund

/** A snapshot Event as Stripe posts it to webhook endpoints. */
export type FakeEvent = {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: FakeSession }
  livemode: false
  pending_webhooks: number
  request: { id: string | null; idempotency_key: string | null }
  type: string
}

/** One HTTP attempt to deliver an event; status 0 means no HTTP answer (refused, reset, timed out). */
export type Delivery = { eventId: string; type: string; status: number; attempt: number; at: number; error?: string }

export type FakeStripe = {
  url: string
  port: number
  apiKey: string
  /** Checkout Sessions by id, exactly as GET /v1/checkout/sessions/:id would answer (unexpanded). */
  sessions: Map<string, FakeSession>
  paymentIntents: Map<string, FakePaymentIntent>
  paymentMethods: Map<string, FakePaymentMethod>
  refunds: FakeRefund[]
  /** Every event created, delivered or not (Stripe creates events even when no endpoint gets them). */
  events: FakeEvent[]
  requests: { method: string; path: string; idempotencyKey?: string; stripeVersion?: string; at: number }[]
  deliveries: Delivery[]
  /** How the next payments deliver their webhooks: 'immediate' (default), 'delayed' (after delayMs), 'never' (the success page must confirm by itself), 'duplicate' (the same event 3 times), 'out-of-order' (for async payments: deliver the later event first). */
  setWebhookMode(mode: WebhookMode, delayMs?: number): void
  /** Makes POST /v1/checkout/sessions answer 500 ('server-error') or 402 ('card-error') until reset with 'none'. */
  failCheckoutCreation(kind: CheckoutFailure): void
  /**
   * Sends a signed event for a session now, once, without retries (tests of duplicates, ordering,
   * forged signatures, stale timestamps). `id` of an event already sent resends that very event;
   * a new `id` names a fresh one. Returns the delivery's HTTP status (0 when nothing answered).
   */
  sendEvent(type: string, sessionId: string, opts?: { id?: string; signWith?: string; timestamp?: number }): Promise<number>
  close(): Promise<void>
}

export type FakeStripeOptions = {
  port: number
  webhookUrl: string
  webhookSecret: string
  apiKey?: string
  /** How long a delayed payment method takes to succeed or fail (Stripe: days; here ~1 s). */
  asyncSettleMs?: number
  /** First retry delay for failed deliveries; doubles each time (Stripe: hours; here milliseconds). */
  retryDelayMs?: number
}

/** Point the app at the fake (the app builds its Stripe client from these). */
export const FAKE_STRIPE_ENV = (fake: Pick<FakeStripe, 'url' | 'apiKey'>, webhookSecret: string) => ({
  STRIPE_API_BASE_URL: fake.url,
  STRIPE_SECRET_KEY: fake.apiKey,
  STRIPE_WEBHOOK_SECRET: webhookSecret,
})

// ---------------------------------------------------------------------------------------------
// Ids and small helpers

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** Stripe ids are a type prefix plus random base62 (Checkout Session ids are much longer). */
function randomId(prefix: string, length = 24): string {
  let out = ''
  for (const byte of randomBytes(length)) out += BASE62[byte % 62]
  return `${prefix}${out}`
}

const now = () => Math.floor(Date.now() / 1000)

const clone = <T>(value: T): T => structuredClone(value)

function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Amounts are integers in the currency's minor unit; Intl knows how many decimals each has. */
function formatAmount(amount: number, currency: string): string {
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

function isObject(value: FormValue | undefined): value is FormObject {
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
function canonicalParams(body: string): string {
  return JSON.stringify([...new URLSearchParams(body)].sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b))))
}

// ---------------------------------------------------------------------------------------------
// Replies and Stripe's error bodies

type Reply = { status: number; headers: Record<string, string>; body: string }

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
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
    readonly saved = false,
  ) {
    super(error.message)
  }
}

function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  // Stripe pretty-prints its JSON with two spaces.
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value, null, 2) }
}

function errorReply(status: number, error: StripeErrorBody, headers: Record<string, string> = {}): Reply {
  const docUrl = error.code ? { doc_url: `https://stripe.com/docs/error-codes/${error.code.replace(/_/g, '-')}` } : {}
  return json(status, { error: { ...error, ...docUrl } }, headers)
}

const invalid = (message: string, param?: string, code?: string): ApiError =>
  new ApiError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) })

const missing = (param: string): ApiError => invalid(`Missing required param: ${param}.`, param, 'parameter_missing')

const noSuch = (status: number, kind: string, id: string, param: string): ApiError =>
  new ApiError(status, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param })

// ---------------------------------------------------------------------------------------------
// Parameter reading, with Stripe's complaints about wrong types and unknown names

function rejectUnknown(params: FormObject, known: readonly string[], prefix: string): void {
  for (const key of Object.keys(params)) {
    if (!known.includes(key))
      throw invalid(`Received unknown parameter: ${prefix ? `${prefix}[${key}]` : key}`, prefix ? `${prefix}[${key}]` : key)
  }
}

function optionalString(params: FormObject, key: string, param = key): string | undefined {
  const value = params[key]
  if (value === undefined) return undefined
  if (typeof value !== 'string') throw invalid(`Invalid string: ${param}`, param)
  return value
}

function requiredString(params: FormObject, key: string, param = key): string {
  const value = optionalString(params, key, param)
  if (value === undefined || value === '') throw missing(param)
  return value
}

function optionalInteger(params: FormObject, key: string, param = key): number | undefined {
  const value = optionalString(params, key, param)
  if (value === undefined) return undefined
  if (!/^-?\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, param)
  return Number(value)
}

function optionalList(params: FormObject, key: string, param = key): FormValue[] | undefined {
  const value = params[key]
  if (value === undefined || value === '') return undefined
  if (!Array.isArray(value)) throw invalid('Invalid array', param)
  return value
}

function stringList(params: FormObject, key: string): string[] | undefined {
  const list = optionalList(params, key)
  return list?.map((item, i) => {
    if (typeof item !== 'string') throw invalid(`Invalid string: ${key}[${i}]`, `${key}[${i}]`)
    return item
  })
}

/** metadata[k]=v pairs: Stripe's limits are 50 keys, 40-character keys and 500-character values. */
function readMetadata(params: FormObject, key: string, param = key): Record<string, string> {
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

function readExpand(params: FormObject): string[] {
  return stringList(params, 'expand') ?? []
}

// ---------------------------------------------------------------------------------------------
// Checkout Sessions

/** Every top-level parameter Stripe accepts on session creation (SDK v23); the fake uses some, keeps the rest quiet. */
const SESSION_CREATE_PARAMS = [
  'adaptive_pricing',
  'after_expiration',
  'allow_promotion_codes',
  'allowed_payment_method_types',
  'automatic_tax',
  'billing_address_collection',
  'branding_settings',
  'cancel_url',
  'client_reference_id',
  'consent_collection',
  'currency',
  'custom_fields',
  'custom_text',
  'customer',
  'customer_account',
  'customer_creation',
  'customer_email',
  'customer_update',
  'discounts',
  'excluded_payment_method_types',
  'expand',
  'expires_at',
  'integration_identifier',
  'invoice_creation',
  'line_items',
  'locale',
  'managed_payments',
  'metadata',
  'mode',
  'name_collection',
  'optional_items',
  'origin_context',
  'payment_intent_data',
  'payment_method_collection',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'payment_method_types',
  'permissions',
  'phone_number_collection',
  'redirect_on_completion',
  'return_url',
  'saved_payment_method_options',
  'setup_intent_data',
  'shipping_address_collection',
  'shipping_options',
  'submit_type',
  'subscription_data',
  'success_url',
  'tax_id_collection',
  'ui_mode',
  'wallet_options',
] as const
const LINE_ITEM_PARAMS = ['adjustable_quantity', 'dynamic_tax_rates', 'metadata', 'price', 'price_data', 'quantity', 'tax_rates'] as const
const PRICE_DATA_PARAMS = [
  'currency',
  'product',
  'product_data',
  'recurring',
  'tax_behavior',
  'unit_amount',
  'unit_amount_decimal',
] as const
const PRODUCT_DATA_PARAMS = ['description', 'images', 'metadata', 'name', 'tax_code', 'tax_details', 'unit_label'] as const

type FakeLineItem = {
  id: string
  priceId: string
  productId: string
  name: string
  description: string | null
  currency: string
  unitAmount: number
  quantity: number
  metadata: Record<string, string>
}

/** What the fake keeps beside the wire object: line items and payment_intent_data for the PaymentIntent. */
type SessionExtras = {
  lineItems: FakeLineItem[]
  paymentIntentMetadata: Record<string, string>
  paymentIntentDescription: string | null
}

function readLineItem(value: FormValue, i: number): FakeLineItem {
  const prefix = `line_items[${i}]`
  if (!isObject(value)) throw invalid('Invalid hash', prefix)
  rejectUnknown(value, LINE_ITEM_PARAMS, prefix)
  const price = optionalString(value, 'price', `${prefix}[price]`)
  // The fake has no Price objects: ids of prices made elsewhere cannot exist here.
  if (price !== undefined) throw noSuch(400, 'price', price, `${prefix}[price]`)
  const priceData = value.price_data
  if (priceData === undefined) throw invalid(`You must specify either \`price\` or \`price_data\` in ${prefix}.`, prefix)
  if (!isObject(priceData)) throw invalid('Invalid hash', `${prefix}[price_data]`)
  rejectUnknown(priceData, PRICE_DATA_PARAMS, `${prefix}[price_data]`)
  if (priceData.recurring !== undefined) {
    throw invalid(
      'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
      `${prefix}[price_data][recurring]`,
    )
  }
  const currency = requiredString(priceData, 'currency', `${prefix}[price_data][currency]`).toLowerCase()
  if (!/^[a-z]{3}$/.test(currency)) throw invalid(`Invalid currency: ${currency}.`, `${prefix}[price_data][currency]`)
  const unitAmount = optionalInteger(priceData, 'unit_amount', `${prefix}[price_data][unit_amount]`)
  const unitAmountDecimal = optionalString(priceData, 'unit_amount_decimal', `${prefix}[price_data][unit_amount_decimal]`)
  if (unitAmount === undefined && unitAmountDecimal === undefined) {
    throw invalid('You must specify either `unit_amount` or `unit_amount_decimal`.', `${prefix}[price_data][unit_amount]`)
  }
  const amount = unitAmount ?? Number(unitAmountDecimal)
  if (!Number.isFinite(amount) || amount < 0)
    throw invalid('This value must be greater than or equal to 0.', `${prefix}[price_data][unit_amount]`)
  if (priceData.product !== undefined) throw noSuch(400, 'product', String(priceData.product), `${prefix}[price_data][product]`)
  const productData = priceData.product_data
  if (!isObject(productData)) throw missing(`${prefix}[price_data][product_data]`)
  rejectUnknown(productData, PRODUCT_DATA_PARAMS, `${prefix}[price_data][product_data]`)
  const name = requiredString(productData, 'name', `${prefix}[price_data][product_data][name]`)
  const description = optionalString(productData, 'description', `${prefix}[price_data][product_data][description]`) || null
  const quantity = optionalInteger(value, 'quantity', `${prefix}[quantity]`)
  if (quantity === undefined) throw invalid(`Quantity is required. Add \`quantity\` to \`${prefix}\``, `${prefix}[quantity]`)
  if (quantity < 1) throw invalid('This value must be greater than or equal to 1.', `${prefix}[quantity]`)
  return {
    id: randomId('li_'),
    priceId: randomId('price_'),
    productId: randomId('prod_', 14),
    name,
    description,
    currency,
    unitAmount: amount,
    quantity,
    metadata: readMetadata(value, 'metadata', `${prefix}[metadata]`),
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Validates like Stripe and builds the session; throws ApiError (unsaved) on bad parameters. */
function createSession(params: FormObject, baseUrl: string): { session: FakeSession; extras: SessionExtras } {
  rejectUnknown(params, SESSION_CREATE_PARAMS, '')
  const mode = requiredString(params, 'mode')
  if (!['payment', 'setup', 'subscription'].includes(mode))
    throw invalid(`Invalid mode: must be one of payment, setup, or subscription`, 'mode')
  if (mode !== 'payment') throw invalid(`The fake Stripe only supports mode=payment (got ${mode}).`, 'mode')
  const uiMode = optionalString(params, 'ui_mode') ?? 'hosted_page'
  if (uiMode !== 'hosted_page' && uiMode !== 'hosted')
    throw invalid(`The fake Stripe only supports the hosted page (ui_mode=${uiMode}).`, 'ui_mode')

  const created = now()
  const rawItems = optionalList(params, 'line_items')
  if (!rawItems || rawItems.length === 0) throw missing('line_items')
  if (rawItems.length > 100) throw invalid('You can have at most 100 line items in payment mode.', 'line_items')
  const lineItems = rawItems.map((item, i) => readLineItem(item, i))
  const currency = lineItems[0]?.currency ?? 'usd'
  if (lineItems.some((item) => item.currency !== currency)) {
    throw invalid('All line items must use the same currency.', 'line_items')
  }

  const successUrl = requiredString(params, 'success_url')
  const cancelUrl = optionalString(params, 'cancel_url') || null
  for (const [param, url] of [
    ['success_url', successUrl],
    ['cancel_url', cancelUrl],
  ] as const) {
    if (url !== null && !URL.canParse(url.replace('{CHECKOUT_SESSION_ID}', 'cs'))) throw invalid('Not a valid URL', param, 'url_invalid')
  }

  const customerEmail = optionalString(params, 'customer_email') || null
  if (customerEmail && !EMAIL.test(customerEmail))
    throw invalid(`Invalid email address: ${customerEmail}`, 'customer_email', 'email_invalid')
  const clientReferenceId = optionalString(params, 'client_reference_id') || null
  if (clientReferenceId && clientReferenceId.length > 200)
    throw invalid('client_reference_id must be at most 200 characters.', 'client_reference_id')

  const expiresAt = optionalInteger(params, 'expires_at') ?? created + 24 * 3600
  if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600) {
    throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.', 'expires_at')
  }

  // Before API 2026-09-30 clients listed payment_method_types; SDK v23 sends allowed_payment_method_types.
  const paymentMethodTypes = stringList(params, 'payment_method_types')
  const allowedTypes = stringList(params, 'allowed_payment_method_types')

  const paymentIntentData = params.payment_intent_data
  const piData = isObject(paymentIntentData) ? paymentIntentData : {}

  const amount = lineItems.reduce((sum, item) => sum + Math.round(item.unitAmount * item.quantity), 0)
  const id = randomId('cs_test_', 58)
  const session: FakeSession = {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: allowedTypes ?? null,
    amount_subtotal: amount,
    amount_total: amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: cancelUrl,
    client_reference_id: clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created,
    currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: null,
    customer_account: null,
    customer_creation: 'if_required',
    customer_details: customerEmail
      ? {
          address: null,
          business_name: null,
          email: customerEmail,
          individual_name: null,
          name: null,
          phone: null,
          tax_exempt: 'none',
          tax_ids: null,
        }
      : null,
    customer_email: customerEmail,
    discounts: [],
    expires_at: expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: {
      enabled: false,
      invoice_data: {
        account_tax_ids: null,
        custom_fields: null,
        description: null,
        footer: null,
        issuer: null,
        metadata: {},
        rendering_options: null,
      },
    },
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: readMetadata(params, 'metadata'),
    mode: 'payment',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: paymentMethodTypes ?? allowedTypes ?? ['card'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${baseUrl}/pay/${id}`,
    wallet_options: null,
  }
  const extras: SessionExtras = {
    lineItems,
    paymentIntentMetadata: readMetadata(piData, 'metadata', 'payment_intent_data[metadata]'),
    paymentIntentDescription: optionalString(piData, 'description', 'payment_intent_data[description]') || null,
  }
  return { session, extras }
}

function lineItemList(session: FakeSession, extras: SessionExtras) {
  return {
    object: 'list',
    data: extras.lineItems.map((item) => ({
      id: item.id,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: Math.round(item.unitAmount * item.quantity),
      amount_tax: 0,
      amount_total: Math.round(item.unitAmount * item.quantity),
      currency: item.currency,
      description: item.name,
      metadata: item.metadata,
      price: {
        id: item.priceId,
        object: 'price',
        active: false,
        billing_scheme: 'per_unit',
        created: session.created,
        currency: item.currency,
        custom_unit_amount: null,
        livemode: false,
        lookup_key: null,
        metadata: {},
        nickname: null,
        product: item.productId,
        recurring: null,
        tax_behavior: 'unspecified',
        tiers_mode: null,
        transform_quantity: null,
        type: 'one_time',
        unit_amount: Number.isInteger(item.unitAmount) ? item.unitAmount : null,
        unit_amount_decimal: String(item.unitAmount),
      },
      quantity: item.quantity,
    })),
    has_more: false,
    url: `/v1/checkout/sessions/${session.id}/line_items`,
  }
}

/** Fields of a session that Stripe can expand (nested paths with dots); the null ones stay null when expanded. */
const EXPANDABLE = [
  'line_items',
  'payment_intent',
  'payment_intent.payment_method',
  'customer',
  'invoice',
  'payment_link',
  'setup_intent',
  'subscription',
  'discounts',
]

// ---------------------------------------------------------------------------------------------
// The hosted payment page

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlEscape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 32rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
  ul { padding-left: 1.2rem; }
  label { display: block; margin: 1rem 0 0.25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; border: 1px solid #6b7385; border-radius: 4px; }
  button { display: block; width: 100%; margin-top: 0.75rem; padding: 0.75rem; font: inherit; font-weight: 600; border: 0; border-radius: 4px; cursor: pointer; background: #0a2540; color: #fff; }
  button.secondary { background: #fff; color: #0a2540; border: 1px solid #0a2540; }
  a { color: #3c3ea8; }
  .total { font-size: 1.4rem; font-weight: 700; }
  .note { color: #4f566b; font-size: 0.9rem; }
</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`
}

function paymentPage(session: FakeSession, extras: SessionExtras): string {
  const currency = session.currency ?? 'usd'
  const total = formatAmount(session.amount_total ?? 0, currency)
  const items = extras.lineItems
    .map(
      (item) =>
        `<li>${htmlEscape(item.name)} × ${item.quantity}: ${htmlEscape(formatAmount(Math.round(item.unitAmount * item.quantity), currency))}${item.description ? `<br><span class="note">${htmlEscape(item.description)}</span>` : ''}</li>`,
    )
    .join('\n')
  const action = `/pay/${encodeURIComponent(session.id)}`
  const email = session.customer_email ?? 'buyer@example.com'
  const cancel = session.cancel_url ? `<p><a href="${htmlEscape(session.cancel_url)}">Cancel</a></p>` : ''
  return page(
    'Fake Stripe Checkout',
    `<h1>Fake Stripe Checkout</h1>
<p class="note">Test mode: nothing is charged.</p>
<h2>Order summary</h2>
<ul>
${items}
</ul>
<p>Total due: <span class="total" data-testid="amount-total">${htmlEscape(total)}</span></p>
<form method="post" action="${action}/complete">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${htmlEscape(email)}">
<button type="submit">Pay</button>
<button type="submit" class="secondary" formaction="${action}/async" name="outcome" value="succeed">Pay with a delayed method (succeeds)</button>
<button type="submit" class="secondary" formaction="${action}/async" name="outcome" value="fail">Pay with a delayed method (fails)</button>
</form>
${cancel}`,
  )
}

/** What the hosted page shows for a session that can no longer be paid. */
function closedPage(session: FakeSession): string {
  if (session.status === 'complete') {
    return page(
      'Fake Stripe Checkout',
      `<h1>Payment received</h1>\n<p>This checkout session is already complete.</p>\n<p><a href="${htmlEscape(successRedirect(session))}">Return to the merchant</a></p>`,
    )
  }
  const back = session.cancel_url ? `<p><a href="${htmlEscape(session.cancel_url)}">Return to the merchant</a></p>` : ''
  return page('Fake Stripe Checkout', `<h1>This checkout session has expired</h1>\n${back}`)
}

function successRedirect(session: FakeSession): string {
  return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id)
}

function htmlReply(status: number, body: string): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8' }, body }
}

// ---------------------------------------------------------------------------------------------
// Server

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > 1_000_000) req.destroy(new Error('body too large'))
      else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** Stripe shows the key's prefix and last four characters, never the rest. */
function maskKey(key: string): string {
  const prefix = /^[a-z]+_(?:test|live)_/.exec(key)?.[0] ?? ''
  const rest = key.slice(prefix.length)
  return rest.length <= 4 ? `${prefix}${'*'.repeat(rest.length)}` : `${prefix}${'*'.repeat(rest.length - 4)}${rest.slice(-4)}`
}

/** The key from `Authorization: Bearer sk_…` or Basic auth (`curl -u sk_…:`), both of which Stripe accepts. */
function presentedKey(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  if (!header) return undefined
  const bearer = /^Bearer\s+(.+)$/i.exec(header)
  if (bearer) return bearer[1]?.trim()
  const basic = /^Basic\s+(.+)$/i.exec(header)
  if (basic)
    return Buffer.from(basic[1] ?? '', 'base64')
      .toString('utf8')
      .split(':')[0]
  return header
}

type Pending = { method: string; path: string; canonical: string; reply: Reply; requestId: string }

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  const apiKey = options.apiKey ?? 'sk_test_fake'
  const asyncSettleMs = options.asyncSettleMs ?? 1000
  const retryDelayMs = options.retryDelayMs ?? 100
  const sessions = new Map<string, FakeSession>()
  const extrasById = new Map<string, SessionExtras>()
  const paymentIntents = new Map<string, FakePaymentIntent>()
  const paymentMethods = new Map<string, FakePaymentMethod>()
  const refunds: FakeRefund[] = []
  const events: FakeEvent[] = []
  const requests: FakeStripe['requests'] = []
  const deliveries: Delivery[] = []
  const idempotent = new Map<string, Pending>()
  let webhookMode: WebhookMode = 'immediate'
  let webhookDelayMs = 1000
  let checkoutFailure: CheckoutFailure = 'none'
  let baseUrl = ''

  // Everything that runs later is tracked, so close() leaves no timer or socket behind.
  let closed = false
  const timers = new Map<NodeJS.Timeout, () => void>()
  const outgoing = new Set<ClientRequest>()
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve()
      const timer = setTimeout(() => {
        timers.delete(timer)
        resolve()
      }, ms)
      timers.set(timer, resolve)
    })
  const inBackground = (task: () => Promise<void>) => {
    void task().catch(() => undefined)
  }

  // -- Events and webhook delivery ------------------------------------------------------------

  function makeEvent(
    type: string,
    session: FakeSession,
    request: FakeEvent['request'] = { id: null, idempotency_key: null },
    id?: string,
  ): FakeEvent {
    const event: FakeEvent = {
      id: id ?? randomId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      data: { object: clone(session) },
      livemode: false,
      pending_webhooks: 1,
      request,
      type,
    }
    events.push(event)
    return event
  }

  /** POSTs the raw body; resolves with the HTTP status once the answer has been read. */
  function post(url: string, body: string, signature: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const target = new URL(url)
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest
      const req = send(
        target,
        {
          method: 'POST',
          agent: false,
          timeout: 10_000,
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'cache-control': 'no-cache',
            accept: '*/*; q=0.5, application/xml',
            'stripe-signature': signature,
          },
        },
        (res) => {
          res.resume()
          res.on('close', () => resolve(res.statusCode ?? 0))
        },
      )
      outgoing.add(req)
      req.on('close', () => outgoing.delete(req))
      req.on('timeout', () => req.destroy(new Error('timed out after 10 s')))
      req.on('error', reject)
      req.end(body)
    })
  }

  /**
   * One delivery attempt. Each attempt is signed afresh (new timestamp, same body), as Stripe does;
   * the body is the pretty-printed JSON Stripe sends, so an app that re-serialises it before
   * verifying fails here as it would in production.
   */
  async function attempt(event: FakeEvent, attemptNo: number, secret = options.webhookSecret, timestamp?: number): Promise<number> {
    const payload = JSON.stringify(event, null, 2)
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) })
    const at = Date.now()
    try {
      const status = await post(options.webhookUrl, payload, signature)
      deliveries.push({ eventId: event.id, type: event.type, status, attempt: attemptNo, at })
      return status
    } catch (error) {
      deliveries.push({ eventId: event.id, type: event.type, status: 0, attempt: attemptNo, at, error: (error as Error).message })
      return 0
    }
  }

  /** Stripe retries failed deliveries for days with backoff; here 3 retries, retryDelayMs doubling. */
  async function deliver(event: FakeEvent): Promise<void> {
    for (let attemptNo = 1; attemptNo <= 4 && !closed; attemptNo++) {
      const status = await attempt(event, attemptNo)
      if (status >= 200 && status < 300) return
      if (attemptNo < 4) await sleep(retryDelayMs * 2 ** (attemptNo - 1))
    }
  }

  type Plan = { mode: WebhookMode; delayMs: number }

  /** Delivers per the mode captured when the event's payment (or expiry) happened. */
  async function dispatch(event: FakeEvent, plan: Plan): Promise<void> {
    if (plan.mode === 'never' || closed) return
    if (plan.mode === 'delayed') await sleep(plan.delayMs)
    if (plan.mode === 'duplicate') {
      // The same event, body and id, three times: Stripe promises at-least-once delivery.
      for (let i = 0; i < 3 && !closed; i++) await deliver(event)
      return
    }
    await deliver(event)
  }

  // -- Payments -------------------------------------------------------------------------------

  function createPaymentIntent(session: FakeSession, extras: SessionExtras, delayed: boolean): FakePaymentIntent {
    const id = randomId('pi_')
    const method: FakePaymentMethod = {
      id: randomId('pm_'),
      object: 'payment_method',
      allow_redisplay: 'unspecified',
      billing_details: { address: null, email: session.customer_email, name: 'Test Buyer', phone: null },
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      type: delayed ? 'sepa_debit' : 'card',
      ...(delayed
        ? {
            sepa_debit: {
              bank_code: '37040044',
              branch_code: '',
              country: 'DE' as const,
              fingerprint: randomId('', 16),
              last4: '3000' as const,
            },
          }
        : {
            card: {
              brand: 'visa' as const,
              country: 'US' as const,
              exp_month: 12,
              exp_year: new Date().getFullYear() + 3,
              funding: 'credit' as const,
              last4: '4242' as const,
            },
          }),
    }
    paymentMethods.set(method.id, method)
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount: session.amount_total ?? 0,
      amount_capturable: 0,
      amount_received: delayed ? 0 : (session.amount_total ?? 0),
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomId('', 24)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency: session.currency ?? 'usd',
      customer: null,
      description: extras.paymentIntentDescription,
      last_payment_error: null,
      latest_charge: randomId('ch_'),
      livemode: false,
      metadata: { ...extras.paymentIntentMetadata },
      payment_method: method.id,
      payment_method_types: [method.type],
      receipt_email: null,
      status: delayed ? 'processing' : 'succeeded',
    }
    paymentIntents.set(id, intent)
    return intent
  }

  function markComplete(session: FakeSession, intent: FakePaymentIntent, email: string, paid: boolean): void {
    session.status = 'complete'
    session.payment_status = paid ? 'paid' : 'unpaid'
    session.payment_intent = intent.id
    // Stripe clears the URL once the session is no longer open.
    session.url = null
    session.customer_details = {
      address: { city: null, country: 'US', line1: null, line2: null, postal_code: '10001', state: null },
      business_name: null,
      email,
      individual_name: null,
      name: 'Test Buyer',
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    }
  }

  /** Card payment: paid at once, one checkout.session.completed. */
  function payByCard(session: FakeSession, extras: SessionExtras, email: string): void {
    const plan: Plan = { mode: webhookMode, delayMs: webhookDelayMs }
    const intent = createPaymentIntent(session, extras, false)
    markComplete(session, intent, email, true)
    const completed = makeEvent('checkout.session.completed', session)
    inBackground(() => dispatch(completed, plan))
  }

  /**
   * Delayed method (a bank debit): the session completes unpaid at once (checkout.session.completed
   * with payment_status 'unpaid'), then settles and sends async_payment_succeeded or _failed.
   * 'out-of-order' holds the completed event back until after the settlement event.
   */
  function payByDelayedMethod(session: FakeSession, extras: SessionExtras, email: string, fails: boolean): void {
    const plan: Plan = { mode: webhookMode, delayMs: webhookDelayMs }
    const intent = createPaymentIntent(session, extras, true)
    markComplete(session, intent, email, false)
    const completed = makeEvent('checkout.session.completed', session)
    const first = plan.mode === 'out-of-order' ? Promise.resolve() : dispatch(completed, plan)
    inBackground(async () => {
      await sleep(asyncSettleMs)
      if (closed) return
      if (fails) {
        intent.status = 'requires_payment_method'
        intent.last_payment_error = {
          type: 'card_error',
          code: 'payment_method_provider_decline',
          message: 'The payment was declined by the bank.',
        }
        session.payment_status = 'unpaid'
      } else {
        intent.status = 'succeeded'
        intent.amount_received = intent.amount
        session.payment_status = 'paid'
      }
      const settled = makeEvent(fails ? 'checkout.session.async_payment_failed' : 'checkout.session.async_payment_succeeded', session)
      if (plan.mode === 'out-of-order') {
        await deliver(settled)
        await deliver(completed)
        return
      }
      // In order: the settlement event never overtakes the completed one.
      await first
      await dispatch(settled, plan)
    })
    inBackground(() => first)
  }

  /** Stripe expires open sessions at expires_at; the fake notices when it next looks at one. */
  function expireIfDue(session: FakeSession): void {
    if (session.status === 'open' && now() >= session.expires_at) expire(session, { id: null, idempotency_key: null })
  }

  function expire(session: FakeSession, request: FakeEvent['request']): void {
    const plan: Plan = { mode: webhookMode, delayMs: webhookDelayMs }
    session.status = 'expired'
    session.url = null
    const event = makeEvent('checkout.session.expired', session, request)
    inBackground(() => dispatch(event, plan))
  }

  // -- API endpoints ----------------------------------------------------------------------------

  function findSession(id: string, status: number): FakeSession {
    const session = sessions.get(id)
    if (!session) throw noSuch(status, 'checkout.session', id, 'session')
    expireIfDue(session)
    return session
  }

  function expanded(session: FakeSession, expand: string[]): unknown {
    const out = clone(session) as unknown as Record<string, unknown>
    for (const path of expand) {
      if (!EXPANDABLE.includes(path)) throw invalid(`This property cannot be expanded (${path}).`, 'expand')
      if (path === 'line_items') out.line_items = lineItemList(session, extrasById.get(session.id) as SessionExtras)
      if (path === 'payment_intent' && session.payment_intent)
        out.payment_intent = clone(paymentIntents.get(String(session.payment_intent)) ?? null)
      if (path === 'payment_intent.payment_method' && session.payment_intent) {
        const intent = clone(paymentIntents.get(String(session.payment_intent)) ?? null)
        out.payment_intent = intent && {
          ...intent,
          payment_method: intent.payment_method ? (paymentMethods.get(intent.payment_method) ?? null) : null,
        }
      }
    }
    return out
  }

  function createRefund(params: FormObject): FakeRefund {
    rejectUnknown(
      params,
      [
        'amount',
        'charge',
        'currency',
        'customer',
        'expand',
        'instructions_email',
        'metadata',
        'origin',
        'payment_intent',
        'reason',
        'refund_application_fee',
        'reverse_transfer',
      ],
      '',
    )
    const intentId = optionalString(params, 'payment_intent')
    const chargeId = optionalString(params, 'charge')
    if (!intentId && !chargeId)
      throw invalid('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent')
    const intent = intentId ? paymentIntents.get(intentId) : [...paymentIntents.values()].find((pi) => pi.latest_charge === chargeId)
    if (!intent)
      throw intentId ? noSuch(400, 'payment_intent', intentId, 'payment_intent') : noSuch(400, 'charge', chargeId ?? '', 'charge')
    const amount = optionalInteger(params, 'amount')
    if (amount !== undefined && amount < 1) throw invalid('This value must be greater than or equal to 1.', 'amount')
    const reason = optionalString(params, 'reason')
    if (reason !== undefined && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
      throw invalid(`Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer`, 'reason')
    }
    const metadata = readMetadata(params, 'metadata')
    // From here on the endpoint "executes": errors are saved under the idempotency key.
    const charge = intent.latest_charge ?? ''
    if (intent.status !== 'succeeded') {
      throw new ApiError(
        400,
        {
          type: 'invalid_request_error',
          message: `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
          param: 'payment_intent',
        },
        true,
      )
    }
    const refunded = refunds.filter((r) => r.payment_intent === intent.id).reduce((sum, r) => sum + r.amount, 0)
    const remaining = intent.amount_received - refunded
    if (remaining <= 0) {
      throw new ApiError(
        400,
        { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${charge} has already been refunded.` },
        true,
      )
    }
    const refundAmount = amount ?? remaining
    if (refundAmount > remaining) {
      const what = refunded > 0 ? 'unrefunded amount on charge' : 'charge amount'
      throw new ApiError(
        400,
        {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount (${formatAmount(refundAmount, intent.currency)}) is greater than ${what} (${formatAmount(remaining, intent.currency)})`,
        },
        true,
      )
    }
    const refund: FakeRefund = {
      id: randomId('re_'),
      object: 'refund',
      amount: refundAmount,
      balance_transaction: randomId('txn_'),
      charge,
      created: now(),
      currency: intent.currency,
      customer: null,
      customer_account: null,
      destination_details: {
        type: 'card',
        card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      },
      metadata,
      payment_intent: intent.id,
      payment_method: intent.payment_method,
      reason: (reason ?? null) as FakeRefund['reason'],
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'succeeded',
      transfer_reversal: null,
    }
    refunds.push(refund)
    return refund
  }

  type ApiResult = { status: number; value: unknown }

  async function api(
    method: string,
    path: string,
    params: FormObject,
    idempotencyKey: string | undefined,
    requestId: string,
  ): Promise<ApiResult> {
    const parts = path.split('/').slice(2) // ['checkout', 'sessions', id, …]
    const [a, b, c, d] = parts.map(decodeURIComponent)

    if (method === 'POST' && a === 'checkout' && b === 'sessions' && c === undefined) {
      if (checkoutFailure === 'server-error') {
        throw new ApiError(500, {
          type: 'api_error',
          message: 'An unknown error occurred while processing your request (simulated by the fake).',
        })
      }
      if (checkoutFailure === 'card-error') {
        throw new ApiError(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        })
      }
      const { session, extras } = createSession(params, baseUrl)
      sessions.set(session.id, session)
      extrasById.set(session.id, extras)
      return { status: 200, value: expanded(session, readExpand(params)) }
    }
    if (a === 'checkout' && b === 'sessions' && c !== undefined) {
      if (method === 'GET' && d === undefined) return { status: 200, value: expanded(findSession(c, 404), readExpand(params)) }
      if (method === 'GET' && d === 'line_items') {
        const session = findSession(c, 404)
        return { status: 200, value: lineItemList(session, extrasById.get(session.id) as SessionExtras) }
      }
      if (method === 'POST' && d === 'expire') {
        const session = findSession(c, 404)
        if (session.status !== 'open') {
          throw new ApiError(
            400,
            { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` },
            true,
          )
        }
        expire(session, { id: requestId, idempotency_key: idempotencyKey ?? null })
        return { status: 200, value: expanded(session, readExpand(params)) }
      }
    }
    if (method === 'GET' && a === 'payment_intents' && b !== undefined && c === undefined) {
      const intent = paymentIntents.get(b)
      if (!intent) throw noSuch(404, 'payment_intent', b, 'intent')
      return { status: 200, value: intent }
    }
    if (method === 'GET' && a === 'payment_methods' && b !== undefined && c === undefined) {
      const paymentMethod = paymentMethods.get(b)
      if (!paymentMethod) throw noSuch(404, 'PaymentMethod', b, 'payment_method')
      return { status: 200, value: paymentMethod }
    }
    if (method === 'GET' && a === 'events' && b !== undefined && c === undefined) {
      const event = events.find((e) => e.id === b)
      if (!event) throw noSuch(404, 'event', b, 'id')
      return { status: 200, value: event }
    }
    if (a === 'refunds') {
      if (method === 'POST' && b === undefined) return { status: 200, value: createRefund(params) }
      if (method === 'GET' && b !== undefined && c === undefined) {
        const refund = refunds.find((r) => r.id === b)
        if (!refund) throw noSuch(404, 'refund', b, 'refund')
        return { status: 200, value: refund }
      }
    }
    throw new ApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    })
  }

  async function handleApi(req: IncomingMessage, url: URL, method: string): Promise<Reply> {
    const requestId = randomId('req_', 14)
    const version = typeof req.headers['stripe-version'] === 'string' ? req.headers['stripe-version'] : Stripe.API_VERSION
    const common = { 'request-id': requestId, 'stripe-version': version }

    const key = presentedKey(req)
    if (key !== apiKey) {
      const message = key
        ? `Invalid API Key provided: ${maskKey(key)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/."
      return errorReply(401, { type: 'invalid_request_error', message }, { ...common, 'www-authenticate': 'Bearer realm="Stripe"' })
    }

    const body = method === 'POST' ? await readBody(req) : ''
    const params = decodeStripeForm(method === 'POST' ? body : url.search.slice(1))
    // Idempotency keys matter on POST only; Stripe ignores them elsewhere.
    const idempotencyKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined
    const keyHeaders: Record<string, string> = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}

    if (idempotencyKey) {
      const previous = idempotent.get(`${apiKey}\n${idempotencyKey}`)
      if (previous) {
        if (previous.method !== method || previous.path !== url.pathname || previous.canonical !== canonicalParams(body)) {
          return errorReply(
            400,
            {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
            { ...common, ...keyHeaders },
          )
        }
        const replay = previous.reply
        return {
          ...replay,
          headers: { ...replay.headers, ...common, 'idempotent-replayed': 'true', 'original-request': previous.requestId },
        }
      }
    }

    let reply: Reply
    let save: boolean
    try {
      const result = await api(method, url.pathname, params, idempotencyKey, requestId)
      reply = json(result.status, result.value, { ...common, ...keyHeaders })
      save = true
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      reply = errorReply(error.status, error.error, { ...common, ...keyHeaders })
      save = error.saved
    }
    if (idempotencyKey && save) {
      idempotent.set(`${apiKey}\n${idempotencyKey}`, { method, path: url.pathname, canonical: canonicalParams(body), reply, requestId })
    }
    return reply
  }

  // -- The hosted page ----------------------------------------------------------------------------

  async function handlePage(req: IncomingMessage, url: URL, method: string): Promise<Reply> {
    const match = /^\/pay\/([^/]+)(?:\/(complete|async))?$/.exec(url.pathname)
    const session = match ? sessions.get(decodeURIComponent(match[1] ?? '')) : undefined
    if (!match || !session) return htmlReply(404, page('Not found', '<h1>Checkout session not found</h1>'))
    expireIfDue(session)
    const extras = extrasById.get(session.id) as SessionExtras
    const action = match[2]

    if (!action && method === 'GET') {
      return htmlReply(200, session.status === 'open' ? paymentPage(session, extras) : closedPage(session))
    }
    if (!action || method !== 'POST') return htmlReply(405, page('Method not allowed', '<h1>Method not allowed</h1>'))

    const form = new URLSearchParams(await readBody(req))
    if (session.status === 'complete') return { status: 303, headers: { location: successRedirect(session) }, body: '' }
    if (session.status !== 'open') return htmlReply(409, closedPage(session))
    const email = form.get('email')?.trim() || session.customer_email || 'buyer@example.com'
    if (action === 'complete') payByCard(session, extras, email)
    else payByDelayedMethod(session, extras, email, form.get('outcome') === 'fail')
    // The browser goes back to the merchant straight away; webhooks follow in the background.
    return { status: 303, headers: { location: successRedirect(session) }, body: '' }
  }

  const route = async (req: IncomingMessage): Promise<Reply> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const method = (req.method ?? 'GET').toUpperCase()
    const idempotencyKey = req.headers['idempotency-key']
    const stripeVersion = req.headers['stripe-version']
    requests.push({
      method,
      path: url.pathname,
      ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
      ...(typeof stripeVersion === 'string' ? { stripeVersion } : {}),
      at: Date.now(),
    })
    if (url.pathname.startsWith('/v1/')) return handleApi(req, url, method)
    if (url.pathname.startsWith('/pay/')) return handlePage(req, url, method)
    return htmlReply(404, page('Not found', '<h1>Not found</h1>'))
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void route(req)
      .catch((error: unknown) => errorReply(500, { type: 'api_error', message: `Fake Stripe failed: ${String(error)}` }))
      .then((reply) => {
        if (!res.destroyed) res.writeHead(reply.status, reply.headers).end(reply.body)
      })
  })
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve))
  // With port 0 the OS picks a free port: report the one actually bound.
  const bound = (server.address() as AddressInfo).port
  baseUrl = `http://127.0.0.1:${bound}`

  return {
    url: baseUrl,
    port: bound,
    apiKey,
    sessions,
    paymentIntents,
    paymentMethods,
    refunds,
    events,
    requests,
    deliveries,
    setWebhookMode(mode, delayMs = 1000) {
      webhookMode = mode
      webhookDelayMs = delayMs
    },
    failCheckoutCreation(kind) {
      checkoutFailure = kind
    },
    async sendEvent(type, sessionId, opts = {}) {
      const session = sessions.get(sessionId)
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`)
      const existing = opts.id ? events.find((e) => e.id === opts.id) : undefined
      if (existing && existing.type !== type) throw new Error(`fake Stripe: event ${opts.id} is a ${existing.type}, not ${type}`)
      const event = existing ?? makeEvent(type, session, undefined, opts.id)
      const attempts = deliveries.filter((d) => d.eventId === event.id).length
      return attempt(event, attempts + 1, opts.signWith, opts.timestamp)
    },
    close: async () => {
      closed = true
      // Pending waits end now; every background task checks `closed` and stops.
      for (const [timer, resolve] of timers) {
        clearTimeout(timer)
        resolve()
      }
      timers.clear()
      for (const req of outgoing) req.destroy()
      const done = new Promise((resolve) => server.close(resolve))
      // The SDK keeps connections alive; without this close() would wait for them to time out.
      server.closeAllConnections()
      await done
    },
  }
}
