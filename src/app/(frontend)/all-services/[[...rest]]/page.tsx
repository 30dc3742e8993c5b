import { Breadcrumbs } from '@/components/blog/Breadcrumbs'
import { ViewCountDefinitions } from '@/components/campaign-delivery/ViewCountDefinitions'
import { RefundPolicy } from '@/components/commerce/RefundPolicy'
import { ServiceCatalogue } from '@/components/commerce/ServiceCatalogue'
import { Container } from '@/components/ui/Container'
import { barePathMetadata, requireBarePath, type BarePathProps } from '@/lib/cache/cached-page'
import { listPackageEstimates } from '@/lib/data/campaign-delivery'
import { listServices } from '@/lib/data/commerce/catalogue'
import { pageMetadata } from '@/lib/metadata'

export { noPathsAtBuild as generateStaticParams } from '@/lib/cache/cached-page'

export const generateMetadata = barePathMetadata(
  pageMetadata({
    title: 'Promotion services and pricing',
    description:
      'YouTube video promotion that runs as real ads: views, subscribers and Shorts campaigns with honest estimates, clear prices and no bots.',
    path: '/all-services',
  }),
)

export default async function AllServicesPage(props: BarePathProps) {
  await requireBarePath(props)
  const [services, estimates] = await Promise.all([listServices(), listPackageEstimates()])
  return (
    <Container className="py-10">
      <Breadcrumbs
        items={[
          { name: 'Home', href: '/' },
          { name: 'Services & pricing', href: '/all-services' },
        ]}
      />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Promotion services and pricing</h1>
        <p className="mt-3 text-lg text-muted">
          Every campaign runs as real video ads shown to people interested in your topic. You pick the package; we set up the campaign, run
          it and report back. Results are estimates from past campaigns, never guarantees, and nothing we do breaks YouTube’s rules.
        </p>
      </header>
      <div className="mt-10">
        <ServiceCatalogue services={services} estimates={estimates} />
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <ViewCountDefinitions counts={['delivered', 'publicCounter', 'analyticsAds']} title="Which views a package counts" />
        <RefundPolicy />
      </div>
    </Container>
  )
}
