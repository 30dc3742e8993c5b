import { RichText } from '@/components/blog/RichText'
import { Container } from '@/components/ui/Container'
import type { LegalPage } from '@/lib/data/legal'
import { formatDate } from '@/lib/format'

export function LegalPageView({ page }: { page: LegalPage }) {
  return (
    <Container width="3xl" className="py-12">
      <header className="border-b border-border pb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
        {page.summary ? <p className="mt-3 text-lg text-muted">{page.summary}</p> : null}
        <p className="mt-4 text-sm text-muted">
          Effective <time dateTime={page.effectiveDate}>{formatDate(page.effectiveDate)}</time> · Last updated{' '}
          <time dateTime={page.updatedAt ?? undefined}>{formatDate(page.updatedAt)}</time>
        </p>
      </header>
      <RichText data={page.content} className="prose-article mt-8" />
    </Container>
  )
}
