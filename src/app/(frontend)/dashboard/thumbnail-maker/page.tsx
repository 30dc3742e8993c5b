import Link from 'next/link'

import { EmptyState } from '@/components/blog/EmptyState'
import { DesignCard } from '@/components/thumbnail-maker/DesignCard'
import { FormAlert } from '@/components/forms/FormAlert'
import { ThumbnailMaker } from '@/components/thumbnail-maker/ThumbnailMaker'
import { DashboardToolPage } from '@/components/tools/ToolPage'
import { buttonClass } from '@/components/ui/button'
import { requireUser } from '@/lib/data/session'
import { thumbnailTargets } from '@/lib/data/thumbnail-changes'
import { getDesign, listDesigns } from '@/lib/data/thumbnail-maker'
import { formatDate } from '@/lib/format'

export const metadata = { title: 'Thumbnail maker' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DashboardThumbnailMakerPage({ searchParams }: Props) {
  const user = await requireUser('/dashboard/thumbnail-maker')
  const { design: requested } = await searchParams
  const designId = typeof requested === 'string' && /^[\w-]{1,40}$/.test(requested) ? requested : undefined
  const [designs, opened, videos] = await Promise.all([
    listDesigns(user),
    designId ? getDesign(user, designId) : Promise.resolve(null),
    thumbnailTargets(user),
  ])
  const account = { videos, ...(opened ? { design: { id: opened.id, name: opened.name, design: opened.design } } : {}) }
  return (
    <DashboardToolPage
      title="Thumbnail maker"
      intro="Design 1280×720 thumbnails and 1080×1920 Shorts frames. Designs and the photos you upload are saved to your account."
      aside={
        <section aria-labelledby="designs-title">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="designs-title" className="text-lg font-bold">
              Your designs
            </h2>
            {opened ? (
              <Link href="/dashboard/thumbnail-maker" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
                New design
              </Link>
            ) : null}
          </div>
          {designs.length ? (
            <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {designs.map((design) => (
                <DesignCard
                  key={design.id}
                  id={design.id}
                  name={design.name}
                  preview={design.preview}
                  updated={formatDate(design.updatedAt)}
                />
              ))}
            </ul>
          ) : (
            <div className="mt-3">
              <EmptyState
                title="No saved designs yet"
                body="Make a thumbnail above and save it: it will be listed here, ready to reopen, rename or duplicate."
              />
            </div>
          )}
        </section>
      }
    >
      {designId && !opened ? (
        <FormAlert tone="error">This design does not exist or is not yours. Start a new one below, or open one of your designs.</FormAlert>
      ) : null}
      <ThumbnailMaker account={account} />
    </DashboardToolPage>
  )
}
