import Link from 'next/link'

import { Breadcrumbs } from '@/components/blog/Breadcrumbs'
import { PromoteWizard } from '@/components/commerce/promote-wizard/PromoteWizard'
import { stateFromParams, type WizardService } from '@/components/commerce/promote-wizard/wizard-state'
import { Container } from '@/components/ui/Container'
import { searchParamsFrom } from '@/commerce/checkout'
import { targetingOptions } from '@/commerce/targeting-options'
import { getVideoPreview } from '@/lib/data/commerce/checkout'
import { listServices } from '@/lib/data/commerce/catalogue'
import { pageMetadata } from '@/lib/metadata'

export const metadata = pageMetadata({
  title: 'Promote a YouTube video with real ads',
  description:
    'Promote a YouTube video in four steps: paste the link, choose a package, pick the audience, review. Campaigns run as real ads; results are honest estimates.',
  path: '/promote-video',
})

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function PromoteVideoPage({ searchParams }: Props) {
  const initial = stateFromParams(searchParamsFrom(await searchParams))
  // After a reload or Back from checkout, the preview is shown again without asking for it.
  const [services, video] = await Promise.all([listServices(), initial.step > 1 ? getVideoPreview(initial.videoUrl) : null])
  const options: WizardService[] = services.map((service) => ({
    slug: service.slug ?? '',
    name: service.name,
    summary: service.summary,
    targeting: targetingOptions(service),
    packages: service.packages.map(({ id, name, price, currency, deliverable, durationDays, popular }) => ({
      id,
      name,
      price,
      currency,
      deliverable,
      durationDays,
      popular,
    })),
  }))
  return (
    <Container width="4xl" className="py-10">
      <Breadcrumbs
        items={[
          { name: 'Home', href: '/' },
          { name: 'Promote a video', href: '/promote-video' },
        ]}
      />
      <header className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Promote a video</h1>
        <p className="mt-3 text-lg text-muted">
          Four steps to a campaign that shows your video as an ad to people who watch your kind of content. Not sure which package? Compare
          them on the{' '}
          <Link href="/all-services" className="font-semibold text-accent-text hover:underline">
            services page
          </Link>
          .
        </p>
      </header>
      <div className="mt-8">
        <PromoteWizard services={options} initial={initial} initialVideo={video} />
      </div>
    </Container>
  )
}
