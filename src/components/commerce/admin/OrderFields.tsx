import type { DefaultServerCellComponentProps, ServerComponentProps } from 'payload'

import { formatMoney, type Currency } from '@/commerce/money'
import { describeTargeting, type Targeting } from '@/commerce/targeting'

import { fieldLabel, ReadOnlyValue } from '@/components/admin/ReadOnlyValue'

/**
 * The Orders collection as staff read it: money as money, the customer by name and email (editors
 * cannot read user accounts, so the order's own copy is shown), and the audience in words instead of
 * a JSON editor (which loads its code from a public CDN).
 */

type OrderData = { amount?: number; currency?: string; customerName?: string | null; customerEmail?: string | null; targeting?: unknown }

const money = (order: OrderData) =>
  typeof order.amount === 'number' && order.currency ? formatMoney(order.amount, order.currency as Currency) : '—'
const customer = (order: OrderData) => [order.customerName, order.customerEmail].filter(Boolean).join(' · ') || 'Deleted account'

export function AmountCell({ rowData }: DefaultServerCellComponentProps) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{money(rowData)}</span>
}

export function AmountField({ data, field }: ServerComponentProps) {
  return <ReadOnlyValue label={fieldLabel(field)}>{money(data as OrderData)}</ReadOnlyValue>
}

/** "Needs attention" in the orders list: a word when set, nothing to read when not (instead of "true"/"false"). */
export function NeedsAttentionCell({ cellData }: DefaultServerCellComponentProps) {
  return cellData ? <strong>Yes</strong> : <span aria-label="No">—</span>
}

export function CustomerCell({ rowData }: DefaultServerCellComponentProps) {
  return <span>{customer(rowData)}</span>
}

export function CustomerField({ data, field }: ServerComponentProps) {
  return <ReadOnlyValue label={fieldLabel(field)}>{customer(data as OrderData)}</ReadOnlyValue>
}

export function TargetingField({ data, field }: ServerComponentProps) {
  const targeting = (data as OrderData).targeting as Targeting | undefined
  return (
    <ReadOnlyValue label={fieldLabel(field)}>
      {targeting ? (
        <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
          {describeTargeting({
            countries: targeting.countries ?? [],
            interests: targeting.interests ?? [],
            ageMin: targeting.ageMin,
            ageMax: targeting.ageMax,
          }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        '—'
      )}
    </ReadOnlyValue>
  )
}

type Attempt = { status?: string }

/** How many payments were refunded, and whether by staff (the order is Refunded) or automatically (extra payments). */
function refundSummary(order: { status?: string; payments?: Attempt[] | null }): {
  refunded: boolean
  automatic: number
  attempts: number
} {
  const attempts = order.payments ?? []
  const refundedAttempts = attempts.filter((attempt) => attempt.status === 'refunded').length
  const refunded = order.status === 'refunded'
  return { refunded, automatic: Math.max(0, refundedAttempts - (refunded ? 1 : 0)), attempts: attempts.length }
}

const badge = (tone: 'error' | 'warning') => ({
  display: 'inline-block',
  marginRight: 4,
  padding: '0 6px',
  borderRadius: 4,
  fontWeight: 600,
  background: `var(--theme-${tone}-100)`,
  color: `var(--theme-${tone}-750)`,
})

/** The Payments column: refunds, automatic ones included, stand out in the list. */
export function PaymentsCell({ rowData }: DefaultServerCellComponentProps) {
  const { refunded, automatic, attempts } = refundSummary(rowData)
  return (
    <span>
      {refunded ? <span style={badge('error')}>Refunded</span> : null}
      {automatic ? (
        <span style={badge('warning')}>{automatic === 1 ? 'Auto-refunded payment' : `${automatic} auto-refunded payments`}</span>
      ) : null}
      {attempts === 1 ? '1 attempt' : `${attempts} attempts`}
    </span>
  )
}
