import { ViewCountDefinitions } from '@/components/campaign-delivery/ViewCountDefinitions'
import { RefundPolicy } from '@/components/commerce/RefundPolicy'
import { ServiceCatalogue } from '@/components/commerce/ServiceCatalogue'
import { requireUser } from '@/lib/data/session'
import { listPackageEstimates } from '@/lib/data/campaign-delivery'
import { listServices } from '@/lib/data/commerce/catalogue'

export const metadata = { title: 'Service pricing' }

export default async function ServicePricingPage() {
  await requireUser('/dashboard/service-pricing')
  const [services, estimates] = await Promise.all([listServices(), listPackageEstimates()])
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Service pricing</h1>
        <p className="mt-1 text-muted">Choose a package to promote one of your videos. Campaigns run as real ads; results are estimates.</p>
      </header>
      <ServiceCatalogue services={services} estimates={estimates} headingLevel={2} />
      <ViewCountDefinitions counts={['delivered', 'publicCounter', 'analyticsAds']} title="Which views a package counts" />
      <RefundPolicy />
    </div>
  )
}
