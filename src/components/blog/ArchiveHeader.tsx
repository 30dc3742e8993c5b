import { MediaImage } from '@/components/media/MediaImage'
import type { Archive } from '@/lib/data/blog/archive'
import { plural } from '@/lib/format'

import { archiveDescription, archiveTitle } from './archive-text'

const KIND_LABEL = { author: 'Author', category: 'Category', tag: 'Tag' } as const

/** The archive's title and count; an author's page also shows their photo, role, bio and links. */
export function ArchiveHeader({ archive }: { archive: Archive }) {
  const { listing } = archive
  const count = plural(listing.totalDocs, 'article')
  const pageNote = listing.page > 1 ? ` · page ${listing.page} of ${listing.totalPages}` : ''
  if (archive.kind === 'author') {
    const { author } = archive
    return (
      <header className="flex flex-col gap-6 sm:flex-row sm:items-center">
        {author.avatar ? (
          <div className="h-24 w-24 shrink-0 overflow-hidden rounded-full border border-border">
            <MediaImage media={author.avatar} use="avatar" sizes="96px" alt="" priority className="h-24 w-24" />
          </div>
        ) : null}
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">{author.role ?? 'Author'}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{author.name}</h1>
          {author.bio ? <p className="mt-3 max-w-2xl text-lg text-muted">{author.bio}</p> : null}
          <p className="mt-3 text-sm text-muted">
            {count}
            {pageNote}
          </p>
          {author.links?.length ? (
            <ul className="mt-3 flex flex-wrap gap-3 text-sm">
              {author.links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="me noopener noreferrer" className="font-medium text-accent-text hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
    )
  }
  return (
    <header>
      {archive.kind !== 'blog' ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-text">{KIND_LABEL[archive.kind]}</p>
      ) : null}
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">
        {archive.kind === 'blog' ? 'The TubeLift blog' : archiveTitle(archive)}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{archiveDescription(archive)}</p>
      <p className="mt-3 text-sm text-muted">
        {count}
        {pageNote}
      </p>
    </header>
  )
}
