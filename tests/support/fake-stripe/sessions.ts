import type { FakeSession } from './types'
import {
  invalid,
  isObject,
  missing,
  noSuch,
  now,
  optionalInteger,
  optionalList,
  optionalString,
  randomId,
  readMetadata,
  rejectUnknown,
  requiredString,
  stringList,
  type FormObject,
  type FormValue,
} from './wire'

// ---------------------------------------------------------------------------------------------
// Checkout Sessions

/** Every top-level parameter Stripe accepts on session creation (SDK v23); the fake uses some, keeps the rest quiet. */
export const SESSION_CREATE_PARAMS = [
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

export type FakeLineItem = {
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
export type SessionExtras = {
  lineItems: FakeLineItem[]
  paymentIntentMetadata: Record<string, string>
  paymentIntentDescription: string | null
}

export function readLineItem(value: FormValue, i: number): FakeLineItem {
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
export function createSession(params: FormObject, baseUrl: string): { session: FakeSession; extras: SessionExtras } {
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

export function lineItemList(session: FakeSession, extras: SessionExtras) {
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
export const EXPANDABLE = [
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
