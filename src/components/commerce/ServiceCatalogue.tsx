import Link from 'next/link'

import { PackageEstimate } from '@/components/campaign-delivery/PackageEstimate'
import { buttonClass } from '@/components/ui/button'
import { formatMoney, type Currency } from '@/commerce/money'
import { cx } from '@/lib/cx'
import type { CatalogueService } from '@/lib/data/commerce/catalogue'
import type { Estimate } from '@/tools/campaign-delivery/progress'

/** Every service on sale with its packages: what it delivers (as an estimate), for how long, and the price. */
export function ServiceCatalogue({
  services,
  headingLevel = 2,
  estimates,
}: {
  services: CatalogueService[]
  headingLevel?: 2 | 3
  estimates?: Record<string, Estimate>
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  if (!services.length) {
    return (
      <p className="rounded-2xl border border-dashed border-border-strong bg-bg-subtle p-8 text-center text-muted">
        No promotion services are on sale right now. Please check back soon.
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-12">
      {services.map((service) => (
        <section key={service.id} aria-labelledby={`service-${service.slug}`} className="flex flex-col gap-5">
          <div className="max-w-3xl">
            <Heading id={`service-${service.slug}`} className="text-2xl font-bold tracking-tight">
              {service.name}
            </Heading>
            <p className="mt-1 text-lg text-muted">{service.summary}</p>
            <p className="mt-3">{service.description}</p>
            {service.highlights?.length ? (
              <ul className="mt-3 grid gap-1 sm:grid-cols-2">
                {service.highlights.map((item) => (
                  <li key={item.id ?? item.text} className="flex gap-2 text-[0.95rem]">
                    <span aria-hidden="true" className="text-success">
                      ✓
                    </span>
                    {item.text}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <ul className="grid gap-4 md:grid-cols-3">
            {service.packages.map((pkg) => (
              <li
                key={pkg.id}
                className={cx(
                  'relative flex flex-col rounded-2xl border bg-card p-6',
                  pkg.popular ? 'border-accent shadow-card' : 'border-border',
                )}
              >
                {pkg.popular ? (
                  <p className="absolute -top-3 left-6 rounded-full bg-accent px-3 py-0.5 text-xs font-semibold text-accent-fg">
                    Recommended
                  </p>
                ) : null}
                <p className="font-semibold">{pkg.name}</p>
                <p className="mt-2 text-3xl font-extrabold tabular-nums">{formatMoney(pkg.price, pkg.currency as Currency)}</p>
                {/* The button sits at the card's foot, level with its neighbours' whatever the note's length. */}
                <div className="mb-6">
                  <dl className="mt-4 flex flex-col gap-1 text-[0.95rem]">
                    <div className="flex justify-between gap-2">
                      <dt className="whitespace-nowrap text-muted">Estimated result</dt>
                      <dd className="text-right font-medium">{pkg.deliverable}</dd>
                    </div>
                    <div className="flex justify-between gap-2">
                      <dt className="text-muted">Runs for</dt>
                      <dd className="font-medium">{pkg.durationDays} days</dd>
                    </div>
                  </dl>
                  {estimates ? <PackageEstimate estimate={estimates[pkg.id]} /> : null}
                </div>
                <Link
                  href={`/promote-video?service=${service.slug}&package=${pkg.id}`}
                  className={buttonClass({ variant: pkg.popular ? 'primary' : 'secondary', className: 'mt-auto' })}
                >
                  Order {pkg.name}
                  <span className="sr-only"> of {service.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          {service.disclaimer ? <p className="text-sm text-muted">{service.disclaimer}</p> : null}
        </section>
      ))}
    </div>
  )
}
