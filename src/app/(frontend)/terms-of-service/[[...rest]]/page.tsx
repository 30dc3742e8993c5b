import { LegalPageView } from '@/components/legal/LegalPageView'
import { barePathMetadata, requireBarePath, type BarePathProps } from '@/lib/cache/cached-page'
import { getLegalPage } from '@/lib/data/legal'
import { pageMetadata } from '@/lib/metadata'

export { noPathsAtBuild as generateStaticParams } from '@/lib/cache/cached-page'

export const generateMetadata = barePathMetadata(async () => {
  const page = await getLegalPage('terms-of-service')
  return pageMetadata({ title: page.title, description: page.summary ?? page.title, path: '/terms-of-service' })
})

export default async function TermsOfServicePage(props: BarePathProps) {
  await requireBarePath(props)
  return <LegalPageView page={await getLegalPage('terms-of-service')} />
}
