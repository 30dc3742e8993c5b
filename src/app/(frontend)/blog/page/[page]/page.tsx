import { archiveMetadata } from '@/components/blog/archive-text'
import { ArchiveView } from '@/components/blog/ArchiveView'
import { CategoryNav } from '@/components/blog/CategoryNav'
import { SearchForm } from '@/components/blog/SearchForm'
import { loadBlogArchive } from '@/lib/data/blog/archive'
import { listArchives } from '@/lib/data/blog/taxonomy'

/** `/blog` (page 1, through the proxy) and `/blog/page/{n}`. */
type Props = { params: Promise<{ page: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props) {
  return archiveMetadata(await loadBlogArchive((await params).page))
}

export default async function BlogPage({ params }: Props) {
  const [archive, { categories }] = await Promise.all([loadBlogArchive((await params).page), listArchives()])
  return (
    <ArchiveView archive={archive}>
      <CategoryNav categories={categories} />
      <div className="mt-6 max-w-xl">
        <SearchForm />
      </div>
    </ArchiveView>
  )
}
