import Link from 'next/link'

import { CampaignSummary } from '@/components/commerce/CampaignSummary'
import { CheckoutForm } from '@/components/commerce/CheckoutForm'
import { RefundPolicy } from '@/components/commerce/RefundPolicy'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { decodeOrderRequest, orderRequestQuery, searchParamsFrom } from '@/commerce/checkout'
import { formatMoney } from '@/commerce/money'
import { chargesTaxAtPayment, paymentsMode } from '@/lib/commerce/payments'
import { getCheckout } from '@/lib/data/commerce/checkout'
import { requireUser } from '@/lib/data/session'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Checkout',
  description: 'Review and pay for your promotion campaign.',
  path: '/checkout',
  noIndex: true,
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Checkout needs an account (orders belong to one); the data layer validates and prices the request. */
export default async function CheckoutPage({ searchParams }: Props) {
  const draft = decodeOrderRequest(searchParamsFrom(await searchParams))
  await requireUser(`/checkout?${orderRequestQuery(draft)}`)
  const checkout = await getCheckout(draft)
  const mode = paymentsMode()

  if (checkout.kind !== 'ready') {
    return (
      <Container width="2xl" className="py-12">
        <h1 className="text-3xl font-extrabold tracking-tight">Checkout</h1>
        <FormAlert tone="error" className="mt-6">
          {checkout.kind === 'unavailable' ? 'This package is no longer on sale.' : 'Some choices are missing or no longer valid.'} Go back
          to the promotion steps to choose again.
        </FormAlert>
        <Link href={`/promote-video?${orderRequestQuery(draft)}`} className={buttonClass({ className: 'mt-6' })}>
          Back to promote a video
        </Link>
      </Container>
    )
  }
  const { request, service, pkg, currency, video } = checkout
  const total = formatMoney(pkg.price, currency)
  return (
    <Container width="3xl" className="py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Checkout</h1>
      {mode === 'test' ? (
        <p role="note" className="mt-4 rounded-lg border border-warning/40 bg-warning-soft px-4 py-2 text-sm font-semibold text-warning">
          Test mode, no money moves: payments on this site are simulated.
        </p>
      ) : null}
      {request.replaces ? (
        <p role="note" className="mt-4 rounded-lg border border-border bg-bg-subtle px-4 py-2 text-sm">
          This order replaces your unpaid order {request.replaces}: placing it cancels that one, so you are never charged for both.
        </p>
      ) : null}
      <section aria-labelledby="summary-title" className="mt-6 flex flex-col gap-4 rounded-2xl border border-border bg-card p-6">
        <h2 id="summary-title" className="text-lg font-bold">
          Order summary
        </h2>
        <CampaignSummary
          video={{
            url: video?.watchUrl ?? request.videoUrl,
            title: video?.title,
            channel: video?.channel,
            thumbnailUrl: video?.thumbnailUrl,
          }}
          item={{ serviceName: service.name, packageName: pkg.name, deliverable: pkg.deliverable, durationDays: pkg.durationDays }}
          targeting={request.targeting}
          total={total}
        />
        <p className="text-sm text-muted">
          {chargesTaxAtPayment()
            ? 'Prices include any fees. Tax, where due, is added on the payment page.'
            : 'This is the full price: fees are included and nothing is added at payment.'}
        </p>
      </section>
      <div className="mt-6">
        {mode === 'disabled' ? (
          <FormAlert tone="error">
            Payments are switched off on this site right now, so orders cannot be placed. Please try again later.
          </FormAlert>
        ) : (
          <CheckoutForm request={request} total={total} testMode={mode === 'test'} />
        )}
      </div>
      <div className="mt-6">
        <RefundPolicy />
      </div>
      <Link
        href={`/promote-video?${orderRequestQuery(request, { step: '4' })}`}
        className="mt-6 inline-block text-sm font-semibold text-accent-text hover:underline"
      >
        ← Change the campaign
      </Link>
    </Container>
  )
}
