import type { DefaultServerCellComponentProps } from 'payload'

/** A day's ad spend in the admin's lists as an amount (41.40), not the cents it is stored in (4140). */
export function SpendCell({ cellData }: DefaultServerCellComponentProps) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{typeof cellData === 'number' ? (cellData / 100).toFixed(2) : '—'}</span>
}
