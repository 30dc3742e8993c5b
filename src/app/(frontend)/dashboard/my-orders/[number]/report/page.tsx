import Link from 'next/link'
import { notFound } from 'next/navigation'

import { PrintButton } from '@/components/commerce/PrintButton'
import { AdAnalyticsComparison } from '@/components/campaign-delivery/AdAnalyticsComparison'
import { DeliveryReport } from '@/components/campaign-delivery/DeliveryReport'
import { ReportPrintStyles } from '@/components/campaign-delivery/ReportPrintStyles'
import { ViewCountDefinitions } from '@/components/campaign-delivery/ViewCountDefinitions'
import { showsDelivery } from '@/components/campaign-delivery/DeliveryProgress'
import { buttonClass } from '@/components/ui/button'
import { getAdAnalytics, getOrderDelivery } from '@/lib/data/campaign-delivery'
import { getMyOrder } from '@/lib/data/commerce/orders'
import { requireUser } from '@/lib/data/session'

type Props = { params: Promise<{ number: string }> }

export async function generateMetadata({ params }: Props) {
  return { title: `Campaign report for order ${(await params).number}`, robots: { index: false } }
}

/** The campaign report (the order's customer and staff only), printable. */
export default async function CampaignReportPage({ params }: Props) {
  const { number } = await params
  const user = await requireUser(`/dashboard/my-orders/${number}/report`)
  const order = await getMyOrder(user, number)
  if (!order || !showsDelivery(order)) notFound()
  const [delivery, analytics] = await Promise.all([getOrderDelivery(user, order), getAdAnalytics(order)])
  return (
    <article className="flex flex-col gap-6">
      <ReportPrintStyles />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Link
            href={`/dashboard/my-orders/${order.number}`}
            className="text-sm font-semibold text-accent-text hover:underline print:hidden"
          >
            ← Order {order.number}
          </Link>
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight sm:text-3xl">Campaign report</h1>
          <p className="text-muted break-words">
            Order {order.number} · {order.video.title ?? order.video.url}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <PrintButton />
          <a
            href={`/dashboard/my-orders/${order.number}/report/daily.csv`}
            download
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Download CSV
          </a>
        </div>
      </header>
      <DeliveryReport order={order} delivery={delivery} />
      <AdAnalyticsComparison analytics={analytics} days={delivery.chart} />
      <ViewCountDefinitions counts={['delivered', 'analyticsAds', 'engaged', 'publicCounter']} />
    </article>
  )
}
