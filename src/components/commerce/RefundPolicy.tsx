import Link from 'next/link'

import { REFUND_POLICY } from '@/commerce/refund-rules'

/** The refund rules in the customer's words: the same on the pricing pages, at checkout and in the terms. */
export function RefundPolicy({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby="refund-policy-title" className="rounded-2xl border border-border bg-card p-5 text-sm">
      <Heading id="refund-policy-title" className="font-bold">
        Refunds
      </Heading>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
        {REFUND_POLICY.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p className="mt-2 text-muted">
        The full terms are in our{' '}
        <Link href="/terms-of-service#cancellations-and-refunds" className="font-semibold text-accent-text hover:underline">
          terms of service
        </Link>
        .
      </p>
    </section>
  )
}
