import type { ReactNode } from 'react'

import { PrintButton } from './PrintButton'

type Props = {
  title: string
  /** The document's facts (number, dates, who, how paid), as <dt>/<dd> pairs. */
  details: ReactNode
  /** The one line billed or credited: the table's caption and column heading, what it is, and its amount. */
  line: { caption: string; heading: string; description: ReactNode; amount: string }
  total: { label: string; amount: string }
}

/**
 * A receipt or a credit note: the company, the facts, one line and the total, laid out to print
 * cleanly (the browser's "Save as PDF" makes the PDF; docs/refunds.md says why there is no PDF library).
 */
export function PrintedDocument({ title, details, line, total }: Props) {
  return (
    <article className="mx-auto max-w-2xl rounded-2xl border border-border bg-card p-8 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold">{title}</h1>
          <p className="text-muted">TubeLift Ltd. · support@tubelift.dev</p>
        </div>
        <PrintButton />
      </header>
      <dl className="mt-6 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-2">{details}</dl>
      <table className="mt-8 w-full text-left text-sm">
        <caption className="sr-only">{line.caption}</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className="py-2">
              {line.heading}
            </th>
            <th scope="col" className="py-2 text-right">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-border">
            <td className="py-3 pr-4">{line.description}</td>
            <td className="py-3 text-right tabular-nums">{line.amount}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3">
              {total.label}
            </th>
            <td className="py-3 text-right text-lg font-extrabold tabular-nums">{total.amount}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  )
}
