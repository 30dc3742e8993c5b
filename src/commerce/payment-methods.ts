import type { ProviderName } from './status'

/** Stripe payment method types a customer may meet, as a receipt names them. */
const STRIPE_METHODS: Record<string, string> = {
  card: 'Card',
  sepa_debit: 'SEPA Direct Debit',
  bacs_debit: 'Bacs Direct Debit',
  us_bank_account: 'US bank account (ACH)',
  link: 'Link',
  paypal: 'PayPal',
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  klarna: 'Klarna',
}

/** How a payment was made, for receipts: the method actually used, not an assumption. */
export function paymentMethodLabel(provider: ProviderName | string, method?: string | null): string {
  if (provider === 'test') return 'Test payment (no money moved)'
  if (!method) return 'Paid via Stripe'
  return `${STRIPE_METHODS[method] ?? method.replace(/_/g, ' ')} via Stripe`
}
