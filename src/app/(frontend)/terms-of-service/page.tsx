import { LegalPageView } from '@/components/legal/LegalPageView'
import { getLegalPage } from '@/lib/data/legal'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export async function generateMetadata() {
  const page = await getLegalPage('terms-of-service')
  return pageMetadata({ title: page.title, description: page.summary ?? page.title, path: '/terms-of-service' })
}

export default async function TermsOfServicePage() {
  return <LegalPageView page={await getLegalPage('terms-of-service')} />
}
