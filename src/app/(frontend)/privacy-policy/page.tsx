import { LegalPageView } from '@/components/legal/LegalPageView'
import { getLegalPage } from '@/lib/data/legal'
import { pageMetadata } from '@/lib/metadata'

export const dynamic = 'force-dynamic'

export async function generateMetadata() {
  const page = await getLegalPage('privacy-policy')
  return pageMetadata({ title: page.title, description: page.summary ?? page.title, path: '/privacy-policy' })
}

export default async function PrivacyPolicyPage() {
  return <LegalPageView page={await getLegalPage('privacy-policy')} />
}
