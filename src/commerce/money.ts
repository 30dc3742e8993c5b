/** Amounts are integers in the currency's minor unit (cents); these are the currencies on sale. */
export const CURRENCIES = ['usd', 'eur', 'gbp'] as const
export type Currency = (typeof CURRENCIES)[number]

const MINOR_UNIT_DIGITS: Record<Currency, number> = { usd: 2, eur: 2, gbp: 2 }

/** "$49.00" for (4900, 'usd'): formatting through Intl, never by string arithmetic. */
export function formatMoney(amount: number, currency: Currency, locale = 'en-US'): string {
  const digits = MINOR_UNIT_DIGITS[currency]
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount / 10 ** digits)
}

/** An order's total as the customer reads it. */
export function orderTotal(order: { amount: number; currency: string }): string {
  return formatMoney(order.amount, order.currency as Currency)
}
