import Link from 'next/link'

import { CheckoutForm } from '@/components/commerce/CheckoutForm'
import { stateFromParams, stateToQuery } from '@/components/commerce/wizard-state'
import { FormAlert } from '@/components/forms/FormAlert'
import { buttonClass } from '@/components/ui/button'
import { Container } from '@/components/ui/Container'
import { orderRequestSchema } from '@/commerce/checkout'
import { formatMoney, type Currency } from '@/commerce/money'
import { describeTargeting, targetingFor } from '@/commerce/targeting'
import { chargesTaxAtPayment, paymentsMode } from '@/lib/commerce/payments'
import { targetingOptions } from '@/lib/commerce/targeting-options'
import { requireUser } from '@/lib/data/session'
import { findPackage } from '@/lib/data/services'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({ title: 'Checkout', description: 'Review and pay for your promotion campaign.', path: '/checkout', noIndex: true })

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Checkout needs an account (orders belong to one); the price is read from the catalogue here. */
export default async function CheckoutPage({ searchParams }: Props) {
  const params = await searchParams
  const wizard = stateFromParams(params)
  const query = stateToQuery({ ...wizard, step: undefined })
  await requireUser(`/checkout?${query}`)
  const request = orderRequestSchema.safeParse({ service: wizard.service, package: wizard.package, videoUrl: wizard.videoUrl, targeting: wizard.targeting })
  const found = request.success ? await findPackage(request.data.service, request.data.package) : null
  const mode = paymentsMode()

  if (!request.success || !found) {
    return (
      <Container className="max-w-2xl py-12">
        <h1 className="text-3xl font-extrabold tracking-tight">Checkout</h1>
        <FormAlert tone="error" className="mt-6">
          {request.success ? 'This package is no longer on sale.' : 'Some choices are missing or no longer valid.'} Go back to the promotion steps to choose again.
        </FormAlert>
        <Link href={`/promote-video?${query}`} className={buttonClass({ className: 'mt-6' })}>
          Back to promote a video
        </Link>
      </Container>
    )
  }
  const { service, pkg } = found
  const targeting = targetingFor(targetingOptions(service), request.data.targeting)
  const total = formatMoney(pkg.price, pkg.currency as Currency)
  return (
    <Container className="max-w-3xl py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Checkout</h1>
      {mode === 'test' ? (
        <p role="note" className="mt-4 rounded-lg border border-warning/40 bg-warning-soft px-4 py-2 text-sm font-semibold text-warning">
          Test mode, no money moves: payments on this site are simulated.
        </p>
      ) : null}
      <section aria-labelledby="summary-title" className="mt-6 rounded-2xl border border-border bg-card p-6">
        <h2 id="summary-title" className="text-lg font-bold">
          Order summary
        </h2>
        <dl className="mt-4 grid gap-3 sm:grid-cols-[9rem_1fr]">
          <dt className="font-semibold">Video</dt>
          <dd className="break-all">{request.data.videoUrl}</dd>
          <dt className="font-semibold">Service</dt>
          <dd>{service.name}</dd>
          <dt className="font-semibold">Package</dt>
          <dd>
            {pkg.name}: {pkg.deliverable} (estimate), runs {pkg.durationDays} days
          </dd>
          <dt className="font-semibold">Audience</dt>
          <dd>
            <ul>
              {describeTargeting(targeting).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </dd>
        </dl>
        <p className="mt-4 flex items-baseline justify-between border-t border-border pt-4 text-lg">
          <span className="font-semibold">Total</span>
          <span className="text-2xl font-extrabold tabular-nums">{total}</span>
        </p>
        <p className="mt-1 text-right text-sm text-muted">{chargesTaxAtPayment() ? 'Prices include any fees. Tax, where due, is added on the payment page.' : 'This is the full price: fees are included and nothing is added at payment.'}</p>
      </section>
      <div className="mt-6">
        {mode === 'disabled' ? (
          <FormAlert tone="error">Payments are switched off on this site right now, so orders cannot be placed. Please try again later.</FormAlert>
        ) : (
          <CheckoutForm service={service.slug ?? ''} packageId={pkg.id} videoUrl={request.data.videoUrl} targeting={targeting} total={total} testMode={mode === 'test'} />
        )}
      </div>
      <Link href={`/promote-video?${stateToQuery({ ...wizard, step: 4 })}`} className="mt-6 inline-block text-sm font-semibold text-accent-text hover:underline">
        ← Change the campaign
      </Link>
    </Container>
  )
}
