/** `/blog/tag/{slug}` (page 1, through the proxy) and `/blog/tag/{slug}/page/{n}`. */
import { archiveMetadata } from '@/components/blog/archive-text'
import { ArchiveView } from '@/components/blog/ArchiveView'
import { loadTaxonomyArchive } from '@/lib/data/blog/archive'

type Props = { params: Promise<{ slug: string; page: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  const { slug, page } = await params
  return archiveMetadata(await loadTaxonomyArchive('tag', slug, page))
}

export default async function TagArchivePaginatedPage({ params }: Props) {
  const { slug, page } = await params
  return <ArchiveView archive={await loadTaxonomyArchive('tag', slug, page)} />
}
