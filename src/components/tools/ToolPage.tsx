import type React from 'react'

import { Breadcrumbs } from '@/components/blog/Breadcrumbs'
import { JsonLd } from '@/components/seo/JsonLd'
import { SubscribeForm } from '@/components/subscriptions/SubscribeForm'
import { Container } from '@/components/ui/Container'
import { absoluteUrl } from '@/lib/site'

import { AccountPerks } from './AccountPerks'

type Faq = { question: string; answer: string }

type Props = {
  slug: string
  title: string
  intro: string
  children: React.ReactNode
  /** Short steps shown under the tool. */
  steps: string[]
  faq: Faq[]
  /** What signing in adds, shown to visitors of the public page. */
  signedInPerks: string
}

/** The public page of a creator tool: the tool itself first, then how it works and common questions. */
export function ToolPage({ slug, title, intro, children, steps, faq, signedInPerks }: Props) {
  return (
    <Container className="py-10">
      <Breadcrumbs
        items={[
          { name: 'Home', href: '/' },
          { name: title, href: `/${slug}` },
        ]}
      />
      <header className="mt-6 max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">Free tool</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted">{intro}</p>
      </header>
      <div className="mt-8">{children}</div>
      <SubscribeForm heading="Get our YouTube growth guides by email" source={`/${slug}`} />
      <AccountPerks slug={slug} signedInPerks={signedInPerks} />
      <section aria-labelledby="how-title" className="mt-14 max-w-3xl">
        <h2 id="how-title" className="text-2xl font-bold tracking-tight">
          How it works
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-[1.0625rem]">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="faq-title" className="mt-12 max-w-3xl">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
          Questions creators ask
        </h2>
        <dl className="mt-4 divide-y divide-border border-y border-border">
          {faq.map((item) => (
            <div key={item.question} className="py-4">
              <dt className="font-semibold">{item.question}</dt>
              <dd className="mt-1 text-muted">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebApplication',
          name: title,
          url: absoluteUrl(`/${slug}`),
          applicationCategory: 'MultimediaApplication',
          operatingSystem: 'Any',
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          description: intro,
        }}
      />
    </Container>
  )
}

/** The same tool inside the dashboard: a compact header, the tool, then what the account remembers. */
export function DashboardToolPage({
  title,
  intro,
  children,
  aside,
}: {
  title: string
  intro: string
  children: React.ReactNode
  aside?: React.ReactNode
}) {
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted">{intro}</p>
      </header>
      {children}
      {aside}
    </div>
  )
}
